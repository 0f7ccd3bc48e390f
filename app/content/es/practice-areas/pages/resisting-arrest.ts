/** Translation awaiting the firm's review: the resisting arrest page in Spanish.
 * To confirm: "Acusación de resistirse al arresto" as the area's name, "declararse culpable o
 * aceptar un trato con la fiscalía" for a plea, "delito menor (misdemeanor)", "no contest" kept
 * in English beside its Spanish gloss.
 */
import type * as en from "~/content/practice-areas/pages/resisting-arrest";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const resistingArrest = {
  slug: "resisting-arrest",
  metaTitle: "Acusación de resistirse al arresto (Código Penal 148)",
  metaDescription:
    "¿La policía lo lastimó y luego lo acusó de resistirse al arresto? Qué exige el Código Penal 148 y por qué declararse culpable puede costarle su demanda.",
  lead: "A muchas personas que resultan lesionadas por la policía luego las acusan de resistirse al arresto. A veces ese cargo es una manera de justificar una fuerza que nunca debió usarse. Lo que pase con ese cargo puede decidir si usted podrá algún día exigir cuentas a los agentes.",
  quote: {
    text: "Los hechos son obstinados; y sean cuales sean nuestros deseos, nuestras inclinaciones o los dictados de nuestras pasiones, no pueden alterar el estado de los hechos y de las pruebas.",
    source: "John Adams, en su alegato de defensa en el juicio por la Masacre de Boston, 1770",
  },
  sections: [
    {
      heading: "Qué significa el cargo",
      blocks: `El cargo habitual es el de la sección 148(a)(1) del Código Penal. Según esa sección, es un delito menor (misdemeanor) resistirse, retrasar u obstruir a propósito a un agente del orden que está cumpliendo un deber legal. Se castiga con una multa de hasta $1,000, hasta un año en la cárcel del condado, o ambas cosas. Un cargo más grave, el de la sección 69 del Código Penal, se refiere al uso de amenazas o de violencia contra un agente y puede presentarse como delito grave (felony).

La palabra clave es “legal”. La fiscalía debe probar que el agente estaba actuando legalmente en ese momento. Un agente que arresta a alguien sin causa probable, o que usa fuerza excesiva, no está cumpliendo un deber legal, y eso es una defensa contra el cargo (In re Manuel G., 1997).

Eso no significa que usted deba defenderse a la fuerza. La ley de California dice que usted no debe usar la fuerza para resistirse a un arresto que sabe, o debería saber, que está haciendo un agente del orden, aunque después resulte que el arresto era ilegal (Código Penal, sección 834a). Lo más seguro es mantener la calma, dejar las manos a la vista, decir con claridad que no se está resistiendo e impugnar el arresto más adelante, en la corte.`,
    },
    {
      heading: "Por qué el caso penal decide el caso civil",
      blocks: `Según Heck v. Humphrey (1994), usted no puede presentar una demanda de derechos civiles que necesariamente implique que una condena penal es inválida, a menos que la condena haya sido anulada, eliminada de sus antecedentes (expunged) o invalidada de otra forma. Las cortes de California aplican la misma regla a las demandas basadas en la ley estatal (Yount v. City of Sacramento, 2008).

Una condena por resistirse al arresto no siempre pone fin a una demanda por fuerza excesiva. La Corte de Apelaciones del Noveno Circuito (Ninth Circuit), cuyas decisiones obligan a las cortes federales de California, ha resuelto que una persona puede ser culpable de resistirse y aun así haber sido víctima de fuerza excesiva (Smith v. City of Hemet, 2005; Hooper v. County of San Diego, 2011). Pero lo que usted admita al declararse culpable, y sobre qué momento, puede reducir o terminar una demanda.

Un trato con la fiscalía que hoy parece fácil puede costarle mañana su caso civil. Antes de declararse culpable, aceptar un trato con la fiscalía o declararse “no contest” (no disputar los cargos) por cualquier cargo, aunque sea uno menor, hable con un abogado de derechos civiles además de su abogado defensor penal.`,
    },
    {
      heading: "El plazo sigue corriendo",
      blocks: `Mientras el caso penal siga abierto en la corte (la corte superior del condado), la ley de California por lo general suspende la demanda por daños contra los agentes y detiene el plazo para presentarla. Pero el plazo de seis meses para presentar un reclamo ante el gobierno (government claim) no se detiene: sigue corriendo (Código de Gobierno, secciones 911.2 y 945.3). Ese reclamo es el aviso por escrito que la ley exige presentar a la ciudad, al condado o al estado antes de poder demandarlos. Muchas personas pierden su caso porque esperan a que termine el caso penal. No espere.`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Si tiene un caso penal, necesita un abogado defensor penal para ese caso. Dígale que usted podría tener una demanda de derechos civiles, y pídale que hable con un abogado de derechos civiles antes de cualquier trato con la fiscalía.
- Reciba atención médica y asegúrese de que cada lesión quede registrada y fotografiada, incluidos los moretones que aparezcan uno o dos días después.
- Escriba lo que pasó, momento a momento, mientras lo tiene fresco: dónde estaban sus manos, qué dijo usted, qué dijeron e hicieron los agentes.
- Anote los nombres, números de placa y números de patrulla de los agentes.
- Busque video: los teléfonos de los testigos, las cámaras de timbre y los negocios cercanos. Las grabaciones de las cámaras privadas a menudo se borran en pocos días.
- No hable del incidente con nadie excepto con sus abogados, y no publique nada sobre él en internet.
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. Cuando a alguien lo acusan de resistirse al arresto, los detalles lo deciden todo: lo que muestra la cámara corporal, lo que omite el informe, lo que vieron los testigos. La oficina revisa esas pruebas, puede trabajar junto con su abogado defensor penal para que un trato con la fiscalía no le haga perder su demanda civil, presenta a tiempo el reclamo ante el gobierno y demanda a los agentes y a la agencia cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.resistingArrest>;
