/**
 * The office's intake pipeline through its service, as the request page's forms drive it:
 * stages and decisions, assignment, replies and calls, notes, the honest delivery states, the
 * possible duplicates and the inbox's filters. The whole backend on SQLite, its mail in memory
 * (the server-process journeys on both databases are in tests/integration/office-pipeline.test.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliveryResult } from "../mail/transport";
import { caseEvaluation, widgetSubmission } from "../requests/test-support";
import { DEFAULT_SCHEDULING } from "../agenda/settings";
import { LISTING, OFFICE, ORIGIN, newOnce, setUpBackend, signedIn, stopBackends, outcome } from "./test-backend";

const COLLEAGUE = "paralegal@example.com";
const ENV = { OFFICE_EMAILS: `${OFFICE},${COLLEAGUE}`, MAIL_TO: "office@example.com" };

afterEach(async () => {
  vi.useRealTimers();
  await stopBackends();
});

async function store(backend: Awaited<ReturnType<typeof setUpBackend>>["backend"], payload: object, at?: number) {
  const saved = await backend.requests.save(
    { kind: "request", request: { source: "case-evaluation", payload } } as never,
    at,
  );
  if (saved.outcome !== "created") throw new Error("not stored");
  // As the endpoint does once a request is stored.
  backend.delivery.wake();
  return saved.id;
}

describe("stages", () => {
  it("move a request through every stage; a decision needs its reason; each change is audited and in the thread", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const id = await store(backend, caseEvaluation);

    for (const stage of ["contacted", "consultation", "retained"] as const) {
      expect(await outcome(context, session, id, { intent: "stage", stage })).toBe("done");
    }
    expect(await outcome(context, session, id, { intent: "stage", stage: "retained" })).toBe("unchanged");
    expect(await outcome(context, session, id, { intent: "stage", stage: "declined" })).toBe("needs_reason");
    expect(await outcome(context, session, id, { intent: "stage", stage: "declined", reason: "  " })).toBe(
      "needs_reason",
    );
    expect(await outcome(context, session, id, { intent: "stage", stage: "declined", reason: "No injury" })).toBe(
      "done",
    );
    expect(await outcome(context, session, id, { intent: "stage", stage: "referred", reason: "Employment case" })).toBe(
      "done",
    );
    expect(await outcome(context, session, id, { intent: "spam" })).toBe("done");
    expect(await outcome(context, session, id, { intent: "stage", stage: "new" })).toBe("unchanged");

    const detail = (await context.detail(session, id))!;
    expect(detail.stage).toBe("spam");
    expect(detail.thread.filter((entry) => entry.kind === "stage").map((entry) => [entry.detail, entry.body])).toEqual([
      ["contacted", ""],
      ["consultation", ""],
      ["retained", ""],
      ["declined", "No injury"],
      ["referred", "Employment case"],
    ]);
    const { entries } = await context.audit(session, 1);
    const mine = entries.filter((entry) => entry.requestId === id && entry.action !== "view").reverse();
    expect(mine.map(({ action, detail: what, actor }) => [action, what, actor])).toEqual([
      ["stage", "contacted", OFFICE],
      ["stage", "consultation", OFFICE],
      ["stage", "retained", OFFICE],
      ["stage", "declined", OFFICE],
      ["stage", "referred", OFFICE],
      ["spam", null, OFFICE],
    ]);
    // The reason is the office's words about a visitor: kept with the request, never in the audit trail.
    expect(JSON.stringify(entries)).not.toContain("No injury");
  });
});

describe("assignment", () => {
  it("mails the assignee the reference and a link, nothing the visitor wrote; never to oneself or a stranger", async () => {
    const { backend, sent } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const id = await store(backend, caseEvaluation);
    await vi.waitFor(() => expect(sent).toHaveLength(1)); // the office's notification

    expect(await outcome(context, session, id, { intent: "assign", assignee: "stranger@example.org" })).toBe(
      "not_an_office_address",
    );
    expect(await outcome(context, session, id, { intent: "assign", assignee: COLLEAGUE })).toBe("done");
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const notice = sent[1]!;
    expect(notice.to).toEqual([COLLEAGUE]);
    const reference = id.slice(0, 8).toUpperCase();
    expect(notice.subject).toBe(`Request ${reference} was assigned to you`);
    expect(notice.text).toContain(`${ORIGIN}/office/requests/${id}`);
    const whole = `${notice.subject}\n${notice.text}\n${notice.html}\n${JSON.stringify(notice.headers)}`;
    for (const value of Object.values(caseEvaluation)) {
      for (const word of value.split(/\s+/).filter((part) => part.length > 3)) expect(whole).not.toContain(word);
    }
    expect(notice.replyTo).toBeUndefined();

    expect(await outcome(context, session, id, { intent: "assign", assignee: OFFICE })).toBe("done");
    expect(await outcome(context, session, id, { intent: "assign", assignee: "" })).toBe("done");
    await new Promise((done) => setTimeout(done, 100));
    expect(sent).toHaveLength(2);
    const mine = { ...LISTING, mine: true };
    const listed = await context.list(session, mine);
    expect(listed.paging.total).toBe(0);
    await outcome(context, session, id, { intent: "assign", assignee: OFFICE });
    expect((await context.list(session, mine)).items.map((item) => item.id)).toEqual([id]);
  });
});

describe("self-booking's link in the received reply", () => {
  it("ends the received letter with the pick page's link in the visitor's language, only while the firm has it on", async () => {
    const { backend, sent } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const visitor = async (email: string) =>
      store(backend, { ...caseEvaluation, email, siteLanguage: "es", preferredLanguage: "Spanish" });
    const received = { intent: "reply", language: "es", template: "received", subject: "Su solicitud" } as const;
    const replyTo = (address: string) => () => sent.find((mail) => mail.to.includes(address))!;

    // Off (a fresh install): no link.
    const before = await visitor("before@example.org");
    expect(await outcome(context, session, before, { ...received, body: "Hola." })).toBe("done");
    await vi.waitFor(() => expect(replyTo("before@example.org")()).toBeDefined());
    expect(replyTo("before@example.org")().text).not.toContain("/book/");

    await context.agenda.scheduling.save(session, { ...DEFAULT_SCHEDULING, selfBooking: true }, newOnce());
    const on = await visitor("on@example.org");
    expect(await outcome(context, session, on, { ...received, body: "Hola." })).toBe("done");
    await vi.waitFor(() => expect(replyTo("on@example.org")()).toBeDefined());
    const mail = replyTo("on@example.org")();
    const url = /http:\/\/localhost:3000\/es\/book\/[\w-]{43}/.exec(mail.text)?.[0];
    expect(mail.text).toContain(`Para elegir la hora de su consulta gratuita, abra esta página: ${url}`);
    expect(mail.html).toContain(`<a href="${url}">`);
    // The link opens this request's pick page, with open times.
    expect((await backend.booking.view(url!.split("/").at(-1)!, Date.now())).state).toBe("open");

    // A letter in the office's own words carries none.
    const other = await visitor("other@example.org");
    const { template: _template, ...ownWords } = received;
    expect(await outcome(context, session, other, { ...ownWords, body: "Una pregunta." })).toBe("done");
    await vi.waitFor(() => expect(replyTo("other@example.org")()).toBeDefined());
    expect(replyTo("other@example.org")().text).not.toContain("/book/");
  });
});

describe("replies and calls", () => {
  it("write to the visitor alone, Reply-To the office, in their language; the first contact moves New to Contacted", async () => {
    const { backend, sent } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const id = await store(backend, { ...caseEvaluation, siteLanguage: "es", preferredLanguage: "Spanish" });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect((await context.detail(session, id))!.language).toBe("es");

    const body = "Hola, Jane:\n\n<b>Recibimos</b> su solicitud.\r\n<script>alert(1)</script>";
    expect(
      await outcome(context, session, id, {
        intent: "reply",
        language: "es",
        template: "received",
        subject: "Su solicitud",
        body,
      }),
    ).toBe("done");
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const reply = sent[1]!;
    expect(reply.to).toEqual([caseEvaluation.email]);
    expect(reply.replyTo).toEqual({ name: "Avery Civil Rights Law", address: "office@example.com" });
    expect(reply.headers["Content-Language"]).toBe("es");
    expect(reply.html).toContain('<html lang="es">');
    expect(reply.html).toContain("&lt;b&gt;Recibimos&lt;/b&gt;");
    expect(reply.html).not.toContain("<script>");
    // The letter as written, then, in its language, the secure way to answer: a link for this request only.
    const [letter, footer] = reply.text.split("\n\nPara respondernos de forma segura, abra esta página: ");
    expect(letter).toBe("Hola, Jane:\n\n<b>Recibimos</b> su solicitud.\n<script>alert(1)</script>");
    expect(footer).toMatch(
      /^http:\/\/localhost:3000\/es\/answer\/[\w-]{43}\nFunciona hasta el \d{1,2} de \w+ de \d{4}, solamente para su solicitud/,
    );
    expect(reply.html).toMatch(/<a href="http:\/\/localhost:3000\/es\/answer\/[\w-]{43}">/);

    const detail = (await context.detail(session, id))!;
    expect(detail.stage).toBe("contacted");
    expect(detail.firstContactAt).not.toBeNull();
    const entry = detail.thread.find((item) => item.kind === "reply")!;
    expect(entry).toMatchObject({ author: OFFICE, language: "es", template: "received", subject: "Su solicitud" });
    expect(entry.delivery).toMatchObject({ state: "delivered" });
    expect(entry.attempts.map((attempt) => attempt.outcome)).toEqual(["delivered"]);
    // A second contact changes neither the first contact nor the stage.
    expect(
      await outcome(context, session, id, { intent: "call", outcome: "voicemail", body: "Left a voicemail" }),
    ).toBe("done");
    expect((await context.detail(session, id))!.firstContactAt).toBe(detail.firstContactAt);
  });

  it("log a call for a request with only a phone number, which cannot be written to", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const saved = await backend.requests.save({
      kind: "request",
      request: { source: "widget", payload: widgetSubmission },
    });
    const id = saved.outcome === "created" ? saved.id : "";
    const before = (await context.detail(session, id))!;
    expect(before.canReply).toBe(false);
    expect(
      await outcome(context, session, id, {
        intent: "reply",
        language: "en",
        subject: "Hello",
        body: "Please call us.",
      }),
    ).toBe("no_email");
    expect(
      await outcome(context, session, id, {
        intent: "call",
        outcome: "spoke",
        body: "Spoke with Sam; sending the photos.",
      }),
    ).toBe("done");
    const after = (await context.detail(session, id))!;
    expect(after.stage).toBe("contacted");
    expect(after.thread.map((entry) => entry.kind)).toEqual(["call", "stage"]);
  });

  it("keep a failed reply in the thread with its attempts, and send it again on request", async () => {
    let down = true;
    const { backend, sent } = await setUpBackend(
      { ...ENV },
      {
        deliver: async (mail) =>
          down && mail.to[0] === caseEvaluation.email ? { ok: false, error: "EENVELOPE 550" } : { ok: true },
      },
    );
    const { context, session } = await signedIn(backend);
    const id = await store(backend, caseEvaluation);
    await outcome(context, session, id, { intent: "reply", language: "en", subject: "Hi", body: "We received it." });
    await vi.waitFor(async () => {
      const entry = (await context.detail(session, id))!.thread.find((item) => item.kind === "reply")!;
      expect(entry.delivery).toMatchObject({ state: "failed", lastError: "EENVELOPE 550" });
    });
    down = false;
    const entry = (await context.detail(session, id))!.thread.find((item) => item.kind === "reply")!;
    // Marked spam meanwhile: nothing more goes to that address; back out of spam, it may.
    expect(await outcome(context, session, id, { intent: "spam" })).toBe("done");
    expect(await outcome(context, session, id, { intent: "reply_again", entry: entry.id })).toBe("unchanged");
    expect(await outcome(context, session, id, { intent: "not_spam" })).toBe("done");
    expect(await outcome(context, session, id, { intent: "reply_again", entry: entry.id })).toBe("done");
    await vi.waitFor(() => expect(sent.filter((mail) => mail.to[0] === caseEvaluation.email)).toHaveLength(1));
    await vi.waitFor(async () => {
      const again = (await context.detail(session, id))!.thread.find((item) => item.kind === "reply")!;
      expect(again.delivery).toMatchObject({ state: "delivered" });
      expect(again.attempts.map((attempt) => attempt.outcome)).toEqual(["failed", "delivered"]);
    });
  });
});

describe("the office's notification", () => {
  it("says Sending… while an attempt is in flight and never that it failed until one has; the history keeps every attempt", async () => {
    let release: ((result: DeliveryResult) => void) | undefined;
    const { backend } = await setUpBackend(ENV, {
      deliver: () => new Promise<DeliveryResult>((done) => (release = done)),
    });
    const { context, session } = await signedIn(backend);
    const id = await store(backend, caseEvaluation);
    await vi.waitFor(() => expect(release).toBeDefined());
    expect((await context.detail(session, id))!.delivery).toEqual({ state: "sending", attempt: 1 });
    release!({ ok: false, error: "ECONNECTION" });
    release = undefined;
    await vi.waitFor(async () =>
      expect((await context.detail(session, id))!.delivery).toMatchObject({
        state: "retrying",
        failedAttempts: 1,
        lastError: "ECONNECTION",
      }),
    );
    await vi.waitFor(() => expect(release).toBeDefined(), { timeout: 5_000 });
    release!({ ok: true });
    await vi.waitFor(async () =>
      expect((await context.detail(session, id))!.delivery).toMatchObject({ state: "delivered" }),
    );

    // Delivered already: a re-send asks first, then keeps the earlier attempts in the history.
    expect(await outcome(context, session, id, { intent: "deliver" })).toBe("needs_confirmation");
    release = undefined;
    expect(await outcome(context, session, id, { intent: "deliver", confirm: "yes" })).toBe("done");
    await vi.waitFor(() => expect(release).toBeDefined());
    expect((await context.detail(session, id))!.delivery).toEqual({ state: "sending", attempt: 1 });
    release!({ ok: true });
    await vi.waitFor(async () => {
      const detail = (await context.detail(session, id))!;
      expect(detail.delivery).toMatchObject({ state: "delivered" });
      expect(detail.notification.attempts.map((attempt) => [attempt.attempt, attempt.outcome])).toEqual([
        [1, "retry"],
        [2, "delivered"],
        [1, "delivered"],
      ]);
      expect(detail.notification.resends.map((entry) => entry.actor)).toEqual([OFFICE]);
    });
  });
});

describe("the inbox", () => {
  it("links possible duplicates both ways: the same email, a phone written otherwise, the same agency on the same day", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const first = await store(backend, caseEvaluation, 1_000);
    const elsewhere = (policeAgency: string) => ({ ...caseEvaluation, policeAgency });
    const sameEmail = await store(
      backend,
      { ...elsewhere("Petaluma Police Department"), email: " JANE.DOE@example.org", phone: "707 555 9999" },
      2_000,
    );
    const samePhone = await store(
      backend,
      { ...elsewhere("Napa Police Department"), email: "other@example.org", phone: "+1 707.555.0100" },
      3_000,
    );
    const sameIncident = await store(
      backend,
      {
        ...caseEvaluation,
        email: "witness@example.org",
        phone: "(415) 555-0111",
        policeAgency: "santa rosa police dept.",
      },
      4_000,
    );
    const witness = await store(
      backend,
      {
        ...caseEvaluation,
        email: "w2@example.org",
        phone: "(415) 555-0112",
        policeAgency: "Santa Rosa Police Department",
      },
      5_000,
    );
    const unrelated = await store(
      backend,
      { ...caseEvaluation, email: "x@example.org", phone: "(415) 555-0113", incidentDate: "3/15/2024" },
      6_000,
    );

    const reasonsOf = async (id: string) =>
      Object.fromEntries(
        (await context.detail(session, id))!.duplicates.map(({ item, reasons }) => [item.id, reasons]),
      );
    expect(await reasonsOf(first)).toEqual({
      [sameEmail]: ["email"],
      [samePhone]: ["phone"],
      [witness]: ["incident"],
    });
    expect(await reasonsOf(sameEmail)).toEqual({ [first]: ["email"] });
    expect(await reasonsOf(samePhone)).toEqual({ [first]: ["phone"] });
    expect(await reasonsOf(witness)).toEqual({ [first]: ["incident"] });
    // "Dept." is not "Department": an agency matches as typed, give or take case, accents and punctuation.
    expect(await reasonsOf(sameIncident)).toEqual({});
    // The same agency on another day is another incident.
    expect(await reasonsOf(unrelated)).toEqual({});
    const page = await context.list(session, { ...LISTING, filter: "all" });
    expect(Object.fromEntries(page.items.map((item) => [item.id, item.related]))).toEqual({
      [first]: true,
      [sameEmail]: true,
      [samePhone]: true,
      [witness]: true,
      [sameIncident]: false,
      [unrelated]: false,
    });
  });

  it("filters to claim deadlines within 30 days and sorts by them, on the office's clock, and flags an overdue reply", async () => {
    // Wednesday 4 September 2024, 9 a.m. in California.
    const now = Date.parse("2024-09-04T09:00:00-07:00");
    vi.useFakeTimers({ toFake: ["Date"], now });
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const at = (iso: string) => Date.parse(iso);
    const soon = await store(
      backend,
      { ...caseEvaluation, incidentDate: "3/14/2024" },
      at("2024-09-03T08:00:00-07:00"),
    );
    const today = await store(
      backend,
      { ...caseEvaluation, incidentDate: "3/4/2024" },
      at("2024-09-04T08:00:00-07:00"),
    );
    const later = await store(
      backend,
      { ...caseEvaluation, incidentDate: "4/30/2024" },
      at("2024-09-04T08:30:00-07:00"),
    );
    const passed = await store(
      backend,
      { ...caseEvaluation, incidentDate: "2/29/2024" },
      at("2024-09-04T08:40:00-07:00"),
    );
    const none = await store(backend, { ...caseEvaluation, incidentDate: "" }, at("2024-09-04T08:50:00-07:00"));
    const listing = { ...LISTING, claim: "30" } as const;

    const within = await context.list(session, listing);
    expect(within.items.map((item) => item.id)).toEqual([today, soon]);
    expect(within.items.map((item) => item.triage.deadlines?.claim)).toEqual([
      { date: "2024-09-04", daysLeft: 0 },
      { date: "2024-09-14", daysLeft: 10 },
    ]);
    const sorted = await context.list(session, { ...listing, claim: null, sort: "deadline" });
    // The soonest deadline still to come first: a claim passed sorts by its lawsuit deadline, two years on.
    expect(sorted.items.map((item) => item.id)).toEqual([today, soon, later, passed, none]);
    expect(sorted.alerts.claimDeadlines.requests.map((request) => [request.id, request.daysLeft])).toEqual([
      [today, 0],
      [soon, 10],
    ]);
    // Received Tuesday 8 a.m.: a reply was due Wednesday 8 a.m.
    expect(sorted.items.find((item) => item.id === soon)!.triage.overdue).toBe(true);
    expect(sorted.items.find((item) => item.id === today)!.triage.overdue).toBe(false);
    await outcome(context, session, soon, { intent: "call", outcome: "spoke" });
    const after = await context.list(session, { ...listing, claim: null, sort: "deadline" });
    expect(after.items.find((item) => item.id === soon)!.triage.overdue).toBe(false);
    expect(after.alerts.claimDeadlines.requests.map((request) => request.id)).toEqual([today]);
    expect(after.counts).toMatchObject({ open: 5, new: 4, contacted: 1, all: 5 });
    expect(after.firstContact).toMatchObject({ count: 1, medianMs: now - at("2024-09-03T08:00:00-07:00") });
  });

  it("exports the pipeline's columns, and the internal notes only when asked, each cell guarded against formulas", async () => {
    const { backend } = await setUpBackend(ENV);
    const { context, session } = await signedIn(backend);
    const id = await store(backend, caseEvaluation);
    await outcome(context, session, id, { intent: "note", body: '=HYPERLINK("http://evil.example")' });
    await outcome(context, session, id, { intent: "stage", stage: "declined", reason: "Outside our area" });
    await outcome(context, session, id, { intent: "assign", assignee: COLLEAGUE });
    const listing = { ...LISTING, filter: "all" } as const;
    const batchesOf = async (notes: boolean) => {
      const { batches, total } = await context.exportRows(session, listing, { notes });
      const all = [];
      for await (const batch of batches) all.push(batch);
      return { all, total };
    };
    const plain = await batchesOf(false);
    expect(plain.total).toBe(1);
    expect(plain.all.map((batch) => batch.notes)).toEqual([null]);
    const withNotes = await batchesOf(true);
    expect(withNotes.all[0]?.notes?.get(id)?.map((note) => note.body)).toEqual(['=HYPERLINK("http://evil.example")']);
    const { entries } = await context.audit(session, 1);
    expect(entries.filter((entry) => entry.action === "export").map((entry) => entry.detail)).toEqual([
      "filter=all, with internal notes; 1 row",
      "filter=all; 1 row",
    ]);
  });
});
