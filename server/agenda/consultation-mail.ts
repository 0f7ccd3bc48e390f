import * as englishBooking from "~/content/booking";
import * as spanishBooking from "~/content/es/booking";
import type { Firm } from "~/content/firm";
import { whenWords } from "~/lib/when-words";
import { escapeHtml, headerSafe, htmlDocument, messageDomain, type OutgoingMail } from "../mail/message";
import { endOf, type Consultation } from "./consultations-repository";
import { calendarText, type IcsEvent } from "./ics";

/** Which mail a consultation's Send makes: the first, one after a change, or the cancellation. */
export type ConsultationMailKind = "invitation" | "update" | "cancellation";

/** The kind of mail the consultation's state asks for: nothing sent yet, changed since, or cancelled. */
export function mailKindOf(consultation: Pick<Consultation, "state" | "sentSequence">): ConsultationMailKind {
  if (consultation.state === "cancelled") return "cancellation";
  return consultation.sentSequence === null ? "invitation" : "update";
}

const fill = (text: string, firm: Firm) =>
  text
    .replaceAll("{firm}", firm.name)
    .replaceAll("{phone}", firm.phone.display)
    .replaceAll("{address}", addressLine(firm));

function addressLine(firm: Firm): string {
  const { street, suite, city, region, postalCode } = firm.address;
  return `${[street, suite].filter(Boolean).join(", ")}, ${city}, ${region} ${postalCode}`;
}

/**
 * The calendar event of a consultation as the visitor's calendar keeps it: the same UID for its
 * whole life (the consultation's id), its SEQUENCE, a summary that names the firm and nothing of
 * the visitor's story.
 */
export function consultationEvent({
  consultation,
  firm,
  language,
  organizer,
  attendee,
  stamp,
  domain,
}: {
  consultation: Consultation;
  firm: Firm;
  language: "en" | "es";
  organizer: string;
  attendee: string;
  stamp: number;
  domain: string;
}): IcsEvent {
  const words = (language === "es" ? spanishBooking : englishBooking).consultationMail;
  return {
    uid: `${consultation.id}@${domain}`,
    sequence: consultation.sequence,
    start: consultation.startsAt,
    end: endOf(consultation),
    stamp,
    summary: fill(words.summary, firm),
    description: fill(`${words.format[consultation.format]}\n${words.reschedule}`, firm),
    location: consultation.format === "office" ? addressLine(firm) : undefined,
    status: consultation.state === "cancelled" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: firm.name, email: organizer },
    attendee: { name: attendee, email: attendee },
  };
}

/**
 * The mail the office's Send makes for a consultation, in the visitor's language, with its
 * calendar file: METHOD:REQUEST for an invitation or an update (same UID, higher SEQUENCE),
 * METHOD:CANCEL for a cancellation. It names the visitor by first name at most.
 */
export function composeConsultationMail({
  consultation,
  kind,
  language,
  to,
  firstName,
  firm,
  from,
  replyTo,
  now = new Date(),
}: {
  consultation: Consultation;
  /** The office's Send makes the first three; the delivery loop the day before makes the reminder. */
  kind: ConsultationMailKind | "reminder";
  language: "en" | "es";
  to: string;
  firstName: string;
  firm: Firm;
  from: string;
  replyTo: { name: string; address: string };
  now?: Date;
}): OutgoingMail {
  const words = (language === "es" ? spanishBooking : englishBooking).consultationMail;
  const when = whenWords(
    consultation.startsAt,
    language,
    (language === "es" ? spanishBooking : englishBooking).bookingPage.zone,
    {
      year: true,
    },
  );
  const domain = messageDomain({ from, to: [to] });
  const event = consultationEvent({
    consultation,
    firm,
    language,
    organizer: replyTo.address,
    attendee: to,
    stamp: now.getTime(),
    domain,
  });
  const method = kind === "cancellation" ? "CANCEL" : "REQUEST";
  const name = headerSafe(firstName, 60);
  const body =
    kind === "cancellation"
      ? [words.lead.cancellation(when), words.cancelledCalendar, words.again]
      : [
          words.lead[kind](when),
          [words.length(consultation.minutes), words.format[consultation.format]].join(" "),
          ...(consultation.details ? [words.details(consultation.details)] : []),
          [words.bringHeading, ...words.bring.map((line) => `- ${line}`)].join("\n"),
          words.reschedule,
          // The reminder carries no calendar file: the invitation's event is in their calendar already.
          ...(kind === "reminder" ? [] : [words.calendar]),
          words.noRelationship,
        ];
  const paragraphs = [name ? words.greeting.named(name) : words.greeting.unnamed, ...body, words.signature].map(
    (paragraph) => fill(paragraph, firm),
  );
  const subject = headerSafe(fill(words.subject[kind](when), firm), 200);
  const html = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>\n")}</p>`).join("\n");
  return {
    requestId: `consultation-${consultation.id}-${kind === "reminder" ? "reminder" : consultation.sequence}`,
    from,
    to: [to],
    replyTo,
    subject,
    text: `${paragraphs.join("\n\n")}\n`,
    html: htmlDocument(subject, html, language),
    messageId: `<consultation.${consultation.id}.${consultation.sequence}.${kind}@${domain}>`,
    date: now,
    headers: { "Content-Language": language },
    ...(kind === "reminder" ? {} : { calendar: { method, content: calendarText(method, [event]) } }),
  };
}
