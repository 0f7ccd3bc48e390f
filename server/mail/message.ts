/** One message, independent of how it travels (SMTP or an .eml file). */
export type OutgoingMail = {
  /** Names the message in logs and as the .eml file name: a request id or another reference, never a secret. */
  requestId: string;
  from: string;
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
  /** A calendar file (RFC 5545) sent as the message's text/calendar part and as an .ics attachment: a consultation's. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
};

export type MailSettings = { from: string; to: string[] };

/** Control characters and Unicode line breaks: nothing from a visitor may start a new header line. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Invisible format characters (U+202E right-to-left override, U+200B zero width space…): they disguise a name. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/** An RFC 2047 encoded-word, which a mail client would decode into anything, e.g. another sender's name. */
const ENCODED_WORD = /=\?[^?]*\?[^?]*\?[^?]*\?=/g;

/** Removes encoded-words until none is left (removing one must not join its neighbours into another). */
function withoutEncodedWords(text: string): string {
  let current = text;
  for (let previous = ""; previous !== current;) {
    previous = current;
    current = current.replace(ENCODED_WORD, "");
  }
  return current;
}

/**
 * A visitor's text made safe for a header: one line, no control or format characters,
 * no encoded-words, bounded.
 */
export function headerSafe(text: string, max = 80): string {
  const visible = withoutEncodedWords(text.replace(FORMAT_CHARACTERS, ""));
  const line = visible.replace(LINE_BREAKING, " ").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The address inside "Name <address>", or the string itself. */
export function bareAddress(mailbox: string): string {
  return /<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}

export function htmlDocument(title: string, body: string, lang = "en"): string {
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>`,
    body,
    "</body></html>",
  ].join("\n");
}

export function messageDomain(settings: MailSettings): string {
  return bareAddress(settings.from).split("@")[1] ?? "localhost";
}
