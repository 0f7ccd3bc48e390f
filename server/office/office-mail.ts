import { answerPage as englishAnswerPage } from "~/content/answer-page";
import { answerPage as spanishAnswerPage } from "~/content/es/answer-page";
import * as englishBooking from "~/content/booking";
import * as spanishBooking from "~/content/es/booking";
import { answerNoticeCopy, assignmentMailCopy } from "~/office/mail-copy";
import { escapeHtml, headerSafe, htmlDocument, messageDomain, type OutgoingMail } from "../mail/message";

type Sender = { from: string; to: string[] };

/** Visitor text as mail: line breaks kept, normalised; nothing else changed. */
function normalisedLines(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, "\n");
}

/** Paragraphs as HTML: every character escaped, line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("\n");
}

/**
 * A reply the office wrote to a visitor, as the office wrote it: the visitor's address
 * alone, Reply-To the office, in the visitor's language. Named after its thread entry and
 * its request, so that erasing the request finds its file in file-mail mode.
 */
export function composeReplyMail({
  entryId,
  requestId,
  to,
  subject,
  body,
  language,
  replyTo,
  from,
  answer,
  booking,
  now = new Date(),
}: {
  entryId: string;
  requestId: string;
  to: string;
  subject: string;
  body: string;
  language: string;
  replyTo: { name: string; address: string };
  from: string;
  /** The link to the page where the visitor answers, and the day it works until, written out in their language. */
  answer?: { url: string; until: string };
  /** The "received" reply's link to the page where the visitor picks a consultation's time, while the firm offers it. */
  booking?: string;
  now?: Date;
}): OutgoingMail {
  const words = language === "es" ? spanishAnswerPage : englishAnswerPage;
  const letter = normalisedLines(body).trimEnd();
  const pick = booking ? (language === "es" ? spanishBooking : englishBooking).bookingMailFooter(booking) : "";
  const footer = answer ? words.mailFooter(answer.url, answer.until) : "";
  const text = [letter, pick, footer].filter(Boolean).join("\n\n");
  const pickHtml = booking
    ? paragraphs(pick).replace(escapeHtml(booking), `<a href="${escapeHtml(booking)}">${escapeHtml(booking)}</a>`)
    : "";
  // The link to the answer page as a link; everything else escaped, as the office wrote it.
  const footerHtml = answer
    ? paragraphs(footer).replace(
        escapeHtml(answer.url),
        `<a href="${escapeHtml(answer.url)}">${escapeHtml(answer.url)}</a>`,
      )
    : "";
  const title = headerSafe(subject, 200);
  return {
    requestId: `reply-${entryId}-${requestId}`,
    from,
    to: [to],
    replyTo,
    subject: title,
    text: `${text}\n`,
    html: htmlDocument(title, [paragraphs(letter), pickHtml, footerHtml].filter(Boolean).join("\n"), language),
    messageId: `<office-reply.${entryId}@${messageDomain({ from, to: [to] })}>`,
    date: now,
    headers: { "Content-Language": language },
  };
}

/** What a notice to an office address is about and from where: the thread entry, the request, the site's origin and sender. */
type OfficeNotice = {
  entryId: string;
  requestId: string;
  reference: string;
  origin: string;
  sender: Sender;
  now?: Date;
};

/** Tells an office address that a request was assigned to it: the reference and a link, nothing of the visitor's. */
export function composeAssignmentMail({
  entryId,
  requestId,
  reference,
  assignee,
  by,
  origin,
  sender,
  now = new Date(),
}: OfficeNotice & { assignee: string; by: string }): OutgoingMail {
  const url = `${origin}/office/requests/${requestId}`;
  const subject = assignmentMailCopy.subject(reference);
  const parts = assignmentMailCopy.parts({ by, reference, url });
  const text = [parts.assigned, "", parts.reference, parts.open, "", parts.nothingOfTheVisitor, ""].join("\n");
  const body = [
    `<p>${escapeHtml(parts.assigned)}</p>`,
    `<p>${escapeHtml(parts.reference)}<br><a href="${escapeHtml(url)}">${escapeHtml(assignmentMailCopy.linkLabel)}</a></p>`,
    `<p>${escapeHtml(parts.nothingOfTheVisitor)}</p>`,
  ].join("\n");
  return {
    requestId: `assigned-${entryId}-${requestId}`,
    from: sender.from,
    to: [assignee],
    subject,
    text,
    html: htmlDocument(subject, body),
    messageId: `<office-assignment.${entryId}@${messageDomain(sender)}>`,
    date: now,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/**
 * Tells an office address that a visitor answered through their link: the reference and a link
 * to the request, nothing the visitor wrote.
 */
export function composeAnswerNoticeMail({
  entryId,
  requestId,
  reference,
  assigned,
  origin,
  sender,
  now = new Date(),
}: OfficeNotice & {
  /** Whether it goes to the request's assignee (else to the office's addresses). */
  assigned: boolean;
}): OutgoingMail {
  const url = `${origin}/office/requests/${requestId}#thread`;
  const subject = answerNoticeCopy.subject(reference);
  const parts = answerNoticeCopy.parts({ reference, url, assigned });
  const text = [parts.arrived, "", parts.open, "", parts.nothingOfTheVisitor, ""].join("\n");
  const body = [
    `<p>${escapeHtml(parts.arrived)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(answerNoticeCopy.linkLabel)}</a></p>`,
    `<p>${escapeHtml(parts.nothingOfTheVisitor)}</p>`,
  ].join("\n");
  return {
    requestId: `answer-${entryId}-${requestId}`,
    from: sender.from,
    to: sender.to,
    subject,
    text,
    html: htmlDocument(subject, body),
    messageId: `<office-answer.${entryId}@${messageDomain(sender)}>`,
    date: now,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
