/**
 * Translation awaiting the firm's review: the replies the office starts from when it writes
 * to a visitor in Spanish (the English originals, and what each text takes, are in
 * ~/content/office-replies.ts). Addressed as usted, in the glossary's words (./glossary.ts),
 * without assuming the reader's gender.
 */
import type * as en from "~/content/office-replies";
import type { Translation } from "~/content/translation";

export const officeReplies = {
  greeting: { named: "Apreciable {first name}:", unnamed: "Buen día:" },
  signature: "{firm}\n{phone}",
  received: {
    subject: "Su solicitud a {firm}",
    body: `{greeting}

Gracias por comunicarse con {firm}. Recibimos su solicitud, y la oficina de {attorney} ya la está revisando.

Lo que sigue: alguien de la oficina se comunicará con usted, por lo general en un plazo de 24 horas, para hacerle algunas preguntas y, si podemos ayudarle, para programar una consulta gratuita y confidencial por teléfono, por videollamada o en persona. {reach sentence}

Mientras tanto, guarde los documentos, las fotos y los nombres de los testigos que tenga; puede contarnos de ellos cuando hablemos. Si prefiere llamarnos: {phone}. Horario de oficina: {hours}. {who speaks spanish}

Este mensaje no quiere decir que seamos sus abogados: la relación abogado-cliente empieza solamente cuando ambas partes firman un contrato de honorarios por escrito.

{signature}`,
  },
  callUs: {
    subject: "Por favor, llame a {firm}",
    body: `{greeting}

Gracias por comunicarse con {firm}. Nos gustaría hablar con usted sobre su solicitud, y es más fácil por teléfono.

Por favor, llámenos al {phone}. Horario de oficina: {hours}. {who speaks spanish} Diga que nos envió una solicitud por nuestro sitio web.

Fuera del horario de oficina, deje un mensaje de voz o responda a este correo; la oficina le responderá cuando vuelva a abrir.

{signature}`,
  },
  reach: {
    noVoicemail: "Como nos pidió, no le dejaremos mensajes de voz.",
    textOnly: "Como nos pidió, no le haremos llamadas: le escribiremos por mensaje de texto o por correo electrónico.",
    callOnly: "Como nos pidió, no le enviaremos mensajes de texto.",
    emailOnly:
      "Como nos pidió, no le haremos llamadas ni le enviaremos mensajes de texto: le escribiremos por correo electrónico.",
    safeTime: "Trataremos de comunicarnos con usted a la hora que nos indicó: {safe time}.",
  },
  decline: {
    subject: "Su solicitud a {firm}: no podemos tomar su caso",
    body: `{greeting}

Gracias por comunicarse con {firm} y por contarnos lo que le pasó. Revisamos su solicitud y no podemos tomar su caso. Esto no es una opinión sobre si su caso tiene fundamento legal: otro abogado puede verlo de otra manera.

No somos sus abogados en este asunto, y no haremos ningún trámite en su nombre.

Hay plazos legales para su caso, y es posible que ya estén corriendo. Antes de demandar a una ciudad, a un condado o a una agencia del estado, incluidos los departamentos de policía y del sheriff, por lo general hay que presentarles primero un reclamo por escrito, llamado “reclamo ante el gobierno” (government claim), dentro de los seis meses después del incidente (Código de Gobierno de California, sección 911.2). {deadline sentence} Una demanda por lesiones o por una violación de sus derechos civiles por lo general debe presentarse ante la corte dentro de dos años (Código de Procedimiento Civil de California, sección 335.1), y algunos plazos son más cortos. Solo un abogado puede decirle qué plazos se aplican a su caso.

Le recomendamos que consulte pronto a otro abogado, antes de que venza cualquier plazo. El servicio de referencia de abogados del colegio de abogados de su condado puede ayudarle a encontrar uno.

Le deseamos lo mejor.

{signature}`,
    deadline: {
      ahead:
        "Si contamos seis meses desde la fecha del incidente que usted nos dio, ese plazo podría vencer el {claim deadline}. No cuente con tener más tiempo.",
      passed:
        "Si contamos seis meses desde la fecha del incidente que usted nos dio, ese plazo podría haber vencido el {claim deadline}. En algunos casos todavía se puede pedir permiso para presentar el reclamo tarde, dentro de un año después del incidente (Código de Gobierno, sección 911.4): no espere.",
      unknown: "Usted no nos dio la fecha del incidente: cuente seis meses desde esa fecha.",
    },
  },
} satisfies Translation<typeof en.officeReplies>;
