import type { DeliveryState } from "../../server/office/request-facts";
import type { AuditEntry } from "../../server/audit/audit-repository";
import { officeCopy } from "./copy";
import { officeTime } from "./format";

/**
 * What the server says in codes, in the office's words: mail errors, delivery states, ages,
 * durations, days and deadlines. The code itself stays visible as a detail for whoever fixes
 * the mail settings.
 */

/** A mail error's first word (nodemailer's code), in plain words. */
const MAIL_ERRORS: Record<string, string> = {
  ECONNECTION: "the mail server could not be reached",
  ESOCKET: "the mail server could not be reached (the connection failed)",
  ETIMEDOUT: "the mail server did not answer in time",
  EDNS: "the mail server's name could not be found",
  ETLS: "no secure connection to the mail server could be made",
  EREQUIRETLS: "the mail server does not offer a secure connection",
  EAUTH: "the mail server refused the website's login (check SMTP_URL)",
  EENVELOPE: "the mail server refused the address",
  EMESSAGE: "the mail server refused the message",
  EPROTOCOL: "the mail server answered in a way the website did not understand",
  EMAILTHREAD: "the website's mail sender stopped while sending",
  EXPIRED: "it was no longer worth sending",
};

export function mailErrorWords(code: string | null): string {
  if (!code) return "an unknown error";
  const [name, reply] = code.split(" ");
  const words = MAIL_ERRORS[name ?? ""] ?? "an unexpected error";
  if (reply && /^5\d\d$/.test(reply) && (name === "EENVELOPE" || name === "EMESSAGE")) return `${words} for good`;
  return words;
}

const attempts = (count: number) => `${count} attempt${count === 1 ? "" : "s"}`;

/** A delivery state as a short label (for a tag) and, when there is more to say, a sentence. */
export function deliveryWords(
  delivery: DeliveryState,
  subject: "office" | "visitor",
): { label: string; tone: "ok" | "wait" | "bad" | "plain"; detail?: string; code?: string } {
  const done = subject === "office" ? "Office notified" : "Delivered";
  switch (delivery.state) {
    case "waiting":
      return { label: "Waiting to send", tone: "wait" };
    case "sending":
      return {
        label: "Sending…",
        tone: "wait",
        detail: delivery.attempt > 1 ? `Attempt ${delivery.attempt}.` : undefined,
      };
    case "retrying":
      return {
        label: "Not sent yet: retrying",
        tone: "wait",
        detail: `${attempts(delivery.failedAttempts)} failed: ${mailErrorWords(delivery.lastError)}. Next try ${officeTime(delivery.nextAttemptAt)}.`,
        code: delivery.lastError ?? undefined,
      };
    case "delivered":
      return { label: done, tone: "ok", detail: delivery.at != null ? officeTime(delivery.at) : undefined };
    case "failed":
      return {
        label: "Could not be sent",
        tone: "bad",
        detail: `Given up after ${attempts(delivery.attempts)}: ${mailErrorWords(delivery.lastError)}.`,
        code: delivery.lastError ?? undefined,
      };
    default:
      return { label: "Spam: not emailed", tone: "plain" };
  }
}

/** One attempt of a delivery's history. */
export function attemptWords({ outcome, error }: { outcome: "delivered" | "retry" | "failed"; error: string | null }) {
  if (outcome === "delivered") return "delivered";
  return `${outcome === "failed" ? "failed, given up" : "failed, to be retried"}: ${mailErrorWords(error)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "12 min ago", "3 h ago", "4 days ago", then the date. */
export function ageWords(at: number, now: number): string {
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 14) return `${days} day${days === 1 ? "" : "s"} ago`;
  return SHORT_DAY.format(at);
}

/** "under a minute", "45 min", "3 h 10 min", "2 days 4 h". */
export function durationWords(ms: number): string {
  if (ms < MINUTE) return "under a minute";
  if (ms < HOUR) return `${Math.round(ms / MINUTE)} min`;
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    const minutes = Math.round((ms % HOUR) / MINUTE);
    return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.round((ms % DAY) / HOUR);
  return `${days} day${days === 1 ? "" : "s"}${hours > 0 ? ` ${hours} h` : ""}`;
}

const SHORT_DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "America/Los_Angeles",
});
const CALENDAR_DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const LONG_DAY = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }),
};

/** A calendar day ("2024-09-14") as "Sep 14, 2024". */
export function dayWords(isoDay: string): string {
  return CALENDAR_DAY.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A calendar day as a letter to the visitor writes it: "September 14, 2024", "14 de septiembre de 2024". */
export function letterDay(isoDay: string, language: "en" | "es"): string {
  return LONG_DAY[language].format(new Date(`${isoDay}T00:00:00Z`));
}

/** Days left until a limit, in words: the colour of its tag only repeats them. */
export function daysLeftWords(daysLeft: number): string {
  if (daysLeft === 0) return "last day today";
  if (daysLeft > 0) return `${daysLeft} day${daysLeft === 1 ? "" : "s"} left`;
  const ago = -daysLeft;
  return `passed ${ago} day${ago === 1 ? "" : "s"} ago`;
}

/** A list view's entry: how many requests it showed. */
function shownWords(count: number): string {
  return count === 0 ? "listed no request" : `listed ${count} request${count === 1 ? "" : "s"}`;
}

/** One audit entry's action, with what it names (a stage, an assignee, a reply's template). */
export function auditWords({
  action,
  detail,
  shown = [],
}: Pick<AuditEntry, "action" | "detail"> & Partial<Pick<AuditEntry, "shown">>): string {
  const { what } = officeCopy.audit;
  if (action === "stage" && detail && detail in officeCopy.stages) {
    return `moved a request to ${officeCopy.stages[detail as keyof typeof officeCopy.stages]}`;
  }
  if (action === "assign") return detail ? `assigned a request to ${detail}` : "removed a request's assignment";
  if (action === "list") return shownWords(shown.length);
  if (action.startsWith("content_") && detail) return `${what[action]}: ${detail}`;
  return what[action];
}
