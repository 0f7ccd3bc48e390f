/**
 * Every lead in the office, whichever way it came, through the real server on the production
 * build with the SMTP sink standing in for the mail provider, on SQLite and on PostgreSQL: a
 * phone lead entered; an incident date corrected, its deadlines recounted, its thread entry; a
 * merge and its undo, with the search index and the tab counts consistent; a visitor's answer
 * through the link in a reply, and an expired or foreign link refused; bulk actions only with
 * the form's token; the CSV's new columns; and (PostgreSQL) SQLite's stems agreeing with
 * PostgreSQL's english and spanish configurations. One server process per database.
 */
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stemsOf } from "../../server/payload/stemming";
import { ENGLISH_STOP_WORDS, SPANISH_STOP_WORDS } from "../../server/payload/stop-words";
import { parseCsv } from "../support/csv";
import type { PostgresCluster } from "../support/postgres-cluster";
import type { SmtpSink } from "../support/smtp-sink";
import { caseEvaluation, postContact, widgetSubmission } from "./contact-helpers";
import { formToken, get, listingPath, OFFICE, sentTo, signedInOffice, type SignedInOffice } from "./office-helpers";

const COLLEAGUE = "paralegal@example.com";
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

describe.each(["sqlite", "postgres"] as const)("every lead in the office on %s", { timeout: 120_000 }, (engine) => {
  let office: SignedInOffice;
  let cluster: PostgresCluster | undefined;
  let sink: SmtpSink;
  let url: string;
  let cookie: string;
  const runSql = async (statement: string, parameters: unknown[]) => void (await office.sql(statement, parameters));

  beforeAll(async () => {
    office = await signedInOffice(engine, "leads", { colleagues: [COLLEAGUE] });
    ({ cluster, sink, url, cookie } = office);
  }, 90_000);

  afterAll(() => office?.stop());

  async function send(payload: object): Promise<string> {
    const response = await postContact(url, payload);
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }
  const post = (path: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
    // Each form as freshly rendered: a one-time action id of its own (server/office/once.ts).
    if (!body.has("once")) body.set("once", `${randomBytes(16).toString("base64url")}.t`);
    return fetch(`${url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: url },
      body,
    });
  };
  const page = async (path: string) => text(await get(url, path, cookie));
  const act = async (id: string, fields: Record<string, string>) =>
    post(`/office/requests/${id}`, { ...fields, csrf: await formToken(url, `/office/requests/${id}`, cookie) });
  /** The ids a search lists, in its order. */
  async function found(query: string): Promise<string[]> {
    const html = await page(await listingPath(url, cookie, `filter=all&q=${encodeURIComponent(query)}`));
    return [...html.matchAll(/name="id" value="([0-9a-f-]{36})"/g)].map((match) => match[1]!);
  }
  const tabCount = (html: string, tab: string) =>
    Number(new RegExp(`>${tab} <span class="office-count">([\\d,]+)<`).exec(html)?.[1]?.replace(/,/g, "") ?? NaN);

  it("enters a phone lead with the form's checks and the office's exceptions, mails nobody, and lists it with its reference", async () => {
    const csrf = await formToken(url, "/office/new", cookie);
    const fields = {
      csrf,
      channel: "phone",
      firstName: "Rosa",
      lastName: `Villalobos-${engine}`,
      phone: "(707) 555-0188",
      email: "",
      preferredLanguage: "Spanish",
      caseDescription: "Her son called: deputies beat him during the booking at the jail.",
      incidentDate: "2026-11-20",
      incidentLocation: "Main Adult Detention Facility, Santa Rosa",
      policeAgency: "Sonoma County Sheriff's Office",
      pendingCharges: "",
      bookingNumber: "",
      howHeardAboutUs: "Friend or family recommendation",
    };
    // Neither a phone nor an email: refused with what was typed kept, and the office's words.
    const refused = await post("/office/new", { ...fields, phone: "" });
    expect(refused.status).toBe(400);
    const again = await text(refused);
    expect(again).toContain("Give a phone number or an email address (or, for a call from jail, a booking number)");
    expect(again).toContain(`value="Villalobos-${engine}"`);
    // Without its token: refused.
    expect((await post("/office/new", { ...fields, csrf: "" })).status).toBe(403);

    const before = sink.messages.length;
    const entered = await post("/office/new", fields);
    expect(entered.status).toBe(302);
    const id = /\/office\/requests\/([0-9a-f-]{36})\?sent=entered/.exec(entered.headers.get("location") ?? "")![1]!;
    const html = await page(`/office/requests/${id}?sent=entered`);
    expect(html).toContain("The lead is entered.");
    expect(html).toContain(`Reference <strong class="office-reference">${id.slice(0, 8).toUpperCase()}</strong>`);
    expect(html).toContain(`${OFFICE} entered this lead (Phone call)`);
    expect((await page(await listingPath(url, cookie, "source=phone"))).match(/name="id" value="/g)).toHaveLength(1);
    expect(await found(id.slice(0, 4) + "-" + id.slice(4, 8))).toEqual([id]);
    await new Promise((done) => setTimeout(done, 500));
    expect(sink.messages.slice(before)).toEqual([]);
  });

  it("recounts the deadlines from a corrected incident date, writes the change in the thread, and keeps the visitor's words as sent", async () => {
    const id = await send({ ...caseEvaluation, lastName: `Facts-${engine}`, email: `facts.${engine}@example.org` });
    const csrf = await formToken(url, `/office/requests/${id}`, cookie);
    const shown = await page(`/office/requests/${id}`);
    expect(shown).toMatch(/id="office-fact-incidentDate"[^>]*type="date"[^>]*value="2024-03-14"/);
    // The facts form posts every fact as it showed them, this one changed.
    const facts = Object.fromEntries(
      [...shown.matchAll(/<(?:input|select|textarea)[^>]*id="office-fact-(\w+)"[^>]*>/g)].map((match) => [
        match[1]!,
        "",
      ]),
    );
    const current = {
      ...facts,
      firstName: caseEvaluation.firstName,
      lastName: `Facts-${engine}`,
      phone: caseEvaluation.phone,
      email: `facts.${engine}@example.org`,
      preferredLanguage: caseEvaluation.preferredLanguage,
      incidentLocation: caseEvaluation.incidentLocation,
      policeAgency: caseEvaluation.policeAgency,
      pendingCharges: caseEvaluation.pendingCharges,
      howHeardAboutUs: caseEvaluation.howHeardAboutUs,
    };
    const bad = await post(`/office/requests/${id}`, { ...current, intent: "facts", csrf, incidentDate: "2099-01-01" });
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain("Please choose a date between January 1, 1900 and today");
    const saved = await post(`/office/requests/${id}`, {
      ...current,
      intent: "facts",
      csrf,
      incidentDate: "2026-06-20",
    });
    expect(saved.headers.get("location")).toBe(`/office/requests/${id}?facts=saved#facts`);
    const after = await page(`/office/requests/${id}`);
    expect(after).toContain('dateTime="2026-12-20"');
    expect(after).toContain('dateTime="2028-06-20"');
    expect(after).toContain(`${OFFICE} changed Date of incident`);
    expect(after).toContain("from “2024-03-14” to “2026-06-20”");
    expect(after).toContain(
      '3/14/2024<span class="office-corrected">The office corrected this since: 2026-06-20</span>',
    );
  });

  it("merges two requests from one person and undoes it, the search index and the counts following both", async () => {
    const word = `Quetzalcoatl${engine}`;
    const older = await send({
      ...caseEvaluation,
      lastName: `Merge-${engine}`,
      email: `merge.${engine}@example.org`,
      phone: "(707) 555-0301",
    });
    const newer = await send({
      ...widgetSubmission,
      firstName: "Merge",
      lastName: engine,
      phone: "707.555.0301",
      caseDescription: `${word}: the deputy tased me twice.`,
    });
    const allBefore = tabCount(await page("/office"), "All");
    expect(await found(word.toLowerCase())).toEqual([newer]);
    // A consultation booked on the newer one follows it into the older one, and back on the undo.
    await act(newer, {
      intent: "consultation_book",
      starts: "2031-01-07T10:00",
      minutes: "30",
      format: "phone",
      attorney: "",
      details: "",
    });
    const booked = /name="consultation" value="([0-9a-f-]{36})"/.exec(await page(`/office/requests/${newer}`))![1]!;
    const merged = await act(newer, { intent: "merge", other: older });
    expect(merged.status).toBe(302);
    // From the newer's page to the older's, which names it.
    expect((await get(url, `/office/requests/${newer}`, cookie)).headers.get("location")).toBe(
      `/office/requests/${older}?merged=${newer}#merge`,
    );
    const html = await page(`/office/requests/${older}?merged=${newer}`);
    expect(html).toContain(`Merged: ${newer.slice(0, 8).toUpperCase()} is part of this request now.`);
    expect(html).toContain(`What request ${newer.slice(0, 8).toUpperCase()} sent`);
    expect(html).toContain(`name="consultation" value="${booked}"`);
    expect(await found(word.toLowerCase())).toEqual([older]);
    // Stemmed: "tasing" finds what was "tased".
    expect(await found(`${word.toLowerCase()} tasing`)).toEqual([older]);
    expect(await found(newer.slice(0, 8))).toEqual([older]);
    const inbox = await page("/office");
    expect(tabCount(inbox, "All")).toBe(allBefore - 1);
    expect(tabCount(inbox, "Declined")).toBe(0);

    const mergeId = /name="merge" value="([0-9a-f-]{36})"/.exec(html)![1]!;
    expect((await act(older, { intent: "unmerge", merge: mergeId })).headers.get("location")).toBe(
      `/office/requests/${older}?sent=undone#merge`,
    );
    expect(await found(word.toLowerCase())).toEqual([newer]);
    expect(await found(newer.slice(0, 8))).toEqual([newer]);
    expect(tabCount(await page("/office"), "All")).toBe(allBefore);
    const undone = await page(`/office/requests/${newer}`);
    expect(undone).toContain(`${OFFICE} undid the merge`);
    expect(undone).toContain(`name="consultation" value="${booked}"`);
    expect(await page(`/office/requests/${older}`)).not.toContain(booked);
  });

  it("takes the visitor's answer through the link in a reply into the thread, and tells the assignee nothing of it", async () => {
    const email = `answers.${engine}@example.org`;
    const id = await send({ ...caseEvaluation, lastName: `Answer-${engine}`, email });
    expect((await act(id, { intent: "assign", assignee: COLLEAGUE })).status).toBe(302);
    await act(id, {
      intent: "reply",
      language: "en",
      subject: "Your request",
      body: "Dear Maria,\n\nCould you tell us the officer's name?",
    });
    const reply = await sink.waitFor((mail) => sentTo(mail, email) && mail.subject === "Your request", 20_000);
    const link = /http:\/\/localhost:3000(\/answer\/[\w-]{43})/.exec(reply.text ?? "")![1]!;
    expect(reply.text).toContain(
      "Replying to this email also reaches the office, but email is less private than the page.",
    );

    // Opening it: the token leaves the address bar for a cookie of the page's own.
    const opened = await fetch(`${url}${link}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/answer");
    const held = /^(answer_link=[\w-]{43})/.exec(opened.headers.get("set-cookie") ?? "")![1]!;
    expect(opened.headers.get("set-cookie")).toMatch(/Path=\/answer; HttpOnly; SameSite=Lax/);
    const form = await fetch(`${url}/answer`, { headers: { Cookie: held } });
    expect(form.headers.get("cache-control")).toBe("no-store");
    expect(await text(form)).toContain("Answer the office");
    const answer = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${url}/answer`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: held, Origin: url, ...headers },
        body: new URLSearchParams(fields),
      });
    expect((await answer({ answer: "  " })).status).toBe(400);
    expect((await answer({ answer: "From another site" }, { Origin: "https://evil.example" })).status).toBe(403);
    const answered = await answer({ answer: "Deputy <b>R. Alvarez</b>, badge 4471.", request: "someone-else" });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe("/answer?sent");
    expect(await text(await fetch(`${url}/answer?sent`, { headers: { Cookie: held } }))).toContain(
      "Your answer is with the office",
    );

    const thread = await page(`/office/requests/${id}`);
    expect(thread).toContain("Answer from the visitor, through their secure link");
    expect(thread).toContain("Deputy &lt;b&gt;R. Alvarez&lt;/b&gt;, badge 4471.");
    const notice = await sink.waitFor(
      (mail) => sentTo(mail, COLLEAGUE) && /An answer arrived on request/.test(mail.subject ?? ""),
      20_000,
    );
    expect(`${notice.text}${notice.html}`).not.toContain("Alvarez");
    expect(notice.text).toContain(`/office/requests/${id}#thread`);
    expect(await page("/office")).toContain('<span class="office-flag office-flag-news">Answered</span>');

    // A link that expired, one that was never issued, and one held for another page: all refused.
    await runSql("update answer_links set expires_at = ? where token_hash = ?", [
      Date.now() - 1,
      createHash("sha256").update(held.split("=")[1]!).digest("hex"),
    ]);
    const expired = await answer({ answer: "Too late?" });
    expect(expired.status).toBe(410);
    expect(await text(expired)).toContain("This link no longer works");
    const forged = await fetch(`${url}/answer`, { headers: { Cookie: `answer_link=${"A".repeat(43)}` } });
    expect(await text(forged)).toContain("This link no longer works");
    const spanish = await fetch(`${url}/es/answer`, { headers: { Cookie: held } });
    expect(await text(spanish)).toContain("Este enlace ya no funciona");
    expect((await page(`/office/requests/${id}`)).match(/Answer from the visitor/g)).toHaveLength(1);
  });

  it("applies bulk actions only with the form's token, each recorded on its request", async () => {
    const ids = [
      await send({
        ...caseEvaluation,
        lastName: `Bulk1-${engine}`,
        email: `b1.${engine}@example.org`,
        phone: "707-555-0401",
      }),
      await send({
        ...caseEvaluation,
        lastName: `Bulk2-${engine}`,
        email: `b2.${engine}@example.org`,
        phone: "707-555-0402",
      }),
    ];
    const csrf = await formToken(url, "/office", cookie);
    const back = "/office?filter=open";
    expect((await post("/office/bulk", { action: "spam", id: ids, back })).status).toBe(403);
    expect((await post("/office/bulk", { action: "spam", scope: "listing", back })).status).toBe(403);
    const foreign = await fetch(`${url}/office/bulk`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: "https://evil.example" },
      body: new URLSearchParams({ action: "spam", id: ids[0]!, csrf, back }),
    });
    expect(foreign.status).toBe(403);
    const reason = await post("/office/bulk", { action: "stage", stage: "declined", id: ids, csrf, back });
    expect(reason.headers.get("location")).toBe(`${back}&bulk-error=needs_reason`);
    const assigned = await post("/office/bulk", { action: "assign", assignee: COLLEAGUE, id: ids, csrf, back });
    expect(assigned.headers.get("location")).toBe(`${back}&bulk=assign-2-0`);
    const spam = await post("/office/bulk", { action: "spam", id: ids, csrf, back });
    expect(spam.headers.get("location")).toBe(`${back}&bulk=spam-2-0`);
    for (const id of ids) {
      const html = await page(`/office/requests/${id}`);
      expect(html).toContain('class="office-stage office-stage-spam"');
      expect(html).toContain(`${OFFICE} assigned it to ${COLLEAGUE}`);
    }
    // "Mine" counts only what is assigned to the one signed in.
    expect(tabCount(await page(await listingPath(url, cookie, "mine=1")), "All")).toBe(0);

    // Every request a listing finds, not only a page's: the listing read again from where the form came.
    const word = `Xylophonist${engine}`;
    for (let n = 0; n < 3; n++) {
      await send({
        ...caseEvaluation,
        lastName: `Listing${n}`,
        email: `l${n}.${engine}@example.org`,
        phone: `707-555-06${n}0`,
        caseDescription: `${word} saw the deputies at the fair.`,
      });
    }
    // The listing's address names a view the server keeps: the word searched is in no URL.
    const listingBack = await listingPath(url, cookie, `filter=all&q=${word}`);
    expect(listingBack).not.toContain(word);
    const everyOne = await post("/office/bulk", {
      action: "assign",
      assignee: OFFICE,
      scope: "listing",
      csrf,
      back: listingBack,
    });
    expect(everyOne.headers.get("location")).toBe(`${listingBack}&bulk=assign-3-0`);
    expect(tabCount(await page(await listingPath(url, cookie, `mine=1&filter=all&q=${word}`)), "All")).toBe(3);
  });

  it("exports the lawsuit deadline, the calls and replies, ISO dates and 'not given' for the widget's placeholders", async () => {
    const widget = await send({ ...widgetSubmission, firstName: "Csv", lastName: engine, phone: "707-555-0501" });
    const form = await send({
      ...caseEvaluation,
      lastName: `Csv-${engine}`,
      email: `csv.${engine}@example.org`,
      phone: "707-555-0502",
    });
    // "I don't know" to pending charges travels as the contract's "unknown", and the office reads it so.
    const unsure = await send({ ...caseEvaluation, lastName: `Csv-unsure-${engine}`, pendingCharges: "unknown" });
    await act(widget, { intent: "call", outcome: "voicemail" });
    await act(widget, { intent: "call", outcome: "spoke" });
    await act(form, { intent: "reply", language: "en", subject: "Hello", body: "Hello" });
    const csv = await text(
      await get(url, await listingPath(url, cookie, "filter=all&q=csv", "/office/export.csv"), cookie),
    );
    const [header, ...rows] = parseCsv(csv.slice(1));
    const byId = Object.fromEntries(
      rows.map((row) => [row[0], Object.fromEntries(header!.map((name, index) => [name, row[index]]))]),
    );
    expect(byId[widget]).toMatchObject({
      Channel: "Message widget",
      "Police agency": "not given",
      "Location of incident": "not given",
      "Pending criminal charges": "not given",
      "How they heard about us": "not given",
      "Calls that reached them": "1",
      "Call attempts": "1",
      "Replies sent": "0",
      "Lawsuit deadline (Code Civ. Proc. 335.1)": "",
    });
    expect(byId[form]).toMatchObject({
      "Date of incident (ISO)": "2024-03-14",
      "Claim deadline (Gov. Code 911.2)": "2024-09-14",
      "Lawsuit deadline (Code Civ. Proc. 335.1)": "2026-03-14",
      "Replies sent": "1",
    });
    expect(byId[unsure]).toMatchObject({ "Pending criminal charges": "unknown" });
    expect(byId[form]).toMatchObject({ "Pending criminal charges": caseEvaluation.pendingCharges });
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    // The inbox's line and the request's page say the person does not know; a "no" says nothing.
    const line = (html: string, id: string) => html.slice(html.indexOf(`id="office-select-${id}"`)).split("</li>")[0]!;
    const inbox = await page(await listingPath(url, cookie, "filter=all&q=csv"));
    expect(line(inbox, unsure)).toContain(">Case: unknown<");
    expect(line(inbox, form)).not.toMatch(/Case: unknown|Case pending/);
    expect(await page(`/office/requests/${unsure}`)).toContain(">Criminal case: they don&#x27;t know<");
  });

  it.runIf(engine === "postgres")("stems on SQLite as PostgreSQL's english and spanish configurations do", async () => {
    const client = new pg.Client({ connectionString: cluster!.url });
    await client.connect();
    const words = [
      ...ENGLISH_STOP_WORDS,
      ...[...SPANISH_STOP_WORDS].filter((word) => /^[a-z]+$/.test(word)),
      ..."tased taser tasered tasing tasers running police policia policias detenido golpearon golpe heridas lesiones camaras videos injuries injured arrested handcuffed sheriff deputies officers brutalidad beaten hospitalized kneeling choked pepper sprayed dog bitten shot killed custody booking witnesses".split(
        " ",
      ),
    ];
    const { rows } = await client.query<{ word: string; english: string[] | null; spanish: string[] | null }>(
      "select word, ts_lexize('english_stem', word) as english, ts_lexize('spanish_stem', word) as spanish from unnest($1::text[]) as word",
      [words],
    );
    await client.end();
    const mismatched = rows.filter(({ word, english, spanish }) => {
      const theirs = [...new Set([...(english ?? []), ...(spanish ?? [])])].sort();
      return JSON.stringify(theirs) !== JSON.stringify([...stemsOf(word)].sort());
    });
    expect(mismatched).toEqual([]);
  });
});
