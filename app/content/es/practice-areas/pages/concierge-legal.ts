/** Translation awaiting the firm's review: the concierge legal services page in Spanish.
 * To confirm: "servicios legales personalizados (con costo)" for concierge legal services, and
 * "privilegio abogado-cliente" (attorney-client privilege). The 911 line stays as in English.
 */
import type { PracticePageTranslation } from "./shared";
import type * as en from "~/content/practice-areas/pages/concierge-legal";

export const conciergeLegal = {
  slug: "concierge-legal",
  metaTitle: "Servicios legales personalizados (con costo)",
  metaDescription:
    "Acceso directo y personal a un abogado para asuntos que no son una demanda de derechos civiles: orientación, revisión de documentos y planificación. Con costo.",
  lead: "No todo problema legal es una demanda. A veces necesita un abogado de confianza que responda una pregunta, lea un documento antes de que usted lo firme o le ayude a planificar antes de que un problema pequeño se vuelva grande. Los servicios legales personalizados (concierge) le dan acceso directo y personal a un abogado para asuntos como estos.",
  notice:
    "Importante: las consultas gratuitas no están disponibles para los servicios personalizados, que tienen costo.",
  quote: {
    text: "Desaliente los litigios. Convenza a sus vecinos de llegar a un acuerdo siempre que pueda.",
    source: "Abraham Lincoln, notas para una conferencia sobre derecho, hacia 1850",
  },
  sections: [
    {
      heading: "Qué pueden abarcar los servicios personalizados",
      blocks: `Los servicios personalizados se organizan según su situación. Estos son algunos ejemplos de los asuntos que las personas consultan con un abogado de esta manera:

- Una carta, una citación o un aviso de una agencia del gobierno que usted no entiende
- Un contrato, un contrato de renta o una oferta de acuerdo que quiere que revisen antes de firmar
- Una petición de la policía o de un investigador para “solo hablar”, y qué hacer al respecto
- Entender sus opciones después de un incidente, antes de decidir qué hacer
- Prepararse para una audiencia, una reunión o una fecha en la corte

Antes de empezar cualquier trabajo, hable con la oficina para saber si su asunto encaja.`,
    },
    {
      heading: "Cómo funciona",
      blocks: `Los servicios personalizados son servicios legales pagados. No se cobran como un porcentaje de lo que se obtenga al final de un caso (no son honorarios de contingencia), y no incluyen una consulta gratuita. Antes de comenzar cualquier trabajo, se le explican el alcance del trabajo y los honorarios, por escrito cuando la ley de California lo exige. Se requiere un contrato de honorarios por escrito para la mayoría de los trabajos legales cuyo costo previsto supere los $1,000 (Código de Negocios y Profesiones, sección 6148).

Lo que usted le dice a su abogado está protegido. El privilegio abogado-cliente impide que sus comunicaciones confidenciales con su abogado se revelen en la corte (Código de Evidencia, sección 954), y los abogados de California tienen el deber de guardar los secretos de sus clientes (Código de Negocios y Profesiones, sección 6068(e)). Llamar a la oficina o enviar un mensaje no lo convierte a usted, por sí solo, en cliente: esa relación comienza cuando usted y el abogado se ponen de acuerdo sobre el trabajo.`,
    },
    {
      heading: "Por qué importa recibir asesoría a tiempo",
      blocks: `Muchos problemas legales nacen de un momento en que una asesoría temprana habría ayudado: una declaración hecha sin abogado, un plazo vencido, un documento firmado de prisa. En California, algunos derechos vencen pronto. Antes de demandar a una ciudad, un condado o una agencia del estado, por ejemplo, por lo general hay que presentarles un reclamo por escrito dentro de los seis meses (Código de Gobierno, sección 911.2).

Si la policía quiere interrogarlo mientras está bajo custodia, usted tiene derecho a guardar silencio y a tener un abogado presente (Miranda v. Arizona, 1966). Puede ejercer esos derechos con cortesía y claridad: “Quiero guardar silencio. Quiero hablar con un abogado.”`,
    },
    {
      heading: "Qué tener a mano",
      blocks: `Cuando se comunique con la oficina sobre los servicios personalizados, conviene tener a mano algunas cosas:

- Una breve descripción de lo que necesita, en sus propias palabras
- Las cartas, avisos, contratos u otros papeles relacionados
- Las fechas o los plazos que conozca, como una audiencia o una fecha límite para responder
- Los nombres de las otras personas, empresas o agencias involucradas`,
    },
    {
      heading: "Si su asunto es un caso de derechos civiles",
      blocks: `Si lo que le pasó es abuso policial, fuerza excesiva, un arresto ilegal, un registro ilegal u otra violación de sus derechos civiles, no es un asunto para los servicios personalizados. Esos casos comienzan con una consulta gratuita y confidencial. Vea los casos que atendemos o pida su consulta gratuita, y la oficina le indicará los siguientes pasos.

{attorney} representa a personas en el norte de California desde {since}. Si está en peligro en este momento, llame primero al 911.`,
    },
  ],
  closing: {
    heading: "Hable con la oficina sobre los servicios personalizados",
    body: "Llame o escriba a la oficina para describir lo que necesita. Sabrá si los servicios personalizados le convienen, qué abarcaría el trabajo y cuánto costaría, antes de comprometerse a nada.",
    tagline: false,
  },
  primaryCta: "contact",
  scrollToTopOnLoad: true,
} as const satisfies PracticePageTranslation<typeof en.conciergeLegal>;
