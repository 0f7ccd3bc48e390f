/**
 * Translation awaiting the firm's review.
 * The guide at /es/deadlines and its calculator's words, in usted. Terms to confirm: “plazo” for
 * a deadline; “reclamo ante el gobierno”, explained where it first appears; “permiso para un
 * reclamo tardío” for late-claim relief.
 */
import type * as en from "~/content/guides/deadlines";
import type { Translation } from "~/content/translation";

export const deadlinesGuide = {
  meta: {
    title: "Plazos para un caso de abuso policial en California",
    description:
      "El reclamo de seis meses antes de demandar al gobierno, el reclamo tardío, la demanda de dos años, los casos federales, un caso penal pendiente, los niños y las personas detenidas, con ejemplos y una calculadora.",
  },
  hero: {
    eyebrow: "Guía · Plazos",
    title: "Los plazos, explicados",
    lead: "La ley le da poco tiempo para actuar. Aquí está cada plazo, con un ejemplo. Use la calculadora para contar los suyos y después llame a un abogado para confirmarlos.",
  },
  sections: [
    {
      heading: "El reclamo: seis meses",
      blocks: `Antes de demandar a una ciudad, un condado o una agencia del estado de California, primero hay que presentarle un reclamo por escrito. Se llama reclamo ante el gobierno (government claim). Por lo general debe presentarse dentro de **seis meses** después de lo que pasó (Código de Gobierno, sección 911.2). Esto incluye a los departamentos de policía y del sheriff.

**La regla:** cuente seis meses desde el día en que pasó. Si ese mes no tiene ese día, use el último día del mes.

**Ejemplo:** lo lastimaron el 14 de marzo de 2025. El reclamo debe presentarse a más tardar el 14 de septiembre de 2025. Si lo lastimaron el 31 de agosto, el plazo es el último día de febrero.`,
    },
    {
      heading: "Si ya pasaron los seis meses",
      blocks: `Todavía puede pedir a la agencia que acepte un reclamo tardío. Tiene que pedirlo dentro de **un año** después de lo que pasó, y dar una buena razón del retraso (Código de Gobierno, sección 911.4). Si la agencia dice que no, puede pedírselo a una corte. Esto se llama pedir permiso para presentar un reclamo tardío (late-claim relief). No es seguro que lo acepten, así que no cuente con eso.

**Ejemplo:** lo lastimaron el 14 de marzo de 2025 y se le pasó el plazo del reclamo. Tiene que pedir que le acepten el reclamo tardío a más tardar el 14 de marzo de 2026.`,
    },
    {
      heading: "Después del reclamo: cuándo demandar",
      blocks: `Si la agencia rechaza su reclamo por escrito, por lo general tiene **seis meses** desde la fecha de esa carta para presentar la demanda en una corte del estado (Código de Gobierno, sección 945.6). Si nunca le contesta, el plazo es más largo.

**Ejemplo:** la agencia envía su rechazo el 2 de junio de 2025. La demanda debe presentarse a más tardar el 2 de diciembre de 2025.`,
    },
    {
      heading: "La demanda: dos años",
      blocks: `Una demanda por una lesión por lo general debe presentarse dentro de **dos años** después de lo que pasó (Código de Procedimiento Civil, sección 335.1).

**La regla:** el mismo día, dos años después.

**Ejemplo:** lo lastimaron el 14 de marzo de 2025. La demanda debe presentarse a más tardar el 14 de marzo de 2027.`,
    },
    {
      heading: "Casos federales",
      blocks: `También puede demandar según la ley federal de derechos civiles (42 U.S.C. § 1983). En California, por lo general el plazo es de **dos años** después de lo que pasó. Un caso federal no necesita un reclamo previo. Pero sus demandas según la ley de California sí, así que los seis meses siguen contando.

**Ejemplo:** lo lastimaron el 14 de marzo de 2025. Una demanda federal por lo general debe presentarse a más tardar el 14 de marzo de 2027.`,
    },
    {
      heading: "Si tiene cargos penales",
      blocks: `Un caso penal **no** detiene el plazo de seis meses del reclamo. Preséntelo a tiempo de todos modos.

Mientras los cargos están pendientes, la ley de California detiene algunas demandas contra los agentes hasta que termine el caso penal, y el plazo para demandar también espera (Código de Gobierno, sección 945.3). Es posible que el plazo de los casos federales no se detenga. Lo que pase en el caso penal también puede cambiar el caso civil. Hable con un abogado de derechos civiles antes de declararse culpable o aceptar un trato con la fiscalía.

**Ejemplo:** lo arrestaron y lo lastimaron el 14 de marzo de 2025, y le pusieron cargos. El reclamo se presenta de todos modos a más tardar el 14 de septiembre de 2025.`,
    },
    {
      heading: "Niños",
      blocks: `El reclamo de seis meses también se aplica a los niños. Si el niño fue menor de edad durante todo ese plazo de seis meses, la agencia tiene que aceptar un reclamo tardío presentado dentro de un año (Código de Gobierno, sección 911.6). Para muchos otros casos, los dos años empiezan a contar cuando el niño cumple 18 (Código de Procedimiento Civil, sección 352).

**Ejemplo:** a un joven de 15 años lo lastimaron el 14 de marzo de 2025. Para no correr riesgos, presente el reclamo a más tardar el 14 de septiembre de 2025.`,
    },
    {
      heading: "Personas en la cárcel o en la prisión",
      blocks: `El reclamo de seis meses también se aplica a las personas detenidas. Para algunas demandas, el tiempo en prisión por una sentencia penal puede sumar hasta dos años al plazo para demandar (Código de Procedimiento Civil, sección 352.1). El tiempo en la cárcel antes del juicio quizás no cuente.

**Ejemplo:** lo lastimaron en la cárcel el 14 de marzo de 2025. Presente el reclamo a más tardar el 14 de septiembre de 2025, aunque siga adentro.`,
    },
    {
      heading: "Cuente con margen",
      highlight: true,
      blocks: `- No espere al último día. El correo puede tardar y a veces devuelven los formularios.
- Si el último día cae en fin de semana o en un día festivo, no cuente con más tiempo.
- Un abogado le puede decir qué plazos se aplican a su caso. La primera llamada es gratis.`,
    },
  ],
  calculator: {
    title: "Calcule sus plazos",
    intro:
      "Escriba la fecha en que pasó. La calculadora cuenta los dos plazos principales. Es una guía, no asesoría legal.",
    dateLabel: "Fecha de lo que pasó",
    dateHint: "Lo que escriba aquí no sale de su teléfono ni de su computadora.",
    claimLabel: "Reclamo ante el gobierno (6 meses)",
    suitLabel: "Demanda (2 años)",
    due: "A más tardar el",
    daysLeft: "Faltan {days} días.",
    oneDayLeft: "Mañana es el último día.",
    lastDay: "Hoy es el último día.",
    passed: "Este plazo quizás ya pasó.",
    latePassed:
      "Quizás todavía pueda presentar un reclamo tardío hasta el {date}, un año después de lo que pasó. Llame hoy a un abogado.",
    future: "Elija una fecha que no sea en el futuro.",
    empty: "Elija una fecha para ver sus plazos.",
    confirm: "Llámenos para confirmar sus plazos. La primera llamada es gratis.",
  },
} satisfies Translation<typeof en.deadlinesGuide>;
