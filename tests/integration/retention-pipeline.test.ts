/**
 * Retention follows the office's pipeline: an open request is never purged; a closed one
 * keeps its full text RETENTION_DAYS after it was closed; then a declined one leaves only its
 * conflict-check record (who, which agency, when, the decision and its reason: never what
 * the visitor told, the notes or the replies) for CONFLICT_RECORD_YEARS, then nothing. On
 * SQLite a byte search of the database's files and the mail folder finds nothing of what
 * went; on PostgreSQL (whose space VACUUM reclaims later) no row holds it.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { OFFICE, signedIn, outcome } from "../../server/office/test-backend";
import {
  caseEvaluation,
  postContact,
  removeTestPostgres,
  startEndpoint,
  type DatabaseKind,
  type Endpoint,
} from "./contact-helpers";

const DAY_MS = 86_400_000;

let endpoint: Endpoint | undefined;
afterEach(async () => {
  await endpoint?.close();
  endpoint = undefined;
});
afterAll(removeTestPostgres);

/** Which of the database's files and the mail folder's hold `text` as bytes, anywhere. */
function filesHolding(text: string, { dbPath, mailDir }: Endpoint): string[] {
  const mail = existsSync(mailDir) ? readdirSync(mailDir).map((name) => join(mailDir, name)) : [];
  const needle = Buffer.from(text, "utf8");
  return [dbPath, `${dbPath}-wal`, `${dbPath}-shm`, ...mail]
    .filter((path) => existsSync(path))
    .filter((path) => readFileSync(path).includes(needle));
}

/** Rows of any table that hold `text` in any of their text columns, asked of the database itself. */
async function rowsHolding(text: string, { service }: Endpoint): Promise<number> {
  const like = `%${text}%`;
  const { rows } = await sql<{ n: number | string }>`select
      (select count(*) from contact_requests where payload like ${like} or decision_reason like ${like})
    + (select count(*) from request_thread where body like ${like} or subject like ${like})
    + (select count(*) from mail_outbox where message like ${like})
    + (select count(*) from conflict_records where name like ${like} or reason like ${like}) as n`.execute(
    service.database.db,
  );
  return Number(rows[0]!.n);
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("retention on %s", { timeout: 60_000 }, (database) => {
  it("keeps open requests, reduces a declined one to its conflict record, and leaves nothing of what was told", async () => {
    endpoint = await startEndpoint({ RETENTION_DAYS: "30", OFFICE_EMAILS: OFFICE }, { database });
    const service = endpoint.service;
    const mark = (what: string) => `${what}-${randomUUID()}`;
    const markers = {
      open: mark("OPEN"),
      declined: mark("DECLINED"),
      reply: mark("REPLY"),
      note: mark("NOTE"),
      retained: mark("RETAINED"),
      spam: mark("SPAM"),
    };
    const send = async (description: string, extra: Record<string, string> = {}) => {
      const response = await postContact(endpoint!.url, {
        ...caseEvaluation,
        caseDescription: `${description}: the officers pushed me down outside my home.`,
        ...extra,
      });
      return ((await response.json()) as { id: string }).id;
    };
    const open = await send(markers.open);
    const declined = await send(markers.declined, { firstName: "Dolores", lastName: "Record" });
    const retained = await send(markers.retained, { email: "retained@example.org", phone: "(415) 555-0100" });
    await send(markers.spam, { [HONEYPOT_FIELD]: "bot" });
    await vi.waitFor(async () => expect(await endpoint!.count("status = 'delivered'")).toBe(3), { timeout: 10_000 });

    // The office writes to the declined visitor, notes something, declines; keeps the other as a client.
    const { context, session } = await signedIn(service);
    const reply = {
      intent: "reply",
      language: "en",
      subject: "Your request",
      body: `${markers.reply} We cannot help.`,
    };
    expect(await outcome(context, session, declined, reply as never)).toBe("done");
    expect(
      await outcome(context, session, declined, { intent: "note", body: `${markers.note} conflict checked` }),
    ).toBe("done");
    expect(
      await outcome(context, session, declined, { intent: "stage", stage: "declined", reason: "Outside our area" }),
    ).toBe("done");
    expect(await outcome(context, session, retained, { intent: "stage", stage: "retained" })).toBe("done");
    await vi.waitFor(async () => {
      const detail = await context.detail(session, declined);
      expect(detail?.thread.find((entry) => entry.kind === "reply")?.delivery).toMatchObject({ state: "delivered" });
    });
    if (database === "sqlite") {
      // The search can see it: before the purge the texts are on disk.
      expect(filesHolding(markers.declined, endpoint).length).toBeGreaterThan(0);
      expect(filesHolding(markers.reply, endpoint).some((path) => path.endsWith(".eml"))).toBe(true);
    }
    expect(await rowsHolding(markers.note, endpoint)).toBe(1);

    // Within retention nothing goes; after it, what was closed goes, and the open request stays.
    expect(await service.purge(Date.now() + 29 * DAY_MS)).toMatchObject({ rows: 0, reduced: 0 });
    expect(await service.purge(Date.now() + 31 * DAY_MS)).toMatchObject({ rows: 3, reduced: 1, conflictRecords: 0 });
    expect(await endpoint.count()).toBe(1);
    expect((await service.reads.get(open))?.stage).toBe("new");

    const { rows: records } = await service.database.read(
      service.database.db.selectFrom("conflict_records").selectAll().compile(),
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: declined,
      name: "Dolores Record",
      email: caseEvaluation.email,
      phone: caseEvaluation.phone,
      agency: caseEvaluation.policeAgency,
      incident_date: caseEvaluation.incidentDate,
      decision: "declined",
      reason: "Outside our area",
    });
    expect(Object.keys(records[0] as object)).not.toContain("payload");

    for (const gone of [markers.declined, markers.reply, markers.note, markers.retained, markers.spam]) {
      expect(await rowsHolding(gone, endpoint), gone).toBe(0);
      if (database === "sqlite") expect(filesHolding(gone, endpoint), gone).toEqual([]);
    }
    expect(await rowsHolding(markers.open, endpoint)).toBe(1);
    if (database === "sqlite") expect(filesHolding(markers.open, endpoint)).toEqual([endpoint.dbPath]);

    // Seven years after the decision the record goes too; the open request still stays.
    const later = Date.now() + (7 * 366 + 31) * DAY_MS;
    expect(await service.purge(later)).toMatchObject({ rows: 0, conflictRecords: 1 });
    expect(
      (await service.database.read(service.database.db.selectFrom("conflict_records").selectAll().compile())).rows,
    ).toEqual([]);
    if (database === "sqlite") expect(filesHolding("Dolores Record", endpoint)).toEqual([]);
    expect(await endpoint.count()).toBe(1);
  });

  it("erases a request at a visitor's request with its notes and replies, in the database and the mail folder", async () => {
    endpoint = await startEndpoint({ OFFICE_EMAILS: OFFICE }, { database });
    const marker = `ERASED-${randomUUID()}`;
    const response = await postContact(endpoint.url, { ...caseEvaluation, caseDescription: `${marker} happened.` });
    const { id } = (await response.json()) as { id: string };
    const { context, session } = await signedIn(endpoint.service);
    const reply = { intent: "reply", language: "en", subject: "Hello", body: `${marker} in a reply` };
    expect(await outcome(context, session, id, reply as never)).toBe("done");
    expect(await outcome(context, session, id, { intent: "note", body: `${marker} in a note` })).toBe("done");
    await vi.waitFor(async () => {
      const detail = await context.detail(session, id);
      expect(detail?.thread.find((entry) => entry.kind === "reply")?.delivery).toMatchObject({ state: "delivered" });
    });
    if (database === "sqlite") expect(filesHolding(`${marker} in a reply`, endpoint).length).toBeGreaterThan(0);

    expect(await outcome(context, session, id, { intent: "delete", confirm: "yes" })).toBe("done");
    expect(await rowsHolding(marker, endpoint)).toBe(0);
    if (database === "sqlite") expect(filesHolding(marker, endpoint)).toEqual([]);
  });
});
