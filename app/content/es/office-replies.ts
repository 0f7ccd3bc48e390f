/**
 * Translation awaiting the firm's review: the replies the office starts from when it writes
 * to a visitor in Spanish (the English originals, and what each text takes, are in
 * ~/content/office-replies.ts). Addressed as usted, in the glossary's words (./glossary.ts),
 * without assuming the reader's gender.
 */
import { firm } from "~/content/firm";
import type * as en from "~/content/office-replies";
import type { Translation } from "~/content/translation";
import { firmText, officeHoursLabel, spanishService } from "./shared";

const greeting = (firstName: string) => (firstName ? `Hola, ${firstName}:` : "Hola:");
const signature = `${firm.name}\n${firm.phone.display}`;
/** A text as a sentence: a full stop unless it ends with one ("5:00 p.m."). */
const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);
const askFor = spanishService().text;

export const officeReplies = {
  received: {
    subject: (_firstName = "") => `Su solicitud a ${firm.name}`,
    body: (firstName = "") =>
      [
        greeting(firstName),
        `Gracias por comunicarse con ${firm.name}. Recibimos su solicitud, y la oficina de ${firm.attorney.name} ya la está revisando.`,
        "Lo que sigue: alguien de la oficina se comunicará con usted, por lo general en un plazo de 24 horas, para hacerle algunas preguntas y, si podemos ayudarle, para programar una consulta gratuita y confidencial por teléfono, por videollamada o en persona.",
        `Mientras tanto, guarde los documentos, las fotos y los nombres de los testigos que tenga; puede contarnos de ellos cuando hablemos. Si prefiere llamarnos: ${firm.phone.display}. ${officeHoursLabel} ${sentence(firmText.hours)} ${askFor}`,
        "Este mensaje no quiere decir que seamos sus abogados: la relación abogado-cliente empieza solamente cuando ambas partes firman un contrato de honorarios por escrito.",
        signature,
      ].join("\n\n"),
  },
  callUs: {
    subject: (_firstName = "") => `Por favor, llame a ${firm.name}`,
    body: (firstName = "") =>
      [
        greeting(firstName),
        `Gracias por comunicarse con ${firm.name}. Queremos hablar con usted sobre su solicitud, y es más fácil por teléfono.`,
        `Por favor, llámenos al ${firm.phone.display}. ${officeHoursLabel} ${sentence(firmText.hours)} ${askFor} Diga que nos envió una solicitud por nuestro sitio web.`,
        firmText.afterHours,
        signature,
      ].join("\n\n"),
  },
  decline: {
    subject: (_firstName = "") => `Su solicitud a ${firm.name}: no podemos tomar su caso`,
    body: (firstName = "", claimDeadline = "", deadlinePassed = false) =>
      [
        greeting(firstName),
        `Gracias por comunicarse con ${firm.name} y por contarnos lo que le pasó. Revisamos su solicitud y no podemos tomar su caso. Esto no quiere decir que su caso no tenga valor: otro abogado puede verlo de otra manera.`,
        "No somos sus abogados en este asunto, y no haremos ningún trámite en su nombre.",
        [
          "Hay plazos legales para su caso, y es posible que ya estén corriendo. Antes de demandar a una ciudad, a un condado o a una agencia del estado (incluidos su policía y su departamento del sheriff), por lo general hay que presentarle un reclamo por escrito, el reclamo ante el gobierno (government claim), dentro de los seis meses después del incidente (Código de Gobierno de California, sección 911.2).",
          claimDeadline
            ? deadlinePassed
              ? `Si contamos seis meses desde la fecha del incidente que usted nos dio, ese plazo podría haber vencido el ${claimDeadline}. En algunos casos todavía se puede pedir permiso para presentar el reclamo tarde, dentro de un año después del incidente (Código de Gobierno, sección 911.4): no espere.`
              : `Si contamos seis meses desde la fecha del incidente que usted nos dio, ese plazo podría vencer ya el ${claimDeadline}.`
            : "Usted no nos dio la fecha del incidente: cuente seis meses desde esa fecha.",
          "Una demanda por lesiones o por una violación de sus derechos civiles por lo general debe presentarse ante la corte dentro de dos años (Código de Procedimiento Civil de California, sección 335.1), y algunos plazos son más cortos. Solo un abogado puede decirle qué plazos se aplican a su caso.",
        ].join(" "),
        "Le recomendamos que consulte pronto a otro abogado, antes de que venza cualquier plazo. El servicio de referencia de abogados del colegio de abogados de su condado puede ayudarle a encontrar uno.",
        "Le deseamos lo mejor.",
        signature,
      ].join("\n\n"),
  },
} satisfies Translation<typeof en.officeReplies>;
