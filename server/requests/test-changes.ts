/**
 * For tests: a random sequence of every change the repository makes to contact_requests
 * (arrivals, duplicates, spam caught and released, stage moves, first contacts, assignments,
 * erasures, purges, leads the office enters, facts corrected, calls that did not reach them,
 * merges of two and their undo), the same for the same seed; and the counts kept of them, read
 * back.
 */
import { CompiledQuery } from "kysely";
import { HOW_HEARD_OPTIONS } from "~/contract/contact-request";
import type { Database } from "../db/open";
import { REQUEST_STAGES, type RequestStage } from "../db/schema";
import { SITE_LANGUAGE_KEY } from "../payload/site-language";
import type { RequestsRepository } from "./repository";
import { randomSequence } from "./seed-requests";
import { caseEvaluation, widgetSubmission } from "./test-support";

const DAY = 86_400_000;

type Known = { id: string; source: "case-evaluation" | "widget" | "office"; payload: Record<string, unknown> };

/** Applies `steps` random changes, starting two years before `now`; resolves with the last instant used. */
export async function randomChanges(
  database: Database,
  requests: RequestsRepository,
  { seed, steps, now }: { seed: number; steps: number; now: number },
): Promise<number> {
  const random = randomSequence(seed);
  const known: Known[] = [];
  const keys: string[] = [];
  const merges: { id: string; intoId: string; at: number }[] = [];
  let at = now - 730 * DAY;
  const someone = () => (known.length > 0 ? random.pick(known) : null);

  for (let step = 0; step < steps; step++) {
    at += Math.floor(random.next() * 4 * DAY);
    const pick = random.next();
    const request = someone();
    if (pick < 0.3 || !request) {
      const widget = random.chance(0.3);
      const payload: Record<string, unknown> = widget
        ? { ...widgetSubmission }
        : { ...caseEvaluation, howHeardAboutUs: random.pick(HOW_HEARD_OPTIONS) };
      if (random.chance(0.3)) payload[SITE_LANGUAGE_KEY] = "es";
      const source = widget ? "widget" : "case-evaluation";
      // Now and then a retry of an earlier request: the same key, nothing new stored.
      const key = keys.length > 0 && random.chance(0.1) ? random.pick(keys) : random.uuid();
      keys.push(key);
      const saved = random.chance(0.1)
        ? await requests.save({ kind: "spam", source, rawBody: JSON.stringify(payload), idempotencyKey: key }, at)
        : await requests.save({ kind: "request", request: { source, payload } as never, idempotencyKey: key }, at);
      if (saved.outcome === "created") known.push({ id: saved.id, source, payload });
    } else if (pick < 0.55) {
      const stage = random.pick(REQUEST_STAGES.filter((name) => name !== "spam")) as RequestStage;
      await requests.setStage(request.id, stage, { reason: "Not our kind of case.", now: at });
    } else if (pick < 0.7) {
      await requests.recordContact(request.id, at - Math.floor(random.next() * 3 * DAY));
    } else if (pick < 0.76) {
      await requests.markSpam(request.id, at);
    } else if (pick < 0.8) {
      if (request.source === "office") continue;
      await requests.unmarkSpam(request.id, at, JSON.stringify(request.payload), request.source);
    } else if (pick < 0.82) {
      // A lead the office entered, now and then while speaking with the person.
      const payload = { firstName: "Lead", lastName: random.uuid().slice(0, 6), phone: "(707) 555-0143" };
      const id = await requests.enterLead(
        { channel: random.pick(["phone", "walk-in", "referral", "jail"] as const), payload },
        { now: at, spoke: random.chance(0.5), entries: () => [] },
      );
      known.push({ id, source: "office", payload });
    } else if (pick < 0.86) {
      await requests.assign(request.id, random.chance(0.5) ? "intake@example.com" : null);
    } else if (pick < 0.9) {
      await requests.erase(request.id);
    } else if (pick < 0.92) {
      await requests.purgeClosed({
        closedBefore: at - Math.floor(random.next() * 200 * DAY),
        recordsBefore: at - 400 * DAY,
        keepRecords: random.chance(0.5),
      });
    } else if (pick < 0.93) {
      // The office corrects how they heard of the firm, or logs a call that did not reach them.
      if (random.chance(0.5)) await requests.setFacts(request.id, { howHeardAboutUs: random.pick(HOW_HEARD_OPTIONS) });
      else await requests.recordAttempt(request.id);
    } else if (pick < 0.99 || merges.length === 0) {
      const other = someone()!;
      if (other.id === request.id) continue;
      const merged = await requests.merge(request.id, other.id, { author: "intake@example.com", now: at });
      if (!merged) continue;
      merges.push({ id: merged.mergeId, intoId: merged.intoId, at });
      // Now and then undone the same day: merged by mistake.
      if (random.chance(0.4)) {
        at += 3_600_000;
        await requests.unmerge(merged.mergeId, {
          concerning: merged.fromId,
          author: "intake@example.com",
          now: at,
          firstContactSince: async () => null,
        });
      }
    } else {
      // An undo, of a merge that may be too old for one by now.
      const merge = random.pick(merges);
      await requests.unmerge(merge.id, {
        concerning: merge.intoId,
        author: "intake@example.com",
        now: at,
        firstContactSince: async () => null,
      });
    }
  }
  return at;
}

/** The kept counts, every one that is not zero, in order; and whether any is below zero. */
export async function keptCountsOf(database: Database) {
  const read = async (sql: string) => (await database.read(CompiledQuery.raw(sql))).rows as Record<string, unknown>[];
  const counts = await read("select period, measure, n from request_counts where n <> 0 order by period, measure");
  const bins = await read(
    "select month, scale, bin, n from request_contact_bins where n <> 0 order by month, scale, bin",
  );
  const rows = [
    ...counts.map((row) => `${Number(row.period)} ${String(row.measure)} ${Number(row.n)}`),
    ...bins.map((row) => `${Number(row.month)} bin ${Number(row.scale)}:${Number(row.bin)} ${Number(row.n)}`),
  ];
  return { rows, negative: rows.filter((row) => Number(row.split(" ").at(-1)) < 0) };
}
