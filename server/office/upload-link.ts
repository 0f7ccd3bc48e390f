import { uploadLinkMail as englishMail } from "~/content/evidence-upload";
import { uploadLinkMail as spanishMail } from "~/content/es/evidence-upload";
import type { Language } from "~/lib/language";
import type { OutgoingMail } from "../mail/message";
import type { RequestRow } from "../requests/reads";
import type { ThreadEntry } from "../requests/thread-repository";
import { composeReplyMail } from "./office-mail";
import { payloadFields, payloadText } from "./request-facts";

/** The firm's name and phone as the published version has them, in one edition. */
export type FirmFacts = { name: string; phone: string };

/** A link to the page that sends files for a request, and how many hours it works. */
export type UploadLinkFor = (requestId: string, language: Language) => { href: string; hours: number };

const MAIL = { en: englishMail, es: spanishMail } as const;

/**
 * The office's message with a link to send files, in the visitor's language: the mail with the
 * link, and the thread's record of it with a placeholder where the link was.
 */
export function composeUploadLinkMail({
  row,
  entry,
  to,
  uploadLink,
  replyTo,
  from,
  firm,
}: {
  row: Pick<RequestRow, "id" | "payload">;
  entry: Pick<ThreadEntry, "id" | "language">;
  to: string;
  uploadLink: UploadLinkFor;
  replyTo: { name: string; address: string };
  from: string;
  firm: FirmFacts;
}): { mail: OutgoingMail; recorded: { subject: string; body: string } } {
  const language: Language = entry.language === "es" ? "es" : "en";
  const words = MAIL[language];
  const firstName = payloadText(payloadFields(row.payload) ?? {}, "firstName").trim();
  const { href, hours } = uploadLink(row.id, language);
  const facts = { firstName, hours, firm: firm.name, phone: firm.phone };
  const subject = words.subject(firm.name);
  const mail = composeReplyMail({
    entryId: entry.id,
    requestId: row.id,
    to,
    subject,
    body: words.body({ ...facts, link: href }),
    language,
    replyTo,
    from,
  });
  return { mail, recorded: { subject, body: words.body({ ...facts, link: words.linkPlaceholder }) } };
}
