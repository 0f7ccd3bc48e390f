/** Translation awaiting the firm's review: the illegal searches page in Spanish.
 * To confirm: "registro ilegal" (illegal search), "orden judicial" for a warrant, with "orden de
 * cateo" named once for Mexican readers, "excluir las pruebas" (suppress evidence), and the
 * quoted Fourth Amendment wording.
 */
import type * as en from "~/content/practice-areas/pages/illegal-searches";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const illegalSearches = {
  slug: "illegal-searches",
  metaTitle: "Registros ilegales de su casa, su carro o su teléfono",
  metaDescription:
    "¿La policía registró su casa, su carro o su teléfono sin orden judicial? Cuándo un registro viola la Cuarta Enmienda y la ley de California, y qué hacer ahora.",
  lead: "Su casa, su carro, su teléfono y su cuerpo están protegidos por la Constitución. Por lo general, la policía necesita una orden judicial de registro firmada por un juez (lo que en México se llama orden de cateo) para registrarlos. Cuando los agentes hacen un registro sin orden judicial o sin una excepción válida, es posible que usted pueda impedir que esas pruebas se usen en la corte, y demandar por la violación.",
  quote: {
    text: "La protección de la privacidad de cada persona contra la intrusión arbitraria de la policía, que es la esencia de la Cuarta Enmienda, es fundamental para una sociedad libre.",
    source: "Wolf v. Colorado, 338 U.S. 25, 27 (1949)",
  },
  sections: [
    {
      heading: "Qué dice la ley",
      blocks: `La Cuarta Enmienda protege “el derecho del pueblo a la seguridad de sus personas, domicilios, papeles y efectos contra registros y detenciones irrazonables”. La Constitución de California da la misma protección (artículo I, sección 13).

Un registro sin orden judicial se presume irrazonable, a menos que encaje en una excepción que reconocen las cortes. Las principales excepciones son el consentimiento dado libremente, el registro que acompaña a un arresto legal, una verdadera emergencia que no deja tiempo para conseguir una orden, las pruebas que están a la vista y el registro de un vehículo cuando los agentes tienen causa probable para creer que contiene pruebas de un delito.`,
    },
    {
      heading: "Su casa, su carro y su teléfono",
      blocks: `La casa recibe la protección más fuerte. La policía no puede entrar a una casa sin orden judicial para hacer un arresto de rutina (Payton v. New York, 1980), y perseguir a una persona sospechosa de un delito menor no siempre justifica seguirla hasta adentro (Lange v. California, 2021, un caso del condado de Sonoma).

Después de un arresto, la policía puede registrar un carro solo si la persona podía alcanzar su interior en ese momento, o si es razonable creer que adentro hay pruebas del delito por el que se le arrestó (Arizona v. Gant, 2009).

Su teléfono guarda su vida. Por lo general, la policía necesita una orden judicial para registrar un celular, incluso después de un arresto (Riley v. California, 2014), y la Ley de Privacidad de las Comunicaciones Electrónicas de California (CalECPA) exige una orden judicial u otra base legal específica antes de que la policía pueda obtener la mayor parte de la información electrónica (Código Penal, sección 1546 y siguientes).`,
    },
    {
      heading: "Dos formas de defenderse",
      blocks: `En un caso penal, su abogado defensor puede pedir a la corte que excluya las pruebas encontradas en un registro ilegal (Código Penal, sección 1538.5). En un caso civil, usted puede reclamar una indemnización por daños según la ley federal de derechos civiles (42 U.S.C. § 1983, la “sección 1983”) y según la ley de California, incluida la Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act, Código Civil, sección 52.1). Puede demandar aunque la policía no haya encontrado nada, o aunque sí haya encontrado algo; pero si lo condenaron con base en ese registro, la condena puede impedir la demanda (Heck v. Humphrey, 1994).`,
    },
    {
      heading: "Si la policía quiere hacer un registro",
      highlight: true,
      blocks: `- Diga con claridad y con calma: “No doy mi consentimiento para un registro”. No se resista físicamente, aunque crea que el registro es ilegal.
- Pregunte si tienen una orden judicial, y pida verla.
- Puede guardar silencio. Diga: “Quiero guardar silencio. Quiero hablar con un abogado.”
- Fíjese en lo que registran y en lo que se llevan. Cuando los agentes se llevan bienes con una orden judicial, deben darle un recibo (Código Penal, sección 1535).`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Guarde la copia de la orden judicial y cualquier recibo o inventario que le hayan dado.
- Fotografíe cualquier daño a su casa, su carro o sus pertenencias antes de reparar o limpiar nada.
- Anote los nombres y números de placa de los agentes, la agencia, y lo que cada uno dijo e hizo.
- Pida a sus vecinos el video de sus cámaras de timbre o de seguridad antes de que se borre.
- Si lo acusaron de un delito, cuéntele de inmediato a su abogado defensor penal sobre el registro.
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. En un caso de registro ilegal, las preguntas son precisas: ¿había una orden judicial?, ¿qué permitía?, ¿hubo un consentimiento real?, ¿hubo una verdadera emergencia? La oficina reúne la orden, la declaración jurada en que se basó y el video, presenta a tiempo el reclamo ante el gobierno y demanda a los agentes y a la agencia cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.illegalSearches>;
