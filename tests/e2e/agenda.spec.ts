/**
 * What is due, as the intake coordinator works it, on the production server with the SMTP
 * sink: a request whose claim deadline is ten days off shows on Today as a deadline nobody
 * owns; its page suggests the claim's task, made by a click; a task added by hand; Today at
 * 1280 and 390 px lists both, and one click marks one done. axe checks the request page's
 * tasks and Today; a consultation booked for later today, its Spanish invitation sent only on
 * Send, and listed on Today; screenshots land in test-results/agenda-screens/. Then, for a
 * visitor in each language, a consultation booked, moved and cancelled, each change sent: the
 * three calendar files the SMTP sink received, parsed by ical.js (one UID, SEQUENCE rising, the
 * time zone, CANCEL last), kept in test-results/agenda-ics/.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { LOCAL_DEVELOPMENT_ANON_KEY } from "../../app/config/public-config.server";
import { OFFICE_TIME_ZONE } from "../../app/lib/business-day";
import { addDays, addMonths, dayIn, isoDay } from "../../app/lib/calendar-day";
import { atOfficeTime, officeDateTimeValue } from "../../app/lib/office-clock";
import { sentTo, signInLinkFor, waitForMail } from "../support/mailbox";
import { expectNoAxeViolations, watchForErrors } from "./support";

// Its own office address: journeys run side by side, and each must open only its own sign-in link.
const OFFICE = "agenda@example.com";
const SCREENS = "test-results/agenda-screens";
/** The calendar files each journey's visitor received, kept for the closing note. */
const ICS_DIR = "test-results/agenda-ics";
test.describe.configure({ mode: "serial" });

async function signIn(page: Page) {
  await page.goto("/office/sign-in");
  const requestedAt = Date.now();
  await page.getByLabel("Office email address").fill(OFFICE);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  await page.goto(await signInLinkFor(OFFICE, requestedAt));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

async function screen(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} fits ${width} px`,
  ).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${SCREENS}/${width}-${name}.png`, fullPage: true });
}

test("a coordinator's day from Today: the deadline nobody owns, its suggested task, a task by hand, one click done", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  const today = dayIn(OFFICE_TIME_ZONE, Date.now());
  const incident = addMonths(addDays(today, 10), -6);
  const lastName = `Agenda${Date.now().toString(36)}`;
  const response = await page.request.post("/functions/v1/send-contact-email", {
    headers: { Authorization: `Bearer ${LOCAL_DEVELOPMENT_ANON_KEY}` },
    data: {
      firstName: "Carlos",
      lastName,
      email: `${lastName.toLowerCase()}@example.org`,
      phone: "(707) 555-0142",
      preferredLanguage: "Spanish",
      caseDescription: "Officers stopped me on my way home and hit me with a baton.",
      pendingCharges: "no",
      policeAgency: "Santa Rosa Police Department",
      incidentDate: `${incident.month}/${incident.day}/${incident.year}`,
      incidentLocation: "Sebastopol Road, Santa Rosa",
      howHeardAboutUs: "Google search",
    },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  const reference = id.slice(0, 8).toUpperCase();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.getByRole("link", { name: "Today", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  const deadlines = page.getByRole("region", { name: /Deadlines within 14 days with no open task/ });
  await expect(deadlines.getByRole("link", { name: reference })).toBeVisible();

  // The request's page: the claim's task suggested, made by one click.
  await deadlines.getByRole("link", { name: reference }).click();
  const tasks = page.getByRole("region", { name: "Tasks" });
  await expect(tasks.getByText("Suggested")).toBeVisible();
  await tasks.getByRole("button", { name: /^Add this task: File the government claim by/ }).click();
  await expect(tasks.getByRole("button", { name: /^Done: File the government claim by/ })).toBeVisible();
  await expect(page.getByText(`${OFFICE} added a task: File the government claim by`)).toBeVisible();

  // A task by hand, for the day after tomorrow at 10 a.m., nobody's in particular.
  await tasks.getByLabel("Task", { exact: true }).fill("Call Carlos about the medical records");
  await tasks.getByLabel("Due (California time)").fill(`${isoDay(addDays(today, 2))}T10:00`);
  await tasks.getByLabel("Whose").selectOption("");
  await tasks.getByRole("button", { name: "Add task" }).click();
  await expect(page.getByRole("status")).toHaveText("Task added.");
  await expect(tasks.getByRole("button", { name: "Done: Call Carlos about the medical records" })).toBeVisible();
  await screen(page, "request-tasks");
  await expectNoAxeViolations(page);

  // A consultation later today, booked on the request's page: Consultation scheduled; the
  // Spanish-speaking visitor's invitation goes only when Send is pressed.
  const consultation = page.getByRole("region", { name: "Consultation" });
  const startsAt = Math.min(Date.now() + 10 * 60_000, atOfficeTime(today, 23, 59));
  await consultation.getByLabel("Date and time (California)").fill(officeDateTimeValue(startsAt));
  await consultation.getByLabel("By video").check();
  await consultation.getByLabel("Email the visitor a reminder the day before").check();
  await consultation.getByRole("button", { name: "Book consultation" }).click();
  await expect(consultation.getByRole("status")).toContainText("Consultation booked.");
  await expect(consultation.getByText("Not sent to the visitor yet.")).toBeVisible();
  await expect(consultation.getByText("Day-before reminder: on, at 10 AM.")).toBeVisible();
  await expect(page.getByText(`${OFFICE} booked a consultation`)).toBeVisible();
  await consultation.getByRole("button", { name: "Send invitation" }).click();
  await expect(consultation.getByRole("status")).toHaveText("Queued for the visitor.");
  const invitation = await waitForMail(
    (mail) =>
      sentTo(mail, `${lastName.toLowerCase()}@example.org`) && (mail.subject ?? "").startsWith("Su consulta gratuita"),
  );
  expect(invitation.attachments.some((part) => part.contentType.startsWith("text/calendar"))).toBe(true);
  await expect(consultation.getByText("The visitor has the invitation for this time.")).toBeVisible();
  await screen(page, "request-consultation");
  await expectNoAxeViolations(page);

  // Today: the deadline has its task now; both tasks listed.
  await page.getByRole("link", { name: "Today", exact: true }).click();
  await expect(deadlines.getByRole("link", { name: reference })).toHaveCount(0);
  const week = page.getByRole("region", { name: /^Next 7 days/ });
  await expect(
    page.getByRole("region", { name: /^Consultations today/ }).getByRole("link", { name: reference }),
  ).toBeVisible();
  await expect(week.getByText("Call Carlos about the medical records")).toBeVisible();
  await screen(page, "today");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await screen(page, "today");
  await expectNoAxeViolations(page);

  // One click: done, and off Today.
  await week.getByRole("button", { name: `Done: ${reference} Call Carlos about the medical records` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(page.getByText("Call Carlos about the medical records")).toHaveCount(0);
  expect(problems()).toEqual([]);
});

for (const language of ["en", "es"] as const) {
  test(`a consultation booked, moved and cancelled for a visitor who reads ${language === "es" ? "Spanish" : "English"}: three calendar files, one UID`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    const lastName = `Ics${language}${Date.now().toString(36)}`;
    const email = `${lastName.toLowerCase()}@example.org`;
    const response = await page.request.post("/functions/v1/send-contact-email", {
      headers: { Authorization: `Bearer ${LOCAL_DEVELOPMENT_ANON_KEY}` },
      data: {
        firstName: "Ana",
        lastName,
        email,
        phone: "(707) 555-0177",
        preferredLanguage: language === "es" ? "Spanish" : "English",
        caseDescription: "A deputy pushed me to the ground outside the courthouse.",
        pendingCharges: "no",
        policeAgency: "Sonoma County Sheriff's Office",
        incidentDate: "",
        incidentLocation: "Santa Rosa",
        howHeardAboutUs: "Google search",
      },
    });
    expect(response.status()).toBe(200);
    const { id } = (await response.json()) as { id: string };

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await page.goto(`/office/requests/${id}#consultation`);
    const consultation = page.getByRole("region", { name: "Consultation" });
    const tomorrow = addDays(dayIn(OFFICE_TIME_ZONE, Date.now()), 1);
    await consultation.getByLabel("Date and time (California)").fill(officeDateTimeValue(atOfficeTime(tomorrow, 10)));
    await consultation.getByLabel("By phone").check();
    await consultation.getByRole("button", { name: "Book consultation" }).click();
    await expect(consultation.getByRole("status")).toContainText("Consultation booked.");

    // Each Send: the visitor's mail, in their language, with its calendar file as the SMTP sink got it.
    const calendars: string[] = [];
    const sendAndReceive = async (button: string, subject: RegExp) => {
      const pressedAt = Math.floor(Date.now() / 1000) * 1000 - 1000;
      await consultation.getByRole("button", { name: button }).click();
      await expect(consultation.getByRole("status")).toHaveText("Queued for the visitor.");
      const mail = await waitForMail(
        (candidate) =>
          (candidate.to && JSON.stringify(candidate.to).includes(email)) === true &&
          subject.test(candidate.subject ?? "") &&
          (candidate.date?.getTime() ?? 0) >= pressedAt,
      );
      const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
      expect(part, `${button}: a calendar file`).toBeDefined();
      calendars.push(part!.content.toString("utf8"));
    };
    const words =
      language === "es"
        ? { invitation: /^Su consulta gratuita/, update: /^Nueva hora/, cancellation: /^Cancelada/ }
        : { invitation: /^Your free consultation/, update: /^New time/, cancellation: /^Cancelled/ };
    await sendAndReceive("Send invitation", words.invitation);

    // Moved an hour later: the update keeps the UID and raises SEQUENCE.
    await consultation.getByText("Change the time or the way").click();
    const move = consultation.locator("details form");
    await move.getByLabel("Date and time (California)").fill(officeDateTimeValue(atOfficeTime(tomorrow, 11)));
    await move.getByRole("button", { name: "Save new time" }).click();
    await expect(consultation.getByText("Changed since the visitor's invitation: send the update.")).toBeVisible();
    await sendAndReceive("Send update", words.update);

    // Cancelled: METHOD:CANCEL for the same UID.
    await consultation.getByRole("button", { name: "Cancel consultation" }).click();
    await expect(consultation.getByText("Cancelled: send the visitor the cancellation.")).toBeVisible();
    await sendAndReceive("Send cancellation", words.cancellation);
    await expectNoAxeViolations(page);

    const [invitation, update, cancellation] = calendars.map((text) => {
      const component = new ICAL.Component(ICAL.parse(text));
      const event = component.getFirstSubcomponent("vevent")!;
      return {
        method: component.getFirstPropertyValue("method"),
        zone: component.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid"),
        uid: event.getFirstPropertyValue("uid"),
        sequence: event.getFirstPropertyValue("sequence"),
        start: String(event.getFirstProperty("dtstart")!.getFirstValue()),
      };
    });
    expect(invitation).toMatchObject({ method: "REQUEST", zone: OFFICE_TIME_ZONE, sequence: 0 });
    expect(invitation!.start).toMatch(/T10:00:00$/);
    expect(update).toMatchObject({ method: "REQUEST", uid: invitation!.uid, sequence: 1 });
    expect(update!.start).toMatch(/T11:00:00$/);
    expect(cancellation).toMatchObject({ method: "CANCEL", uid: invitation!.uid });
    expect(Number(cancellation!.sequence)).toBeGreaterThan(1);
    await mkdir(ICS_DIR, { recursive: true });
    for (const [index, kind] of ["invitation", "update", "cancellation"].entries()) {
      await writeFile(`${ICS_DIR}/${language}-${kind}.ics`, calendars[index]!);
    }
    expect(problems()).toEqual([]);
  });
}
