/**
 * Tasks on a request, through the real server on the production build with the SMTP sink, on
 * SQLite and on PostgreSQL: the pipeline's suggestions (a claim deadline near, the move to
 * Contacted) made into tasks only by a click, once however many clicks; a task by hand with
 * an owner; Today's lists (yours and the unowned, by when due; the deadlines with no open
 * task); done and "tomorrow" in one click; each change in the thread and the audit trail;
 * nothing mailed to the visitor; and the tasks gone with an erased request. One server per database.
 */
import ICAL from "ical.js";
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFICE_TIME_ZONE } from "../../app/lib/business-day";
import { addDays, addMonths, dayIn, isoDay } from "../../app/lib/calendar-day";
import type { SmtpSink } from "../support/smtp-sink";
import { caseEvaluation, postContact, scratchDir, type ServerProcess } from "./contact-helpers";
import {
  eventually,
  formToken,
  get,
  OFFICE,
  postForm,
  sentTo,
  signedInOffice,
  type SignedInOffice,
} from "./office-helpers";

const reports = process.env.ISSUE_REPORTS_DIR ?? scratchDir("consultation-ics");

const COLLEAGUE = "paralegal@example.com";
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

/** An incident date whose six-month claim deadline falls ten days from today, as the form takes it (M/D/YYYY). */
function incidentWithClaimIn(days: number): string {
  const incident = addMonths(addDays(dayIn(OFFICE_TIME_ZONE, Date.now()), days), -6);
  return `${incident.month}/${incident.day}/${incident.year}`;
}

describe.each(["sqlite", "postgres"] as const)("tasks on %s", { timeout: 120_000 }, (engine) => {
  let office: SignedInOffice;
  let sink: SmtpSink;
  let server: ServerProcess;
  let url: string;
  let cookie: string;
  /** The first column of a statement's first row, as a number. */
  const count = async (statement: string, parameters: unknown[]) =>
    Number(Object.values((await office.sql(statement, parameters))[0]!)[0]);

  beforeAll(async () => {
    office = await signedInOffice(engine, "tasks", { colleagues: [COLLEAGUE] });
    ({ sink, server, url, cookie } = office);
  }, 90_000);

  afterAll(() => office?.stop());

  /** A form posted as a newly rendered one (a one-time id of its own), or again with `once`. */
  const post = (path: string, fields: Record<string, string>) =>
    postForm(url, path, fields, { Cookie: cookie, Origin: url });
  const page = async (path: string) => text(await get(url, path, cookie));
  const act = async (id: string, fields: Record<string, string>) =>
    post(`/office/requests/${id}`, { ...fields, csrf: await formToken(url, `/office/requests/${id}`, cookie) });
  /** The tasks a page lists (each has a few one-click forms). */
  const taskIds = (html: string) => [
    ...new Set([...html.matchAll(/name="task" value="([0-9a-f-]{36})"/g)].map((match) => match[1]!)),
  ];
  const section = (html: string, heading: string) => {
    const start = html.indexOf(`>${heading} <span`);
    expect(start, heading).toBeGreaterThan(-1);
    const end = html.indexOf("</section>", start);
    return html.slice(start, end);
  };

  it("suggests the claim's task, makes it only on a click and once, and Today then counts the deadline as owned", async () => {
    const visitor = `tasks.${engine}@example.org`;
    const response = await postContact(url, {
      ...caseEvaluation,
      lastName: `Tasks-${engine}`,
      email: visitor,
      incidentDate: incidentWithClaimIn(10),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const reference = id.slice(0, 8).toUpperCase();

    // Nothing made by itself: a suggestion on the page, the deadline on Today with no task.
    let html = await page(`/office/requests/${id}`);
    expect(html).toContain("File the government claim by");
    expect(taskIds(html)).toEqual([]);
    expect(await count("SELECT COUNT(*) AS n FROM request_tasks WHERE request_id = ?", [id])).toBe(0);
    let today = await page("/office/today");
    expect(section(today, "Deadlines within 14 days with no open task")).toContain(reference);

    const key = /name="suggestion" value="(claim:\d{8})"/.exec(html)![1]!;
    // Confirmed twice (two clicks, two tabs): one task.
    for (let click = 0; click < 2; click++) {
      const confirmed = await act(id, { intent: "task_confirm", suggestion: key });
      expect(confirmed.status).toBe(302);
    }
    expect(await count("SELECT COUNT(*) AS n FROM request_tasks WHERE request_id = ?", [id])).toBe(1);
    html = await page(`/office/requests/${id}`);
    expect(html).not.toContain(`value="${key}"`);
    expect(taskIds(html)).toHaveLength(1);
    expect(html).toContain(`${OFFICE} added a task: File the government claim by`);
    today = await page("/office/today");
    expect(section(today, "Deadlines within 14 days with no open task")).not.toContain(reference);
    expect(taskIds(today)).toContain(taskIds(html)[0]);

    // Marked done from Today in one click: in the thread, off Today, and the deadline is uncovered again.
    const [task] = taskIds(html);
    const done = await post("/office/today", {
      intent: "task_done",
      task: task!,
      request: id,
      csrf: await formToken(url, "/office/today", cookie),
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/office/today");
    today = await page("/office/today");
    expect(taskIds(today)).not.toContain(task);
    expect(section(today, "Deadlines within 14 days with no open task")).toContain(reference);
    html = await page(`/office/requests/${id}`);
    expect(html).toContain(`${OFFICE} marked a task done: File the government claim by`);
    const audit = await page("/office/audit");
    expect(audit).toContain(`${OFFICE} changed a task`);

    // Nothing about the tasks went to the visitor.
    await new Promise((settle) => setTimeout(settle, 500));
    expect(sink.messages.filter((mail) => sentTo(mail, visitor))).toEqual([]);
  });

  it("adds a task by hand for an owner, lists it on that owner's Today only, moves it to tomorrow, and suggests a follow-up after Contacted", async () => {
    const response = await postContact(url, {
      ...caseEvaluation,
      lastName: `Hand-${engine}`,
      email: `hand.${engine}@example.org`,
    });
    const { id } = (await response.json()) as { id: string };
    const dueDay = addDays(dayIn(OFFICE_TIME_ZONE, Date.now()), 2);
    // Not an office address: refused, nothing made.
    const refused = await act(id, {
      intent: "task_add",
      title: "Call Carlos",
      due: `${isoDay(dueDay)}T10:00`,
      owner: "someone@else.org",
    });
    expect(refused.headers.get("location")).toBe(`/office/requests/${id}?error=task#tasks`);
    // No due time: refused too.
    expect(
      (await act(id, { intent: "task_add", title: "Call Carlos", due: "", owner: "" })).headers.get("location"),
    ).toContain("error=task");
    expect(await count("SELECT COUNT(*) AS n FROM request_tasks WHERE request_id = ?", [id])).toBe(0);

    // The same form posted twice (a double click, Back and Send again: one one-time id): one task.
    const form = {
      intent: "task_add",
      title: "Call Carlos 10 AM",
      due: `${isoDay(dueDay)}T10:00`,
      owner: COLLEAGUE,
      once: "AAAAAAAAAAAAAAAAAAAAAA.tasks-add",
    };
    for (let post = 0; post < 2; post++) {
      const added = await act(id, form);
      expect(added.headers.get("location")).toBe(`/office/requests/${id}?sent=task#tasks`);
    }
    expect(await count("SELECT COUNT(*) AS n FROM request_tasks WHERE request_id = ?", [id])).toBe(1);
    const html = await page(`/office/requests/${id}`);
    const [task] = taskIds(html);
    expect(html).toContain("Call Carlos 10 AM");
    // The colleague's, so not on the signed-in person's Today.
    expect(taskIds(await page("/office/today"))).not.toContain(task);

    const mine = await act(id, {
      intent: "task_add",
      title: "Unowned check",
      due: `${isoDay(dueDay)}T10:00`,
      owner: "",
    });
    expect(mine.status).toBe(302);
    const unowned = taskIds(await page(`/office/requests/${id}`)).find((found) => found !== task)!;
    const week = section(await page("/office/today"), "Next 7 days");
    expect(week).toContain("Unowned check");
    const dueBefore = await count("SELECT due_at AS n FROM request_tasks WHERE id = ?", [unowned]);
    // 10:00 on the office's clock, whichever offset California has that day.
    expect(
      new Intl.DateTimeFormat("en-US", { timeZone: OFFICE_TIME_ZONE, hour: "numeric", hourCycle: "h23" }).format(
        dueBefore,
      ),
    ).toBe("10");

    // Tomorrow: the day after today, at the same time of day.
    await act(id, { intent: "task_tomorrow", task: unowned });
    const dueAfter = await count("SELECT due_at AS n FROM request_tasks WHERE id = ?", [unowned]);
    expect(isoDay(dayIn(OFFICE_TIME_ZONE, dueAfter))).toBe(isoDay(addDays(dayIn(OFFICE_TIME_ZONE, Date.now()), 1)));
    expect(await page(`/office/requests/${id}`)).toContain(`${OFFICE} moved a task: Unowned check`);

    // Contacted: a follow-up two business days later is suggested, not made.
    await act(id, { intent: "stage", stage: "contacted" });
    expect(await page(`/office/requests/${id}`)).toContain("Follow up (2 business days after contact)");
    expect(await count("SELECT COUNT(*) AS n FROM request_tasks WHERE request_id = ?", [id])).toBe(2);

    // Erased at the visitor's request: its tasks go with it.
    const erased = await act(id, { intent: "delete", confirm: "yes" });
    expect(erased.status).toBe(302);
    expect(await count("SELECT COUNT(*) AS n FROM request_tasks WHERE request_id = ?", [id])).toBe(0);
  });

  it("moves a task made by hand to the older request when the two are merged", async () => {
    const sendOne = async (lastName: string) =>
      (
        (await (
          await postContact(url, { ...caseEvaluation, lastName, email: `${lastName.toLowerCase()}@example.org` })
        ).json()) as { id: string }
      ).id;
    const older = await sendOne(`Older${engine}`);
    const newer = await sendOne(`Newer${engine}`);
    const dueDay = addDays(dayIn(OFFICE_TIME_ZONE, Date.now()), 1);
    await act(newer, {
      intent: "task_add",
      title: "Ask for the booking photo",
      due: `${isoDay(dueDay)}T11:00`,
      owner: "",
    });
    const [task] = taskIds(await page(`/office/requests/${newer}`));
    const merged = await act(newer, { intent: "merge", reference: older.slice(0, 8) });
    expect(merged.status).toBe(302);
    expect(taskIds(await page(`/office/requests/${older}`))).toContain(task);
    const today = await page("/office/today");
    expect(today).toContain(`href="/office/requests/${older}#tasks"`);
    expect(today).not.toContain(`href="/office/requests/${newer}#tasks"`);
  });
  it("books a consultation (Consultation scheduled, nothing mailed), then mails the invitation, the new time and the cancellation only on Send, each .ics valid", async () => {
    // The English edition on SQLite, the Spanish one on PostgreSQL.
    const language = engine === "sqlite" ? "en" : "es";
    const visitor = `consult.${engine}@example.org`;
    const response = await postContact(url, {
      ...caseEvaluation,
      lastName: `Consult-${engine}`,
      email: visitor,
      preferredLanguage: language === "es" ? "Spanish" : "English",
    });
    const { id } = (await response.json()) as { id: string };
    const day = isoDay(addDays(dayIn(OFFICE_TIME_ZONE, Date.now()), 3));
    const plan = { minutes: "45", format: "office", attorney: COLLEAGUE, details: "" };

    // A time already past is refused; a good one is booked and the request moves, and nothing is mailed.
    const past = await act(id, { intent: "consultation_book", starts: "2020-01-06T10:00", ...plan });
    expect(past.headers.get("location")).toBe(`/office/requests/${id}?consultation=past#consultation`);
    const booked = await act(id, { intent: "consultation_book", starts: `${day}T10:00`, ...plan });
    expect(booked.headers.get("location")).toBe(`/office/requests/${id}?consultation=booked#consultation`);
    let html = await page(`/office/requests/${id}`);
    expect(html).toContain("Consultation scheduled");
    expect(html).toContain(`${OFFICE} booked a consultation`);
    expect(await count("SELECT COUNT(*) AS n FROM consultations WHERE request_id = ?", [id])).toBe(1);
    await new Promise((settle) => setTimeout(settle, 500));
    expect(sink.messages.filter((mail) => sentTo(mail, visitor))).toEqual([]);

    const consultation = /name="consultation" value="([0-9a-f-]{36})"/.exec(html)![1]!;
    const calendarOf = async (nth: number) => {
      await eventually(
        async () => sink.messages.filter((mail) => sentTo(mail, visitor)).length >= nth,
        `mail ${nth} to the visitor`,
      );
      const mail = sink.messages.filter((found) => sentTo(found, visitor))[nth - 1]!;
      const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
      expect(part, "a text/calendar part").toBeDefined();
      const ics = part!.content.toString("utf8");
      writeFileSync(`${reports}/${engine}-${language}-${nth}.ics`, ics);
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const vevent = calendar.getFirstSubcomponent("vevent")!;
      return {
        mail,
        method: calendar.getFirstPropertyValue("method"),
        tzid: calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid"),
        uid: vevent.getFirstPropertyValue("uid"),
        sequence: vevent.getFirstPropertyValue("sequence"),
        start: String(vevent.getFirstPropertyValue("dtstart")),
      };
    };

    // Send, twice (a double click): one invitation.
    const send = { intent: "consultation_send", consultation, once: `${"B".repeat(22)}.send-${engine}` };
    for (let click = 0; click < 2; click++) await act(id, send);
    const invitation = await calendarOf(1);
    expect(invitation).toMatchObject({ method: "REQUEST", tzid: "America/Los_Angeles", sequence: 0 });
    expect(invitation.start).toBe(`${day}T10:00:00`);
    expect(invitation.mail.subject).toContain(language === "es" ? "Su consulta gratuita" : "Your free consultation");

    // Moved: nothing mailed until Send; then the same UID, a higher SEQUENCE.
    await act(id, { intent: "consultation_move", consultation, starts: `${day}T14:30`, ...plan, format: "phone" });
    await new Promise((settle) => setTimeout(settle, 300));
    expect(sink.messages.filter((mail) => sentTo(mail, visitor))).toHaveLength(1);
    await act(id, { intent: "consultation_send", consultation });
    const update = await calendarOf(2);
    expect(update).toMatchObject({ method: "REQUEST", uid: invitation.uid, sequence: 1, start: `${day}T14:30:00` });

    // Cancelled, then Send: METHOD:CANCEL for the same UID.
    await act(id, { intent: "consultation_cancel", consultation });
    await act(id, { intent: "consultation_send", consultation });
    const cancellation = await calendarOf(3);
    expect(cancellation).toMatchObject({ method: "CANCEL", uid: invitation.uid, sequence: 2 });
    html = await page(`/office/requests/${id}`);
    expect(html).toContain(`${OFFICE} sent the visitor the cancellation`);
    expect(await page("/office/audit")).toContain(`${OFFICE} changed a consultation`);
  });
  it("serves the attorney's private calendar feed by its secret alone (references only), and a new address or Turn off revokes the old", async () => {
    const lastName = `Feed-${engine}`;
    const response = await postContact(url, { ...caseEvaluation, lastName, email: `feed.${engine}@example.org` });
    const { id } = (await response.json()) as { id: string };
    const day = isoDay(addDays(dayIn(OFFICE_TIME_ZONE, Date.now()), 2));
    await act(id, {
      intent: "consultation_book",
      starts: `${day}T09:00`,
      minutes: "30",
      format: "video",
      attorney: OFFICE,
      details: "",
    });

    const made = async () => {
      const answer = await post("/office/today", {
        intent: "feed_make",
        csrf: await formToken(url, "/office/today", cookie),
      });
      expect(answer.status).toBe(200);
      const address = /id="office-feed-address" readOnly="" value="([^"]+)"/.exec(await text(answer))?.[1];
      expect(address, "the feed's address, shown once").toMatch(/\/office\/calendar\/[\w-]{43}\.ics$/);
      return address!;
    };
    // A calendar app: no cookie, only the address.
    const subscribe = (address: string) => fetch(address.replace(/^https?:\/\/[^/]+/, url));

    const first = await made();
    const feed = await subscribe(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    const ics = await feed.text();
    writeFileSync(`${reports}/${engine}-feed.ics`, ics);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const summaries = calendar.getAllSubcomponents("vevent").map((event) => event.getFirstPropertyValue("summary"));
    expect(summaries).toContain(`Consultation ${id.slice(0, 8).toUpperCase()}`);
    // Titles of references only: no name, no story.
    expect(ics).not.toContain(lastName);
    expect(ics).not.toContain(caseEvaluation.firstName);
    expect(ics).not.toContain("deputies");
    // The secret is never in a log line.
    const secret = /\/office\/calendar\/([\w-]{43})\.ics$/.exec(first)![1]!;
    expect(server.output.join("\n")).not.toContain(secret);

    // A new address: the old one stops working at once.
    const second = await made();
    expect((await subscribe(first)).status).toBe(404);
    expect((await subscribe(second)).status).toBe(200);
    // Turned off: nothing more.
    await post("/office/today", { intent: "feed_revoke", csrf: await formToken(url, "/office/today", cookie) });
    expect((await subscribe(second)).status).toBe(404);
    expect(await page("/office/audit")).toContain(`${OFFICE} changed a calendar feed`);
  });
});
