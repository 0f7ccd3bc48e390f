/**
 * Translation awaiting the firm's review.
 * The policy must keep the full legal meaning of the English one (CalOPPA), so the firm's counsel
 * reviews it with the English text. It avoids the European data-protection vocabulary that means
 * nothing in California ("encargado del tratamiento"): the mail provider "solo lo entrega por
 * encargo nuestro". Terms to confirm: "información móvil" in the sentence on sharing mobile
 * information (the footer's sentence, word for word, as messaging carriers require); "No rastrear
 * (Do Not Track)"; "relación abogado-cliente"; and which version governs, in both editions, once
 * the firm decides (a placeholder until then, listed by `npm run check:launch`).
 */
import type * as en from "~/content/privacy";
import type { PolicySection } from "~/content/privacy";
import type { Translation } from "~/content/translation";

export const privacyCopy = {
  meta: {
    title: "Política de privacidad",
    description: `Qué información personal recopila el sitio web de {firm}, para qué, quién la recibe, cuánto tiempo se conserva y cómo pedir verla, corregirla o eliminarla.`,
  },
  title: "Política de privacidad",
  /** ISO date; shown formatted. The English policy's date (a test holds them equal). */
  effectiveDate: "2025-01-01", // sample: the date the firm publishes its reviewed policy
  effectiveLabel: "Fecha de entrada en vigor:",
  intro: `Esta política explica cómo el sitio web de {firm} trata la información personal. Recopilamos lo mínimo posible, la usamos solo para responderle y nunca la vendemos ni la compartimos con fines de mercadeo.`,
  sections: [
    {
      title: "Qué información recopilamos",
      paragraphs: `Solo recopilamos lo que usted decide enviarnos. Cuando usa el formulario para pedir una consulta gratuita, recibimos:

- su nombre y apellido(s), su correo electrónico y su número de teléfono;
- su idioma preferido y cómo se enteró de nosotros;
- lo que nos cuenta de lo que pasó, si tiene un caso penal abierto (cargos pendientes), de qué departamento de policía o del sheriff eran los agentes, y la fecha y el lugar del incidente.`,
    },
    {
      title: "La ventana de mensajes",
      paragraphs: `Cuando usa la ventana de mensajes, recibimos los mensajes que escribe y el nombre, el correo electrónico y el número de teléfono que nos da. Hasta que usted la envíe, la conversación se queda en su propio navegador (solo en esa pestaña, y su navegador la borra cuando usted la cierra); nada nos llega antes de que usted oprima el botón de enviar.`,
    },
    {
      title: "La herramienta de fotos",
      paragraphs: `La herramienta para mejorar fotos funciona por completo dentro de su navegador. La imagen que usted elige nunca se nos envía a nosotros ni a nadie más.`,
    },
    {
      title: "Para qué la recopilamos",
      paragraphs: `Usamos lo que usted nos envía solo para entender su situación, comunicarnos con usted al respecto y, si llega a ser cliente, para representarlo. No lo usamos para publicidad y no lo vendemos ni lo alquilamos a nadie.

Cuando nuestro servidor recibe una solicitud, también anota datos técnicos, como la página que se pidió y la hora, para mantener el sitio en funcionamiento y protegerlo contra abusos. Su dirección IP (la dirección de su conexión a internet) se guarda en la memoria del servidor durante más o menos un minuto para limitar los envíos repetidos, y nunca se guarda junto con su mensaje.`,
    },
    {
      title: "Quién la recibe",
      paragraphs: `Su mensaje va únicamente a la oficina de {attorney}. Le llega a la oficina por correo electrónico, a través de nuestro servicio de correo, que solo lo entrega por encargo nuestro y tiene prohibido usarlo para cualquier otro fin. Cuando alguien de la oficina le responde por correo electrónico, el mismo servicio le entrega esa respuesta; el sitio nunca le envía nada por su cuenta.

No compartimos su información con terceros ni con empresas afiliadas con fines de mercadeo o promoción. No se compartirá ninguna información móvil con terceros ni con empresas afiliadas con fines de mercadeo o promoción. Solo damos a conocer información cuando la ley lo exige.`,
    },
    {
      title: "Cuánto tiempo la conservamos",
      paragraphs: `El servidor de nuestro sitio web guarda su mensaje, y las respuestas que la oficina le escribe, mientras la oficina atiende su solicitud. Cuando la oficina cierra su solicitud (porque toma su caso, no puede tomarlo o le recomienda a otro abogado), el servidor los borra 30 días después. Si la oficina no toma su caso o le recomienda a otro abogado, guarda después un registro breve durante siete años a partir de esa decisión, para revisar conflictos de intereses y poder demostrar que le avisó que no actuaría por usted: su nombre, su correo electrónico y su número de teléfono, el departamento de policía o del sheriff, la fecha del incidente, la decisión y su motivo, y las fechas. Ese registro nunca guarda lo que usted nos contó. Si usted llega a ser cliente, su expediente se conserva como lo exigen las normas de conducta profesional de los abogados.`,
    },
    {
      title: "Sus opciones y sus derechos",
      paragraphs: `Usted puede pedir ver la información personal que tenemos sobre usted, corregirla o eliminarla. Escriba a {email}, llame al {phone} o escriba por correo postal a {firm}, {address}. Le responderemos en un plazo de 30 días. Es posible que necesitemos confirmar su identidad antes de actuar, y podemos conservar lo que la ley nos exija conservar.`,
    },
    {
      title: "No rastrear (Do Not Track)",
      paragraphs: `Este sitio no sigue a los visitantes en otros sitios web, así que trata a todos los visitantes como si tuvieran activada la señal Do Not Track (“No rastrear”), sin importar lo que envíe el navegador.`,
    },
    {
      title: "Sin rastreadores de terceros",
      paragraphs: `En este sitio no funciona ningún rastreador de publicidad, de estadísticas de visitas ni de redes sociales. El sitio no instala cookies de seguimiento, y todos los tipos de letra, imágenes y programas vienen de este mismo sitio.`,
    },
    {
      title: "Seguridad",
      paragraphs: `Las páginas y los mensajes viajan por una conexión cifrada. El acceso a los mensajes está limitado a la oficina de {attorney}. Ningún método de transmisión o almacenamiento es perfectamente seguro; por eso le pedimos que no envíe documentos ni datos que no pondría en un correo electrónico. Podemos recibirlos de forma segura una vez que hayamos hablado.`,
    },
    {
      title: "Cambios a esta política",
      paragraphs: `Si cambiamos esta política, publicaremos la nueva versión en esta página con una nueva fecha de entrada en vigor. Si un cambio afecta información que usted ya nos envió, se lo informaremos antes de que se aplique.`,
    },
    {
      title: "Versiones en inglés y en español",
      paragraphs: `Esta política se publica en inglés y en español. Si alguna vez las dos versiones no coinciden, [Pendiente de confirmar por la oficina: prevalece la versión en inglés / prevalece la versión en español].`,
    },
    {
      title: "No se crea una relación abogado-cliente",
      paragraphs: `Enviar un mensaje a través de este sitio no crea, por sí solo, una relación abogado-cliente. Tratamos lo que usted nos envía como confidencial.`,
    },
  ] satisfies PolicySection[],
} satisfies Translation<typeof en.privacyCopy>;
