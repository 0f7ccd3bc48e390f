/**
 * The dashboard's two reports of the intake's outcome, on both engines: requests retained ÷
 * received per quarter, by way in and by how they heard, and the median time in each open
 * stage, from requests whose stage moves are known here. Then a database the release before
 * filled: the migration reads each request's time in its stages back from its thread.
 */
import { join } from "node:path";
import { CompiledQuery, Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createAuditRepository } from "../../server/audit/audit-repository";
import { migrationHistories, type Engine } from "../../server/db/migrate";
import { openDatabase } from "../../server/db/open";
import { kyselyOn, startSqliteWorker } from "../../server/db/sqlite";
import { silentLogger } from "../../server/logger";
import { createDashboard, type DashboardFacts } from "../../server/office/dashboard";
import { createFigures } from "../../server/requests/figures";
import { createRequestsRepository } from "../../server/requests/repository";
import { keptCountsOf } from "../../server/requests/test-changes";
import {
  caseEvaluation,
  newPostgresDatabase,
  removeTestPostgres,
  scratchDir,
  widgetSubmission,
} from "./contact-helpers";

afterAll(removeTestPostgres);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SESSION = { email: "intake@example.com", csrf: "", idHash: "" };
const open = (url: string) => openDatabase({ url, poolSize: 4, statementTimeoutMs: 10_000 }, { logger: silentLogger });
const urlOf = async (engine: Engine, name: string) =>
  engine === "postgres" ? await newPostgresDatabase() : `file:${join(scratchDir(name), "site.db")}`;
/** California's time, as the office's calendar reads it. */
const at = (local: string) => Date.parse(`${local}-07:00`);

/** Only what the two reports draw, by quarter. */
function reports(facts: DashboardFacts) {
  const { received, retained, heard, retainedHeard, medianStageMs, periods } = facts.quarters;
  return {
    periods,
    received: {
      form: received["case-evaluation"],
      widget: received.widget,
      phone: received.phone,
      jail: received.jail,
    },
    retained: { form: retained["case-evaluation"], widget: retained.widget, phone: retained.phone },
    heard: { friend: heard.friend, search: heard.search },
    retainedHeard: { friend: retainedHeard.friend, search: retainedHeard.search },
    medianStageMs,
  };
}

describe.each(["sqlite", "postgres"] as const)("the dashboard's reports on %s", { timeout: 60_000 }, (engine) => {
  it("count retained ÷ received by way in and by how they heard, and the median time in each stage", async () => {
    const database = await open(await urlOf(engine, "reports"));
    try {
      const requests = createRequestsRepository(database);
      const save = async (payload: Record<string, unknown>, source: "case-evaluation" | "widget", when: number) => {
        const saved = await requests.save({ kind: "request", request: { source, payload } as never }, when);
        if (saved.outcome !== "created") throw new Error(`not stored: ${saved.outcome}`);
        return saved.id;
      };
      const stage = (id: string, to: "contacted" | "consultation" | "retained" | "declined", when: number) =>
        requests.setStage(id, to, { reason: "Not our kind of case.", now: when });

      // Q2 2026. A friend's word: contacted by a call 3 hours on, a consultation two days on, retained.
      const a0 = at("2026-04-06T09:00:00");
      const a = await save(
        { ...caseEvaluation, howHeardAboutUs: "Friend or family recommendation" },
        "case-evaluation",
        a0,
      );
      await requests.recordContact(a, a0 + 3 * HOUR);
      await stage(a, "consultation", a0 + 2 * DAY);
      await stage(a, "retained", a0 + 5 * DAY);
      // A search: contacted an hour on, declined ten days after arriving.
      const b0 = at("2026-04-07T09:00:00");
      const b = await save({ ...caseEvaluation, howHeardAboutUs: "Google search" }, "case-evaluation", b0);
      await stage(b, "contacted", b0 + HOUR);
      await stage(b, "declined", b0 + 10 * DAY);
      // The widget's, still new; a phone lead the office spoke with, retained a day on; a spam.
      await save(widgetSubmission, "widget", at("2026-05-04T10:00:00"));
      const d0 = at("2026-05-05T11:00:00");
      const d = await requests.enterLead(
        { channel: "phone", payload: { firstName: "Lead", lastName: "Caller", phone: "(707) 555-0143" } },
        { now: d0, spoke: true, entries: () => [] },
      );
      await stage(d, "retained", d0 + DAY);
      const e = await save({ ...caseEvaluation, howHeardAboutUs: "Google search" }, "case-evaluation", d0);
      await stage(e, "contacted", d0 + HOUR);
      await requests.markSpam(e, d0 + 2 * HOUR);
      // Q3 2026: a search, contacted five hours on, retained 20 days after arriving.
      const f0 = at("2026-07-06T09:00:00");
      const f = await save({ ...caseEvaluation, howHeardAboutUs: "Google search" }, "case-evaluation", f0);
      await stage(f, "contacted", f0 + 5 * HOUR);
      await stage(f, "retained", f0 + 20 * DAY);

      const dashboard = createDashboard({ figures: createFigures(database), audit: createAuditRepository(database) });
      const facts = await dashboard.figures(SESSION, { from: "2026-04", to: "2026-09" });
      expect(reports(facts)).toEqual({
        periods: [
          { year: 2026, quarter: 2 },
          { year: 2026, quarter: 3 },
        ],
        received: { form: [2, 1], widget: [1, 0], phone: [1, 0], jail: [0, 0] },
        retained: { form: [1, 1], widget: [0, 0], phone: [1, 0] },
        heard: { friend: [1, 0], search: [1, 1] },
        retainedHeard: { friend: [1, 0], search: [0, 1] },
        medianStageMs: {
          // Q2: 3 h (A) and 1 h (B), each the middle of its hour. Q3: 5 h (F).
          new: [2.5 * HOUR, 5.5 * HOUR],
          // Q2: 24 h (D), 45 h (A), 239 h (B, in the six hours from 234 h): the middle is A's. Q3: 475 h, in the day from 19 days.
          contacted: [45.5 * HOUR, 19.5 * DAY],
          // Q2: A's three days, in the six hours from 72 h. Q3: none.
          consultation: [75 * HOUR, null],
        },
      });

      // The kept counts are the rows' counts: made afresh, they are the same.
      const kept = await keptCountsOf(database);
      expect(kept.negative).toEqual([]);
      await requests.recount();
      expect((await keptCountsOf(database)).rows).toEqual(kept.rows);

      // Reopened, A leaves its count of retained, and comes back to new: its time there will add up.
      await stage(a, "contacted", a0 + 30 * DAY);
      const after = reports(await dashboard.figures(SESSION, { from: "2026-04", to: "2026-09" }));
      expect(after.retained.form).toEqual([0, 1]);
      expect(after.retainedHeard.friend).toEqual([0, 0]);
      // A's stay in Retained is no open stage's: its times are as they were.
      expect(after.medianStageMs).toEqual(reports(facts).medianStageMs);
    } finally {
      await database.close();
    }
  });

  it("show nothing to measure in a range with no request", async () => {
    const database = await open(await urlOf(engine, "reports-empty"));
    try {
      const dashboard = createDashboard({ figures: createFigures(database), audit: createAuditRepository(database) });
      const { quarters } = await dashboard.figures(SESSION, { from: "2026-01", to: "2026-03" });
      expect(quarters.periods).toEqual([{ year: 2026, quarter: 1 }]);
      expect(quarters.received.widget).toEqual([0]);
      expect(quarters.retained["case-evaluation"]).toEqual([0]);
      expect(quarters.medianStageMs).toEqual({ new: [null], contacted: [null], consultation: [null] });
    } finally {
      await database.close();
    }
  });
});

describe.each(["sqlite", "postgres"] as const)("the stage times' migration on %s", { timeout: 60_000 }, (engine) => {
  it("reads each stored request's time in its stages back from its thread and first contact", async () => {
    const url = await urlOf(engine, "stage-times");
    const older =
      engine === "postgres"
        ? (() => {
            const pool = new pg.Pool({ connectionString: url, max: 1 });
            return { db: new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), close: () => pool.end() };
          })()
        : (() => {
            const executor = startSqliteWorker(url.slice("file:".length));
            return { db: kyselyOn<unknown>(executor), close: () => executor.close() };
          })();
    const { error } = await new Migrator({
      db: older.db,
      provider: { getMigrations: async () => migrationHistories[engine] },
    }).migrateTo("2026-12-01-703-calls-covering-index");
    if (error) throw error;
    const created = at("2026-08-03T09:00:00");
    const id = "aaaaaaaa-0000-4000-8000-000000000001";
    await sql`insert into contact_requests (id, payload_hash, source, status, payload, attempts, next_attempt_at,
      created_at, stage, stage_changed_at, closed_at, first_contact_at, reply_due_at, heard,
      created_month, created_week, closed_month)
      values (${id}, ${id}, 'case-evaluation', 'delivered', ${JSON.stringify(caseEvaluation)}, 1, 0, ${created},
      'retained', ${created + 6 * DAY}, ${created + 6 * DAY}, ${created + 2 * HOUR}, ${created + DAY}, 'friend',
      202608, 20260803, 202608)`.execute(older.db);
    const entry = (n: number, when: number, detail: string) =>
      sql`insert into request_thread (id, request_id, kind, at, author, body, detail)
        values (${`e${n}`}, ${id}, 'stage', ${when}, 'intake@example.com', '', ${detail})`.execute(older.db);
    // Contacted by a call two hours on (no stage entry), a consultation a day on, retained six days on.
    await entry(1, created + DAY, "consultation");
    await entry(2, created + 6 * DAY, "retained");
    await older.close();

    const database = await open(url);
    try {
      const { rows } = await database.read(
        CompiledQuery.raw("select in_new_ms, in_contacted_ms, in_consultation_ms from contact_requests"),
      );
      expect(rows.map((row) => Object.values(row as object).map(Number))).toEqual([[2 * HOUR, 22 * HOUR, 5 * DAY]]);
      const facts = await createDashboard({
        figures: createFigures(database),
        audit: createAuditRepository(database),
      }).figures(SESSION, { from: "2026-07", to: "2026-09" });
      expect(facts.quarters.retained["case-evaluation"]).toEqual([1]);
      expect(facts.quarters.medianStageMs).toEqual({
        new: [2.5 * HOUR],
        contacted: [22.5 * HOUR],
        // Five days, in the six hours from 120 h.
        consultation: [123 * HOUR],
      });
    } finally {
      await database.close();
    }
  });
});
