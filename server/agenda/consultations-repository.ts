import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import type { ConsultationFormat, ConsultationState, ConsultationsTable } from "../db/schema";
import { unmergingByOrigin } from "../requests/merges";
import { requestGone } from "../requests/request-gone";

const TABLE = "consultations";
const SLOTS = "booking_slots";

/** A consultation as the server reads it: the columns whose names read as they are, the others camelCased and typed. */
export type Consultation = Pick<
  ConsultationsTable,
  "id" | "minutes" | "format" | "attorney" | "details" | "state" | "sequence"
> & {
  requestId: string;
  startsAt: number;
  sentSequence: number | null;
  language: "en" | "es";
  reminder: boolean;
  remindedFor: number | null;
  selfBooked: boolean;
  createdAt: number;
  createdBy: string;
  updatedAt: number;
};

/** What a consultation is booked with. */
export type ConsultationPlan = Pick<Consultation, "startsAt" | "minutes" | "format" | "attorney" | "details">;

function consultationOf(row: Record<string, unknown>): Consultation {
  return {
    id: String(row.id),
    requestId: String(row.request_id),
    startsAt: Number(row.starts_at),
    minutes: Number(row.minutes),
    format: row.format as ConsultationFormat,
    attorney: (row.attorney as string | null) ?? null,
    details: String(row.details ?? ""),
    state: row.state as ConsultationState,
    sequence: Number(row.sequence),
    sentSequence: row.sent_sequence == null ? null : Number(row.sent_sequence),
    language: row.language === "es" ? "es" : "en",
    reminder: Number(row.reminder) === 1,
    remindedFor: row.reminded_for == null ? null : Number(row.reminded_for),
    selfBooked: Number(row.self_booked) === 1,
    createdAt: Number(row.created_at),
    createdBy: String(row.created_by),
    updatedAt: Number(row.updated_at),
  };
}

/** The end of a consultation. */
export const endOf = (consultation: Pick<Consultation, "startsAt" | "minutes">) =>
  consultation.startsAt + consultation.minutes * 60_000;

/**
 * The one module that writes consultations and booking_slots. A consultation holds the
 * self-booking grid's slots it covers, one row each keyed by the slot's start: the primary key
 * is what keeps two visitors who pick the same slot at once from both having it, on either
 * database. The writes are statements, so that a booking, its thread entry, its audit record
 * and the request's move commit together (server/agenda/service.ts).
 */
export function createConsultationsRepository(database: Database) {
  const { db } = database;
  const rows = async (query: { compile(): CompiledQuery }) =>
    ((await database.read(query.compile())).rows as Record<string, unknown>[]).map(consultationOf);

  /**
   * The slots it holds: `strict`, a visitor's pick, fails the whole write when another holds
   * one; otherwise (the office's own booking, which may overlap on purpose) those free are taken.
   */
  const holding = (id: string, slots: readonly number[], strict: boolean): CompiledQuery[] =>
    slots.length === 0
      ? []
      : [
          strict
            ? db
                .insertInto(SLOTS)
                .values(slots.map((starts_at) => ({ starts_at, consultation_id: id })))
                .compile()
            : db
                .insertInto(SLOTS)
                .values(slots.map((starts_at) => ({ starts_at, consultation_id: id })))
                .onConflict((conflict) => conflict.column("starts_at").doNothing())
                .compile(),
        ];

  const releasing = (id: string) => db.deleteFrom(SLOTS).where("consultation_id", "=", id).compile();

  return {
    /** The statements that book a consultation and hold its slots. */
    booking(
      consultation: ConsultationPlan & {
        id: string;
        requestId: string;
        state: "held" | "booked";
        language: "en" | "es";
        reminder: boolean;
        selfBooked: boolean;
        at: number;
        by: string;
      },
      slots: readonly number[],
    ): CompiledQuery[] {
      const row: ConsultationsTable = {
        id: consultation.id,
        request_id: consultation.requestId,
        starts_at: consultation.startsAt,
        minutes: consultation.minutes,
        format: consultation.format,
        attorney: consultation.attorney,
        details: consultation.details,
        state: consultation.state,
        sequence: 0,
        sent_sequence: null,
        language: consultation.language,
        reminder: consultation.reminder ? 1 : 0,
        reminded_for: null,
        self_booked: consultation.selfBooked ? 1 : 0,
        created_at: consultation.at,
        created_by: consultation.by,
        updated_at: consultation.at,
        origin_id: null,
      };
      // The slots first: a visitor's pick that another holds stops there.
      return [...holding(consultation.id, slots, consultation.selfBooked), db.insertInto(TABLE).values(row).compile()];
    },

    /** Held by a visitor, now the office's: booked. */
    confirming(id: string, at: number): CompiledQuery {
      return db
        .updateTable(TABLE)
        .set({ state: "booked", updated_at: at })
        .where("id", "=", id)
        .where("state", "=", "held")
        .compile();
    },

    /** Moved or changed: a higher sequence, the old slots let go and the new ones held. */
    rescheduling(current: Consultation, plan: ConsultationPlan, slots: readonly number[], at: number): CompiledQuery[] {
      return [
        releasing(current.id),
        db
          .updateTable(TABLE)
          .set({
            starts_at: plan.startsAt,
            minutes: plan.minutes,
            format: plan.format,
            attorney: plan.attorney,
            details: plan.details,
            sequence: current.sequence + 1,
            updated_at: at,
          })
          .where("id", "=", current.id)
          .where("state", "<>", "cancelled")
          .where("sequence", "=", current.sequence)
          .compile(),
        ...holding(current.id, slots, false),
      ];
    },

    /** Cancelled: a higher sequence, its slots free again. */
    cancelling(current: Consultation, at: number): CompiledQuery[] {
      return [
        releasing(current.id),
        db
          .updateTable(TABLE)
          .set({ state: "cancelled", sequence: current.sequence + 1, updated_at: at })
          .where("id", "=", current.id)
          .where("state", "<>", "cancelled")
          .compile(),
      ];
    },

    /** The sequence mailed to the visitor (the statement commits with the mail's). */
    marking(id: string, sequence: number): CompiledQuery {
      return db.updateTable(TABLE).set({ sent_sequence: sequence }).where("id", "=", id).compile();
    },

    settingReminder(id: string, on: boolean, at: number): CompiledQuery {
      return db
        .updateTable(TABLE)
        .set({ reminder: on ? 1 : 0, updated_at: at })
        .where("id", "=", id)
        .where("reminder", "=", on ? 0 : 1)
        .compile();
    },

    /** The reminder queued for this start: once, whichever instance gets there first. */
    reminding(id: string, startsAt: number): CompiledQuery {
      return db
        .updateTable(TABLE)
        .set({ reminded_for: startsAt })
        .where("id", "=", id)
        .where("starts_at", "=", startsAt)
        .where("state", "=", "booked")
        .where((eb) => eb.or([eb("reminded_for", "is", null), eb("reminded_for", "<>", startsAt)]))
        .compile();
    },

    async get(id: string): Promise<Consultation | null> {
      const [found] = await rows(db.selectFrom(TABLE).selectAll().where("id", "=", id));
      return found ?? null;
    },

    /** Who holds a slot, if anyone. */
    async holderOf(startsAt: number): Promise<string | null> {
      const { rows: found } = await database.read(
        db.selectFrom(SLOTS).select("consultation_id").where("starts_at", "=", startsAt).compile(),
      );
      return (found[0] as { consultation_id: string } | undefined)?.consultation_id ?? null;
    },

    /** These requests' consultations, newest first. */
    async ofRequests(requestIds: readonly string[]): Promise<Consultation[]> {
      if (requestIds.length === 0) return [];
      return rows(
        db
          .selectFrom(TABLE)
          .selectAll()
          .where("request_id", "in", [...requestIds])
          .orderBy("starts_at", "desc"),
      );
    },

    /** Consultations held or booked that start in [from, to), soonest first; with `attorney`, that address's only. */
    async between(from: number, to: number, attorney?: string): Promise<Consultation[]> {
      let query = db
        .selectFrom(TABLE)
        .selectAll()
        .where("state", "in", ["held", "booked"])
        .where("starts_at", ">=", from)
        .where("starts_at", "<", to);
      if (attorney) query = query.where("attorney", "=", attorney);
      return rows(query.orderBy("starts_at").orderBy("id"));
    },

    /** Every consultation a visitor picked that the office has not confirmed yet, soonest first. */
    async awaitingConfirmation(): Promise<Consultation[]> {
      return rows(db.selectFrom(TABLE).selectAll().where("state", "=", "held").orderBy("starts_at"));
    },

    /** An attorney's consultations for the calendar feed: from `from` on, cancelled ones included (so that they go). */
    async forFeed(attorney: string, from: number): Promise<Consultation[]> {
      return rows(
        db
          .selectFrom(TABLE)
          .selectAll()
          .where("attorney", "=", attorney)
          .where("starts_at", ">=", from)
          .orderBy("starts_at")
          .limit(1000),
      );
    },

    /**
     * A merge's part in the consultations (server/requests/merges.ts): the newer request's go to
     * the older one, each noting where it came from; the undo brings back exactly those.
     */
    mergeHook: {
      merged: (fromId: string, intoId: string): CompiledQuery[] => [
        db.updateTable(TABLE).set({ request_id: intoId, origin_id: fromId }).where("request_id", "=", fromId).compile(),
      ],
      unmerged: (fromId: string, intoId: string): CompiledQuery[] => [unmergingByOrigin(db, TABLE, fromId, intoId)],
    },

    /** Forgets a request's consultations and their slots (its erasure). */
    forgetting(requestId: string): CompiledQuery[] {
      return [
        db
          .deleteFrom(SLOTS)
          .where("consultation_id", "in", db.selectFrom(TABLE).select("id").where("request_id", "=", requestId))
          .compile(),
        db.deleteFrom(TABLE).where("request_id", "=", requestId).compile(),
      ];
    },

    /** The consultations of requests no longer stored (purged), and their slots. */
    forgettingOrphans(): CompiledQuery[] {
      const orphan = db.selectFrom(TABLE).select("id").where(requestGone(TABLE));
      return [
        db.deleteFrom(SLOTS).where("consultation_id", "in", orphan).compile(),
        db.deleteFrom(TABLE).where(requestGone(TABLE)).compile(),
      ];
    },
  };
}

export type ConsultationsRepository = ReturnType<typeof createConsultationsRepository>;
