/** Translation awaiting the firm's review. */
import type * as en from "~/content/message-widget-launcher";
import type { Translation } from "~/content/translation";

export const messageWidgetLauncherCopy = {
  openLabel: `Enviar un mensaje a la oficina de {attorney}`,
  loading: "Abriendo los mensajes…",
  unavailable: `No se pudieron abrir los mensajes. Revise su conexión o llame al {phone}.`,
  close: "Cerrar los mensajes",
} satisfies Translation<typeof en.messageWidgetLauncherCopy>;
