import { requestReference } from "~/contract/request-reference";
import type { AuditRepository } from "../audit/audit-repository";
import { endOf, type ConsultationsRepository } from "../agenda/consultations-repository";
import type { FeedsRepository } from "../agenda/feeds-repository";
import { calendarText } from "../agenda/ics";
import { agendaCopy } from "~/office/agenda/copy";
import type { Logger } from "../logger";
import type { Once } from "./once";
import type { OfficeSession } from "./sign-in";

/** How far back the feed reaches: a calendar keeps what it has, so a month of the past is enough. */
const FEED_PAST_MS = 31 * 86_400_000;

/** The feed's address for a secret: the secret is its only credential (no cookie reaches a calendar app). */
export const feedPath = (secret: string) => `/office/calendar/${secret}.ics`;

/** The feed's address as a log line may carry it: never the secret. */
export const FEED_LOG_PATH = "/office/calendar/[secret].ics";

/** Whether a path is a calendar feed's (so that no log line writes its secret). */
export const isFeedPath = (path: string) => /^\/office\/calendar\/[^/]*$/.test(path);

/**
 * Each office address's private calendar feed: made (a new secret, the old one revoked at once)
 * or revoked from Today, each once and in the audit trail; and the feed itself, read by the
 * secret in its address, listing that address's consultations by request reference only: no
 * name, no story. Only the secret's hash is stored, so its address is shown once, when made.
 */
export function createCalendarFeeds({
  feeds,
  consultations,
  audit,
  once,
  origin,
  domain,
  logger,
}: {
  feeds: FeedsRepository;
  consultations: Pick<ConsultationsRepository, "forFeed">;
  audit: Pick<AuditRepository, "recording">;
  once: Once;
  origin: string;
  domain: string;
  logger: Logger;
}) {
  return {
    /** Whether `email` has a feed, since when, and when a calendar last read it. */
    of: (email: string) => feeds.of(email),

    /** A new feed for the signed-in address (any earlier one stops working): its address, once. */
    async make(session: OfficeSession, onceId: string): Promise<string | null> {
      let made: string | null = null;
      const { result, repeat } = await once<string>(session, { id: onceId, key: `feed:${session.email}` }, async () => {
        const at = Date.now();
        const { secret, statements } = feeds.making(session.email, at);
        made = `${origin}${feedPath(secret)}`;
        return {
          result: "made",
          writes: [
            ...statements,
            audit.recording({ at, actor: session.email, action: "calendar_feed", detail: "made" }),
          ],
        };
      });
      // A repeat of the same form made nothing new, and the first one's address is not stored.
      return result === "made" && !repeat ? made : null;
    },

    /** The signed-in address's feed revoked: a calendar subscribed to it gets nothing more. */
    async revoke(session: OfficeSession, onceId: string): Promise<boolean> {
      const { result } = await once<string>(session, { id: onceId, key: `feed:${session.email}` }, async () => {
        if (!(await feeds.of(session.email))) return { result: "none" };
        const at = Date.now();
        return {
          result: "revoked",
          writes: [
            feeds.revoking(session.email),
            audit.recording({ at, actor: session.email, action: "calendar_feed", detail: "revoked" }),
          ],
        };
      });
      return result === "revoked";
    },

    /** The feed's text for the secret in its address, or null for one unknown or revoked. */
    async read(secret: string, now = Date.now()): Promise<string | null> {
      const email = await feeds.open(secret, now);
      if (!email) return null;
      const listed = await consultations.forFeed(email, now - FEED_PAST_MS);
      const words = agendaCopy.feed;
      logger.info("calendar_feed_read", { count: listed.length });
      return calendarText(
        "PUBLISH",
        listed.map((consultation) => ({
          uid: `${consultation.id}@${domain}`,
          sequence: consultation.sequence,
          start: consultation.startsAt,
          end: endOf(consultation),
          stamp: consultation.updatedAt,
          summary: words.summary(requestReference(consultation.requestId) ?? ""),
          description: `${agendaCopy.consultations.formats[consultation.format]}\n${origin}/office/requests/${consultation.requestId}#consultation`,
          status:
            consultation.state === "cancelled"
              ? "CANCELLED"
              : consultation.state === "held"
                ? "TENTATIVE"
                : "CONFIRMED",
        })),
        words.name,
      );
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
