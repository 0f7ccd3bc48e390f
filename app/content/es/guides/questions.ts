/**
 * Translation awaiting the firm's review.
 * The guide at /es/questions, in usted; each answer also appears on the Spanish practice pages it
 * names. Terms to confirm: “honorarios de contingencia”, explained where it first appears; “trato
 * con la fiscalía” for a plea deal.
 */
import type * as en from "~/content/guides/questions";
import type { Translation } from "~/content/translation";

export const questionsGuide = {
  meta: {
    title: "Preguntas frecuentes sobre casos de abuso policial",
    description:
      "Cuánto cuesta un caso, si puede demandar aunque tenga cargos, la situación migratoria, cuando el agente lo culpa a usted y cuánto tarda un caso: respuestas claras.",
  },
  hero: {
    eyebrow: "Guía · Preguntas",
    title: "Preguntas frecuentes",
    lead: "Respuestas claras a lo que la gente nos pregunta antes de llamar. Cada caso es distinto, así que llámenos para hablar del suyo. La primera llamada es gratis.",
  },
  practiceHeading: "Preguntas frecuentes",
  practiceMore: "Más preguntas y respuestas",
  topics: {
    cost: "Cuánto cuesta",
    case: "¿Tiene un caso?",
    time: "Los plazos y cuánto dura un caso",
    help: "Cómo podemos ayudarle",
  },
  questions: [
    {
      question: "¿Cuánto cuesta hablar con ustedes?",
      answer:
        "Nada. La primera conversación sobre su caso es gratis y confidencial. Puede ser por teléfono, por videollamada o en persona. No tiene que contratarnos después.",
      areas: ["civil-rights", "excessive-force", "false-arrest"],
      topic: "cost",
    },
    {
      question: "¿Cómo les pagan?",
      answer:
        "En la mayoría de los casos cobramos honorarios de contingencia: un porcentaje de la compensación que se obtenga para usted. {fee terms}",
      areas: ["civil-rights", "wrongful-death", "positional-asphyxia", "police-dogs"],
      topic: "cost",
    },
    {
      question: "Me acusaron de un delito. ¿Todavía puedo demandar?",
      answer:
        "Muchas veces, sí. Pero el caso penal importa. Si lo declaran culpable, algunos casos quizás no puedan seguir. Declararse culpable o aceptar un trato con la fiscalía puede tener el mismo efecto. Hable con un abogado de derechos civiles antes de hacerlo. Y presente a tiempo el reclamo de seis meses antes de demandar, aunque siga el caso penal.",
      areas: ["resisting-arrest", "false-arrest", "malicious-prosecution", "excessive-force"],
      topic: "case",
    },
    {
      question: "¿Importa mi situación migratoria?",
      answer:
        "Sus derechos civiles lo protegen sin importar su situación migratoria. Puede presentar un caso aunque no tenga papeles. Lo que le diga a un abogado es confidencial. Si también tiene un caso de inmigración, díganoslo, para planear junto con su abogado de inmigración.",
      areas: ["civil-rights", "illegal-searches", "custodial-abuse"],
      topic: "case",
    },
    {
      question: "El agente dijo que fue mi culpa. ¿Todavía tengo un caso?",
      answer:
        "Quizás. Los agentes muchas veces escriben informes que culpan a la persona que lastimaron. Un informe no es la última palabra. Los videos, los papeles del médico y los testigos pueden mostrar lo que de verdad pasó. La pregunta es si la fuerza o el arresto fueron razonables.",
      areas: ["excessive-force", "resisting-arrest", "taser-devices", "police-dogs"],
      topic: "case",
    },
    {
      question: "¿Puedo demandar por un familiar que murió?",
      answer:
        "Sí. La familia cercana, como el esposo o la esposa, un hijo o una hija, el padre o la madre, muchas veces puede presentar un caso cuando la policía o el personal de la cárcel causó una muerte. El mismo plazo de seis meses se aplica al reclamo.",
      areas: ["wrongful-death", "positional-asphyxia", "custodial-abuse"],
      topic: "case",
    },
    {
      question: "¿Y si no tengo video?",
      answer:
        "En muchos casos, la persona lastimada no pudo grabar nada. Las cámaras de los agentes, de las patrullas, de las tiendas y de los vecinos quizás lo tengan. Podemos pedirles que lo guarden. Los papeles del médico y los testigos también cuentan.",
      areas: ["police-dogs", "illegal-searches", "malicious-prosecution"],
      topic: "case",
    },
    {
      question: "¿Cuánto tiempo tengo para actuar?",
      answer:
        "Poco. El reclamo por escrito ante una ciudad, un condado o una agencia del estado por lo general debe presentarse dentro de seis meses. La demanda, por lo general, dentro de dos años. [Vea los plazos, con una calculadora](/es/deadlines).",
      areas: ["civil-rights", "custodial-abuse", "wrongful-death", "taser-devices", "illegal-searches"],
      topic: "time",
    },
    {
      question: "¿Cuánto tarda un caso?",
      answer:
        "Muchos casos tardan de uno a tres años. Algunos terminan antes con un acuerdo económico. Otros tardan más si llegan a juicio o a apelación. Pregúntenos qué esperar en cada paso.",
      areas: ["civil-rights", "wrongful-death", "malicious-prosecution"],
      topic: "time",
    },
    {
      question: "Todavía estoy en la cárcel. ¿Me pueden ayudar?",
      answer:
        "Sí. Un familiar puede llamarnos por usted. Usted también puede llamarnos, pero las llamadas de la cárcel se graban, así que no hable de lo que pasó en ellas. Pregúntenos cómo tener una llamada o una visita legal privada.",
      areas: ["custodial-abuse", "positional-asphyxia", "taser-devices"],
      topic: "help",
    },
    {
      question: "¿Qué son los servicios legales personalizados?",
      answer:
        "Son servicios legales con costo, aparte de nuestros casos de derechos civiles. La primera consulta gratuita no los incluye. Llame o escriba a la oficina para saber qué incluyen y cuánto cuestan.",
      areas: ["concierge-legal"],
      topic: "help",
    },
  ],
} satisfies Translation<typeof en.questionsGuide>;
