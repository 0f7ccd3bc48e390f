/**
 * Every lead, whichever way it came, through the office's service as its pages drive it: call
 * outcomes and the first contact, a merge and its undo, facts corrected with their deadlines
 * and thread entries, a lead the office entered. The whole backend on SQLite, its mail in
 * memory (tests/integration/office-leads.test.ts runs the same through the server on both databases).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { dayIn, dayKey, isoDay } from "~/lib/calendar-day";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { readNewLead } from "~/office/lead-forms";
import { FACT_KEYS, type FactKey } from "~/office/lead-fields";
import { createFilesRepository } from "../evidence/files-repository";
import { createFigures } from "../requests/figures";
import { searchTerms } from "../payload/search-text";
import { caseEvaluation, widgetSubmission } from "../requests/test-support";
import { LISTING, newOnce, OFFICE, outcome, setUpBackend, signedIn, stopBackends } from "./test-backend";

const ENV = { OFFICE_EMAILS: `${OFFICE},paralegal@example.com`, MAIL_TO: "office@example.com" };
const DAY = 86_400_000;

afterEach(async () => {
  vi.useRealTimers();
  await stopBackends();
});

type Backend = Awaited<ReturnType<typeof setUpBackend>>["backend"];

async function store(backend: Backend, payload: object, at?: number, source = "case-evaluation") {
  const saved = await backend.requests.save({ kind: "request", request: { source, payload } } as never, at);
  if (saved.outcome !== "created") throw new Error("not stored");
  return saved.id;
}

/** "3/14/2024" for a day `days` before today on the office's calendar. */
function daysAgo(days: number): string {
  const day = dayIn(OFFICE_TIME_ZONE, Date.now() - days * DAY);
  return `${day.month}/${day.day}/${day.year}`;
}

/** The facts form posted as a newly rendered one (a one-time id of its own): what it came to. */
async function factsOutcome(
  context: Awaited<ReturnType<typeof signedIn>>["context"],
  session: Awaited<ReturnType<typeof signedIn>>["session"],
  id: string,
  posted: Parameters<Awaited<ReturnType<typeof signedIn>>["context"]["setFacts"]>[2],
) {
  return (await context.setFacts(session, id, posted, newOnce())).outcome;
}

/** Every fact as the facts form posts it: as shown, with `changes`. */
async function factsForm(
  context: Awaited<ReturnType<typeof signedIn>>["context"],
  session: Awaited<ReturnType<typeof signedIn>>["session"],
  id: string,
  changes: Partial<Record<FactKey, string>>,
) {
  const detail = (await context.detail(session, id))!;
  const shown = Object.fromEntries(detail.facts.map((fact) => [fact.key, fact.value])) as Record<FactKey, string>;
  return { ...Object.fromEntries(FACT_KEYS.map((key) => [key, shown[key] ?? ""])), ...changes } as Record<
    FactKey,
    string
  >;
}

describe("call outcomes", () => {
  it("only 'spoke with them' is a first contact; a voicemail or no answer keeps the person on the banner and counts as an attempt", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    // Claim due in 14 days: on the banner until someone reaches them.
    const id = await store(backend, { ...caseEvaluation, incidentDate: daysAgo(170) });
    const onBanner = async () =>
      (await context.list(session, LISTING)).alerts.claimDeadlines.requests.map((request) => [
        request.id,
        request.attempts,
      ]);
    expect(await onBanner()).toEqual([[id, 0]]);

    expect(await outcome(context, session, id, { intent: "call", outcome: "voicemail", body: "Left a message" })).toBe(
      "done",
    );
    expect(await outcome(context, session, id, { intent: "call", outcome: "no_answer" })).toBe("done");
    expect(await outcome(context, session, id, { intent: "call", outcome: "call_back" })).toBe("needs_time");
    const callBackAt = Date.parse("2026-12-02T18:00:00Z");
    expect(await outcome(context, session, id, { intent: "call", outcome: "call_back", callBackAt })).toBe("done");
    let detail = (await context.detail(session, id))!;
    expect(detail.stage).toBe("new");
    expect(detail.firstContactAt).toBeNull();
    expect(detail.contactAttempts).toBe(3);
    expect(detail.thread.map((entry) => [entry.kind, entry.detail, entry.dueAt])).toEqual([
      ["call", "voicemail", null],
      ["call", "no_answer", null],
      ["call", "call_back", callBackAt],
    ]);
    expect(await onBanner()).toEqual([[id, 3]]);

    expect(await outcome(context, session, id, { intent: "call", outcome: "spoke", body: "Spoke with Jane" })).toBe(
      "done",
    );
    detail = (await context.detail(session, id))!;
    expect(detail.stage).toBe("contacted");
    expect(detail.firstContactAt).toBe(detail.thread.find((entry) => entry.detail === "spoke")!.at);
    expect(await onBanner()).toEqual([]);

    // The dashboard counts them as calls that reached the person, and attempts.
    const figures = createFigures(backend.database);
    const [month] = await figures.calls([Date.now() - DAY, Date.now() + DAY]);
    expect(month).toEqual({ period: 0, reached: 1, attempts: 3 });
  });
});

describe("a merge", () => {
  it("keeps the older's reference, joins the other's words, thread and deadlines, is no decline, and comes undone within 30 days", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const now = Date.now();
    // The same person twice: first without a date, then by the widget with another word for it.
    const older = await store(backend, { ...caseEvaluation, incidentDate: "" }, now - 3 * DAY);
    const newer = await store(
      backend,
      { ...widgetSubmission, phone: caseEvaluation.phone, caseDescription: "Zanzibarian deputies tasered me." },
      now - DAY,
      "widget",
    );
    // The newer one was reached by phone; the older has a note of its own.
    expect(await outcome(context, session, newer, { intent: "call", outcome: "spoke" })).toBe("done");
    // The move to Contacted is written a millisecond after the call: the note comes after both.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await outcome(context, session, older, { intent: "note", body: "Older's note" })).toBe("done");
    // Its incident date, learned on the call.
    expect(
      await factsOutcome(
        context,
        session,
        newer,
        await factsForm(context, session, newer, { incidentDate: "2024-05-02" }),
      ),
    ).toBe("done");
    const found = async (words: string) =>
      (await backend.reads.list({ filter: "all", search: searchTerms(words) }, { end: "first" }, 50)).rows.map(
        (row) => row.id,
      );
    expect(await found("zanzibarian")).toEqual([newer]);
    const counts = async () => (await context.list(session, { ...LISTING, filter: "all" })).counts;
    expect(await counts()).toMatchObject({ all: 2, new: 1, contacted: 1 });

    // Merged from the newer's page: the older keeps its reference.
    expect((await context.detail(session, older))!.duplicates.map(({ item }) => item.id)).toEqual([newer]);
    expect(await outcome(context, session, newer, { intent: "merge", other: older })).toBe("done");
    const merged = (await context.detail(session, older))!;
    expect(merged.reference).toBe(older.slice(0, 8).toUpperCase());
    expect(merged.merged.map(({ item }) => item.id)).toEqual([newer]);
    expect(merged.merged[0]!.fields.find((field) => field.key === "caseDescription")!.value).toContain("Zanzibarian");
    // Its deadlines are the newer's incident's, and its first contact the newer's call.
    expect(merged.triage.deadlines?.claim.date).toBe("2024-11-02");
    expect(merged.firstContactAt).not.toBeNull();
    expect(merged.thread.map((entry) => [entry.kind, entry.originId])).toEqual([
      ["call", newer],
      ["stage", newer],
      ["note", null],
      ["fact", newer],
      ["merge", null],
    ]);
    expect((await context.detail(session, newer))!.mergedInto).toBe(older);
    // Listed once, counted once, found as the older; no decline anywhere.
    expect(await found("zanzibarian")).toEqual([older]);
    expect(await found(newer.slice(0, 8))).toEqual([older]);
    expect(await counts()).toMatchObject({ all: 1, new: 1, contacted: 0, declined: 0 });
    expect((await context.list(session, { ...LISTING, filter: "all" })).items.map((item) => item.id)).toEqual([older]);
    expect(await outcome(context, session, newer, { intent: "merge", other: older })).toBe("merge_refused");
    expect(await outcome(context, session, older, { intent: "merge", reference: "ZZZZ-ZZZZ" })).toBe("not_found");

    // Undone: both on their own again, as they were.
    const mergeId = merged.merged[0]!.merge!.id;
    expect(await outcome(context, session, older, { intent: "unmerge", merge: mergeId })).toBe("done");
    expect(await outcome(context, session, older, { intent: "unmerge", merge: mergeId })).toBe("cannot_undo");
    const apart = (await context.detail(session, older))!;
    expect(apart.merged).toEqual([]);
    expect(apart.triage.deadlines).toBeNull();
    expect(apart.firstContactAt).toBeNull();
    expect(apart.thread.map((entry) => entry.kind)).toEqual(["note", "merge", "unmerge"]);
    const back = (await context.detail(session, newer))!;
    expect(back.stage).toBe("contacted");
    expect(back.thread.map((entry) => [entry.kind, entry.originId])).toEqual([
      ["call", null],
      ["stage", null],
      ["fact", null],
      ["unmerge", null],
    ]);
    expect(await found("zanzibarian")).toEqual([newer]);
    expect(await counts()).toMatchObject({ all: 2, new: 1, contacted: 1 });
  });

  it("moves the newer request's files to the older one, and exactly those back on its undo", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const files = createFilesRepository(backend.database);
    const older = await store(backend, caseEvaluation, Date.now() - 2 * DAY);
    const newer = await store(backend, caseEvaluation, Date.now() - DAY);
    const file = (id: string, requestId: string) => ({
      id,
      requestId,
      name: `${id}.jpg`,
      size: 10,
      wrappedKey: "wrapped",
      language: "en",
      createdAt: Date.now(),
    });
    await files.add(file("00000000-0000-4000-8000-00000000000a", older));
    await files.add(file("00000000-0000-4000-8000-00000000000b", newer));
    const ids = async (requestId: string) => (await files.ofRequest(requestId)).map((each) => each.id).sort();
    expect(await outcome(context, session, older, { intent: "merge", other: newer })).toBe("done");
    expect(await ids(older)).toEqual(["00000000-0000-4000-8000-00000000000a", "00000000-0000-4000-8000-00000000000b"]);
    expect(await ids(newer)).toEqual([]);
    // A file the visitor sends to the merged request afterwards stays with it on the undo.
    await files.add(file("00000000-0000-4000-8000-00000000000c", older));
    const mergeId = (await context.detail(session, older))!.merged[0]!.merge!.id;
    expect(await outcome(context, session, older, { intent: "unmerge", merge: mergeId })).toBe("done");
    expect(await ids(older)).toEqual(["00000000-0000-4000-8000-00000000000a", "00000000-0000-4000-8000-00000000000c"]);
    expect(await ids(newer)).toEqual(["00000000-0000-4000-8000-00000000000b"]);
  });

  it("can no longer be undone after 30 days", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const older = await store(backend, caseEvaluation, Date.now() - 2 * DAY);
    const newer = await store(backend, caseEvaluation, Date.now() - DAY);
    expect(await outcome(context, session, older, { intent: "merge", other: newer })).toBe("done");
    const mergeId = (await context.detail(session, older))!.merged[0]!.merge!.id;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * DAY });
    expect((await context.detail(session, older))!.merged[0]!.merge!.undoableUntil).toBeNull();
    expect(await outcome(context, session, older, { intent: "unmerge", merge: mergeId })).toBe("cannot_undo");
  });
});

describe("the order by deadline", () => {
  it("puts a claim that passed after one still to come, counted again as the days pass", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    // Claims due tomorrow and in about three months.
    const soon = await store(backend, { ...caseEvaluation, incidentDate: daysAgo(182) });
    const later = await store(backend, { ...caseEvaluation, incidentDate: daysAgo(90) });
    const byDeadline = async () =>
      (await context.list(session, { ...LISTING, sort: "deadline" })).items.map((item) => item.id);
    expect(await byDeadline()).toEqual([soon, later]);
    // A week on: the first's claim has passed, its two-year limit is what is left.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 7 * DAY });
    expect(await byDeadline()).toEqual([later, soon]);
    const row = (await backend.reads.get(soon))!;
    expect(row.deadline_order).toBe(row.suit_deadline);
  });
});

describe("facts corrected after a call", () => {
  it("count the deadlines again from a corrected incident date, each change a thread entry, what was sent kept as sent", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const id = await store(backend, caseEvaluation);
    const before = (await context.detail(session, id))!;
    expect(before.triage.deadlines?.claim.date).toBe("2024-09-14");

    const posted = await factsForm(context, session, id, {
      incidentDate: "2026-06-20",
      officers: "Dep. R. Alvarez #4471",
      inCustody: "yes",
      nextCourtDate: "2026-12-14",
    });
    expect(await factsOutcome(context, session, id, posted)).toBe("done");
    expect(await factsOutcome(context, session, id, posted)).toBe("unchanged");
    const after = (await context.detail(session, id))!;
    expect(after.triage.deadlines).toMatchObject({
      claim: { date: "2026-12-20" },
      suit: { date: "2028-06-20" },
    });
    expect(after.triage).toMatchObject({ inCustody: true, courtDay: "2026-12-14" });
    expect(after.thread.map((entry) => [entry.kind, entry.detail, entry.previous, entry.body, entry.author])).toEqual([
      ["fact", "incidentDate", "2024-03-14", "2026-06-20", OFFICE],
      ["fact", "officers", "", "Dep. R. Alvarez #4471", OFFICE],
      ["fact", "inCustody", "", "yes", OFFICE],
      ["fact", "nextCourtDate", "", "2026-12-14", OFFICE],
    ]);
    // What the visitor sent is theirs, with the correction beside it.
    expect(after.fields.find((field) => field.key === "incidentDate")!.value).toBe("3/14/2024");
    expect(after.corrected.incidentDate).toBe("2026-06-20");
    // The deadline order and filters follow the correction.
    const today = dayKey(dayIn(OFFICE_TIME_ZONE, Date.now()));
    const row = (await backend.reads.get(id))!;
    expect(row.claim_deadline).toBe(20261220);
    expect(row.claim_deadline! >= today).toBe(true);
    // The audit names the facts, never their values.
    const { entries } = await context.audit(session, 1);
    const audited = entries.find((entry) => entry.action === "facts")!;
    expect(audited.detail).toBe("incidentDate officers inCustody nextCourtDate");

    // Set back to what the visitor sent: theirs again.
    expect(await factsOutcome(context, session, id, { ...posted, incidentDate: "2024-03-14" })).toBe("done");
    const reverted = (await context.detail(session, id))!;
    expect(reverted.corrected.incidentDate).toBeUndefined();
    expect(reverted.triage.deadlines?.claim.date).toBe("2024-09-14");
    expect(isoDay(dayIn(OFFICE_TIME_ZONE, Date.now())) > "2026").toBe(true);
  });
});

describe("a lead the office enters", () => {
  it("gets a reference and joins the pipeline like any request; nothing is mailed to anyone", async () => {
    const { backend, sent } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const read = readNewLead(
      new URLSearchParams({
        channel: "jail",
        firstName: "Luis",
        lastName: "Ocampo",
        phone: "",
        email: "",
        preferredLanguage: "Spanish",
        caseDescription: "Called collect from the jail: a deputy broke his arm at booking.",
        incidentDate: "",
        incidentLocation: "Main Adult Detention Facility",
        policeAgency: "Sonoma County Sheriff's Office",
        pendingCharges: "yes",
        bookingNumber: "SC-2611-0042",
        howHeardAboutUs: "Friend or family recommendation",
        spoke: "yes",
      }),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const id = await context.enterLead(session, read.value, newOnce());
    const detail = (await context.detail(session, id))!;
    expect(detail).toMatchObject({
      source: "office",
      wayIn: "jail",
      stage: "contacted",
      delivery: { state: "entered" },
    });
    expect(detail.reference).toMatch(/^[0-9A-F]{8}$/);
    expect(detail.facts.find((fact) => fact.key === "bookingNumber")).toMatchObject({
      value: "SC-2611-0042",
      set: true,
    });
    expect(detail.thread.map((entry) => [entry.kind, entry.detail])).toEqual([
      ["entered", "jail"],
      ["stage", "contacted"],
    ]);
    const listed = await context.list(session, { ...LISTING, source: "jail" });
    expect(listed.items.map((item) => item.id)).toEqual([id]);
    // Found by its booking number, and in the open tab's count; never on the web's reply promise.
    expect(
      (await backend.reads.list({ filter: "open", search: searchTerms("SC-2611-0042") }, { end: "first" }, 5)).rows.map(
        (row) => row.id,
      ),
    ).toEqual([id]);
    expect(listed.counts.open).toBe(1);
    expect(detail.triage.overdue).toBe(false);
    await new Promise((done) => setTimeout(done, 300));
    expect(sent).toEqual([]);
  });
});
