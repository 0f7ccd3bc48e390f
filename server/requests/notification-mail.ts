import {
  escapeHtml,
  headerSafe,
  htmlDocument,
  messageDomain,
  type MailSettings,
  type OutgoingMail,
} from "../mail/message";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { dayIn, isoDay } from "~/lib/calendar-day";
import { deadlinesFor } from "~/lib/deadlines";
import { readIncidentDate } from "~/lib/incident-date-reading";
import { officeCopy } from "~/office/copy";
import { FIELD_LABELS } from "~/office/field-labels";
import { dayWords, daysLeftWords } from "~/office/words";
import { DIGEST_IDS_HEADER } from "../mail/mail-files";
import type { StoredContactRequest } from "./repository";
import { SITE_LANGUAGE_KEY } from "../payload/site-language";

const NOT_GIVEN = "(not given)";
const FROM_SPANISH_SITE =
  "Sent from the Spanish edition of the website (/es): the visitor read the site in Spanish. Answer in Spanish unless the preferred language below says otherwise.";

function fieldText(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === "string" && value.trim() !== "" ? value : NOT_GIVEN;
}

/** Text with visitor line breaks kept but normalised, so the mail body stays well-formed. */
function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, "\n");
}

type RequestContent = Pick<OutgoingMail, "subject" | "text" | "replyTo"> & { bodyHtml: string };

/** Where the office is: the notification links to the request's page there. */
export type NotificationSettings = MailSettings & { officeOrigin?: string };

/**
 * The two limits counted from the incident date the visitor gave, on the office's calendar,
 * each with its days left, as the inbox words them: triage, for an attorney to confirm.
 */
function deadlineLines(payload: Record<string, unknown>, now: number): string[] {
  const incident = readIncidentDate(typeof payload.incidentDate === "string" ? payload.incidentDate : "");
  if (!incident) return [`Deadlines: ${officeCopy.triage.noIncidentDate.toLowerCase()}, none counted.`];
  const { claim, suit } = deadlinesFor(incident, dayIn(OFFICE_TIME_ZONE, now));
  const line = (label: string, { date, daysLeft }: typeof claim) =>
    `${label}: ${dayWords(isoDay(date))}, ${daysLeftWords(daysLeft)}`;
  // The section sign spelled out: the mail stays plain ASCII where the visitor's words are.
  const plain = (label: string) => label.replace("§ ", "section ");
  return [
    line(plain(officeCopy.triage.claim), claim),
    line(plain(officeCopy.triage.suit), suit),
    "(The office's own count from the incident date, for triage: an attorney confirms every limit.)",
  ];
}

/**
 * One plain address: nothing a mail program could read as a second address, a display name
 * or a comment. The endpoint's schema already allows no more; this keeps a Reply-To honest
 * whatever a stored payload holds.
 */
const SINGLE_ADDRESS = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\]+$/;

/**
 * One request as the office reads it: subject, a link to it in the office and its deadlines,
 * the fields as text, and as an HTML fragment.
 */
function requestContent(request: StoredContactRequest, officeOrigin?: string): RequestContent {
  const { payload } = request;
  const visitor = headerSafe(`${fieldText(payload, "firstName")} ${String(payload.lastName ?? "")}`) || "a visitor";
  const fromWidget = request.source === "widget";
  const fromSpanishSite = payload[SITE_LANGUAGE_KEY] === "es";
  // Tagged so that whoever answers in Spanish finds theirs in the inbox without opening each mail.
  const subject =
    (fromSpanishSite ? "[ES] " : "") +
    (fromWidget
      ? `Message widget: new message from ${visitor}`
      : `Website form: case evaluation request from ${visitor}`);
  const channel = fromWidget
    ? "A visitor sent a message through the website's message widget."
    : "A visitor sent a case evaluation request through the form on the website.";
  const intro = fromSpanishSite ? `${channel} ${FROM_SPANISH_SITE}` : channel;
  const received = new Date(request.createdAt);
  const email =
    typeof payload.email === "string" && SINGLE_ADDRESS.test(payload.email.trim()) ? payload.email.trim() : "";

  const fields = FIELD_LABELS.map(([key, label]) => ({ label, value: normaliseNewlines(fieldText(payload, key)) }));
  const footer = [`Request id: ${request.id}`, `Received: ${received.toISOString()}`];
  const url = officeOrigin ? `${officeOrigin}/office/requests/${request.id}` : null;
  const deadlines = deadlineLines(payload, request.createdAt);

  const text = [
    intro,
    "",
    ...(url ? [`Open it in the office inbox (sign in first if asked): ${url}`, ""] : []),
    ...deadlines,
    "",
    ...fields.map(({ label, value }) => `${label}: ${value.replaceAll("\n", "\n    ")}`),
    "",
    ...footer,
    "",
  ].join("\n");

  const rows = fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const bodyHtml = [
    `<p>${escapeHtml(intro)}</p>`,
    ...(url ? [`<p><a href="${escapeHtml(url)}">Open it in the office inbox</a> (sign in first if asked)</p>`] : []),
    `<p>${deadlines.map(escapeHtml).join("<br>")}</p>`,
    `<table role="presentation" cellspacing="0" cellpadding="0">\n${rows}\n</table>`,
    `<p style="color:#555">${footer.map(escapeHtml).join("<br>")}</p>`,
  ].join("\n");

  return { subject, text, bodyHtml, replyTo: email ? { name: visitor, address: email } : undefined };
}

export function composeContactMail(request: StoredContactRequest, settings: NotificationSettings): OutgoingMail {
  const { subject, text, bodyHtml, replyTo } = requestContent(request, settings.officeOrigin);
  return {
    requestId: request.id,
    from: settings.from,
    to: settings.to,
    replyTo,
    subject,
    text,
    html: htmlDocument(subject, bodyHtml),
    // Derived from the request id: a repeated delivery carries the same id and can be recognised.
    messageId: `<contact-request.${request.id}@${messageDomain(settings)}>`,
    date: new Date(request.createdAt),
    headers: { "X-Contact-Request-Id": request.id, "Auto-Submitted": "auto-generated" },
  };
}

/**
 * Several requests in one message, each in full, for when so many arrive that one mail per
 * request would bury the office's mailbox (see the outbox's pacing). No Reply-To: each
 * request names its own email.
 */
export function composeBatchMail(requests: StoredContactRequest[], settings: NotificationSettings): OutgoingMail {
  const [first] = requests;
  if (!first) throw new Error("a batch needs at least one request");
  const contents = requests.map((request) => requestContent(request, settings.officeOrigin));
  const subject = `Website: ${requests.length} requests sent together (many arrived at once)`;
  const intro =
    `Many requests reached the website in a short time, so they are sent together: ` +
    `${requests.length} in this message, each in full below.`;
  const heading = (content: RequestContent, index: number) =>
    `${index + 1}. ${content.subject}` + (content.replyTo ? ` (reply to ${content.replyTo.address})` : "");
  const text = [
    intro,
    "",
    ...contents.flatMap((content, index) => [`---------- ${heading(content, index)}`, "", content.text]),
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      ...contents.map((content, index) => `<hr>\n<h2>${escapeHtml(heading(content, index))}</h2>\n${content.bodyHtml}`),
    ].join("\n"),
  );
  return {
    requestId: `batch-${first.id}`,
    from: settings.from,
    to: settings.to,
    subject,
    text,
    html,
    messageId: `<contact-batch.${first.id}.${requests.length}@${messageDomain(settings)}>`,
    date: new Date(),
    headers: {
      "X-Contact-Request-Count": String(requests.length),
      // Which requests it holds, so that erasing one finds this message among the mail files.
      [DIGEST_IDS_HEADER]: requests.map((request) => request.id).join(" "),
      "Auto-Submitted": "auto-generated",
    },
  };
}
