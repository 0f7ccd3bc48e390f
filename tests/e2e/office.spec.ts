/**
 * The office inbox as the office uses it, on the production server with the real SMTP sink:
 * a request sent through /consultation, a sign-in link read from the mailbox, the request
 * found, read, moved through the pipeline and exported, then sign-out; a Monday's worth of
 * requests triaged, written to and declined. axe checks every office page at 390 and 1280 px,
 * and screenshots of each land in test-results/office-screens/.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { LOCAL_DEVELOPMENT_ANON_KEY } from "../../app/config/public-config.server";
import { parseCsv } from "../support/csv";
import { readMailbox, sentTo, signInLinkFor, waitForMail } from "../support/mailbox";
import { mondayRequests } from "../support/office-seed";
import { expectNoAxeViolations, watchForErrors } from "./support";

const OFFICE = "intake@example.com";

// Every journey here signs in as this file's office address (other files have their own) and picks
// its link from the shared mailbox: one after another, so that two journeys never race for a link.
test.describe.configure({ mode: "serial" });
const SCREENS = "test-results/office-screens";
/** "2026-11-28" for a day `days` before today, as a date field takes it. */
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Searches the inbox's tab for `words` through its form, as the office does (the words never reach the URL). */
async function search(page: Page, words: string, filter: string) {
  await page.goto(`/office?filter=${filter}`);
  await page.getByLabel(/^Search/).fill(words);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`/office\\?filter=${filter}&view=[\\w-]{22}$`));
}

/** Screenshots the page, after checking that nothing on it is wider than the window. */
async function screen(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} fits ${width} px`,
  ).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${SCREENS}/${width}-${name}.png`, fullPage: true });
}

/** Asks for a link, reads it from the mailbox, opens it and confirms: the inbox. */
async function signIn(page: Page, { check = false } = {}) {
  await page.goto("/office");
  await expect(page).toHaveURL(/\/office\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sign in to the office inbox" })).toBeVisible();
  if (check) {
    await screen(page, "1-sign-in");
    await expectNoAxeViolations(page);
  }
  const requestedAt = Date.now();
  await page.getByLabel("Office email address").fill(OFFICE);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  if (check) {
    await screen(page, "2-link-sent");
    await expectNoAxeViolations(page);
  }
  await page.goto(await signInLinkFor(OFFICE, requestedAt));
  await expect(page.getByRole("heading", { name: "Confirm sign-in" })).toBeVisible();
  if (check) {
    await screen(page, "3-confirm");
    await expectNoAxeViolations(page);
  }
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

function field(page: Page, label: string) {
  return page
    .locator(".office-fields > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

const LABELS: [key: string, label: string][] = [
  ["firstName", "First name"],
  ["lastName", "Last name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["preferredLanguage", "Preferred language"],
  ["caseDescription", "Case description"],
  ["pendingCharges", "Pending criminal charges"],
  ["policeAgency", "Police agency"],
  ["incidentDate", "Date of incident"],
  ["incidentLocation", "Location of incident"],
  ["howHeardAboutUs", "How they heard about us"],
];

for (const width of [1280, 390]) {
  test.describe(`office inbox at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a request from /consultation is read, retained and exported; after sign-out Back shows nothing", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const problems = watchForErrors(page);
      const lastName = `Ortiz-${unique()}`;
      const sent = {
        firstName: "Lucia",
        lastName,
        email: "lucia@example.com",
        phone: "(707) 555-0142",
        preferredLanguage: "Spanish",
        caseDescription: "A deputy slammed me against the patrol car.\nMy shoulder is still hurt.",
        pendingCharges: "yes",
        policeAgency: "Sonoma County Sheriff's Office",
        incidentDate: "(not given)",
        incidentLocation: "Stony Point Road, Santa Rosa",
        howHeardAboutUs: "Google search",
      };

      // 1. The visitor sends the case-evaluation form.
      await page.goto("/consultation");
      await expect(page.getByRole("button", { name: /^Date of Incident/ })).toBeVisible();
      await page.getByLabel(/^First Name/).fill(sent.firstName);
      await page.getByLabel(/^Last Name/).fill(sent.lastName);
      await page.getByLabel(/^Email Address/).fill(sent.email);
      await page.getByLabel(/^Phone Number/).fill(sent.phone);
      await page.getByLabel(/^Preferred Language/).selectOption(sent.preferredLanguage);
      await page.getByLabel(/^Tell Us What Happened/).fill(sent.caseDescription);
      await page
        .getByRole("radiogroup", { name: /pending criminal charges/ })
        .getByRole("radio", { name: "Yes" })
        .check();
      await page.getByLabel(/^Police Agency Involved/).fill(sent.policeAgency);
      await page.getByLabel(/^Location of Incident/).fill(sent.incidentLocation);
      await page.getByLabel(/^How Did You Hear About Us/).selectOption(sent.howHeardAboutUs);
      await page.getByRole("button", { name: "Submit Case Evaluation Request" }).click();
      await expect(page.getByRole("button", { name: "Send another request" })).toBeVisible();

      // 2. The office signs in with a link from its mailbox.
      await signIn(page, { check: true });
      const card = page.locator(".office-line").filter({ hasText: lastName });
      await expect(card.getByRole("link", { name: "lucia@example.com" })).toHaveAttribute(
        "href",
        "mailto:lucia@example.com",
      );
      await expect(card.getByRole("link", { name: "(707) 555-0142" })).toHaveAttribute("href", "tel:+17075550142");
      await expect(card).toContainText("New");
      await expect(card).toContainText("No incident date given");
      await screen(page, "4-inbox");
      await expectNoAxeViolations(page);

      // 3. The detail shows every field the visitor sent (the office's email carries all but the story).
      await card.getByRole("link", { name: `Lucia ${lastName}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Lucia ${lastName}` })).toBeVisible();
      for (const [key, label] of LABELS) await expect(field(page, label)).toHaveText(sent[key as keyof typeof sent]);
      await expect(page.locator("#notification").getByText("Office notified", { exact: true })).toBeVisible();
      await screen(page, "5-detail");
      await expectNoAxeViolations(page);

      // 4. Retained: it leaves the open list and stays under All.
      await page.locator("#stage").getByRole("button", { name: "Retained", exact: true }).click();
      await expect(page.locator(".office-request-head .office-stage")).toHaveText("Retained");
      await page.getByRole("link", { name: "Back to the inbox" }).click();
      await expect(page.locator(".office-line").filter({ hasText: lastName })).toHaveCount(0);
      await page.getByRole("link", { name: /^All [\d,]+$/ }).click();
      // Any case, no accents needed: the search folds both.
      await page.getByLabel(/^Search \(name, email, phone, reference/).fill(lastName.toUpperCase());
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page.locator(".office-line").filter({ hasText: lastName })).toContainText("Retained");
      await screen(page, "6-all-search");
      await expectNoAxeViolations(page);

      // 5. Export the current filter as CSV and read it back.
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export as CSV" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^requests-all-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path())!, "utf8");
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const [header, ...rows] = parseCsv(csv.slice(1));
      expect(rows).toHaveLength(1);
      const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
      expect(row).toMatchObject({
        Channel: "Case form",
        "Site language": "English",
        "Office notified": "Office notified",
        Stage: "Retained",
        "First contact (America/Los_Angeles)": "",
        "Claim deadline (Gov. Code 911.2)": "",
        "First name": "Lucia",
        "Last name": lastName,
        Email: sent.email,
        // The number an importer reads, and the visitor's own text beside it.
        "Phone (digits)": "17075550142",
        "Phone as written": sent.phone,
        "Case description": sent.caseDescription,
        "Pending criminal charges": "yes",
        "Date of incident (ISO)": "",
        "Lawsuit deadline (Code Civ. Proc. 335.1)": "",
        "How they heard about us": "Google search",
      });
      expect(row["Received (America/Los_Angeles)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(row["Closed (America/Los_Angeles)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(row.Reference).toMatch(/^[0-9A-F]{8}$/);
      expect(header).not.toContain("Internal notes");

      // 6. The audit trail has it all.
      await page.getByRole("link", { name: "Audit trail" }).click();
      for (const what of ["signed in", "viewed a request", "moved a request to Retained", "exported requests as CSV"]) {
        await expect(page.getByText(`${OFFICE} ${what}`).first()).toBeVisible();
      }
      await screen(page, "7-audit");
      await expectNoAxeViolations(page);

      // 7. Sign out; Back shows the sign-in page, nothing of the inbox.
      await page.getByRole("button", { name: `Sign out ${OFFICE}` }).click();
      await expect(page.getByRole("status")).toHaveText("You are signed out.");
      await screen(page, "8-signed-out");
      await expectNoAxeViolations(page);
      for (let step = 0; step < 3; step++) {
        await page.goBack();
        await expect(page.getByRole("heading", { name: "Sign in to the office inbox" })).toBeVisible();
        await expect(page.getByText(lastName)).toHaveCount(0);
        await expect(page.getByText(OFFICE)).toHaveCount(0);
      }
      await screen(page, "9-back");
      expect(problems()).toEqual([]);
    });

    test("markup and formulas in every field show as text, and the CSV neutralises them", async ({ page }) => {
      test.setTimeout(60_000);
      const id = unique();
      const payload = {
        firstName: `<img src=x onerror="document.title='pwned'">`,
        lastName: `=HYPERLINK("http://evil.example/${id}","open")`,
        email: `-2+3.${id}@example.org`,
        phone: "+1 (707) 555-0100 <b>",
        preferredLanguage: "@SUM(1+1)",
        caseDescription: `<script>document.title='pwned'</script> <a href="http://evil.example">click</a> ${id}`,
        pendingCharges: "no",
        policeAgency: `-1+cmd|' /C calc'!A0`,
        incidentDate: "",
        incidentLocation: "<b>bold</b> Street",
        howHeardAboutUs: "=1+2",
      };
      const response = await page.request.post("/functions/v1/send-contact-email", {
        headers: { Authorization: `Bearer ${LOCAL_DEVELOPMENT_ANON_KEY}` },
        data: payload,
      });
      expect(response.status()).toBe(200);
      const { id: requestId } = (await response.json()) as { id: string };

      await signIn(page);
      await page.goto(`/office/requests/${requestId}`);
      for (const [key, label] of LABELS) {
        const value = payload[key as keyof typeof payload] || "(not given)";
        await expect(field(page, label)).toHaveText(value);
      }
      // Nothing a visitor typed became an element.
      await expect(page.locator("main img, main script, main b, main a[href^='http://evil']")).toHaveCount(0);
      expect(await page.title()).not.toContain("pwned");
      await screen(page, "markup-detail");

      await search(page, id, "all");
      await expect(page.locator(".office-list .office-line")).toHaveCount(1);
      await expect(page.locator(".office-list .office-line")).toContainText(payload.firstName);
      await expect(page.locator("main img, main script")).toHaveCount(0);
      await screen(page, "markup-inbox");

      const csvResponse = await page.request.get(
        (await page.getByRole("link", { name: "Export as CSV" }).getAttribute("href"))!,
      );
      expect(csvResponse.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const [header, row] = parseCsv((await csvResponse.text()).slice(1));
      const cell = (name: string) => row![header!.indexOf(name)];
      expect(cell("Last name")).toBe(`'${payload.lastName}`);
      expect(cell("Email")).toBe(`'${payload.email}`);
      expect(cell("Phone as written")).toBe(`'${payload.phone}`);
      // Its digits, country code first: nothing there for a spreadsheet to run, and no apostrophe.
      expect(cell("Phone (digits)")).toBe("17075550100");
      expect(cell("Preferred language")).toBe(`'${payload.preferredLanguage}`);
      expect(cell("Police agency")).toBe(`'${payload.policeAgency}`);
      expect(cell("How they heard about us")).toBe(`'${payload.howHeardAboutUs}`);
      expect(cell("First name")).toBe(payload.firstName);
      expect(cell("Case description")).toBe(payload.caseDescription);
      for (const value of row!) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    });

    test("a coordinator's Monday: triage, a voicemail, a merge, a phone lead to a consultation, a visitor's answer, bulk spam, a decline", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const problems = watchForErrors(page);
      const run = unique();
      // About thirty requests, as a Monday brings them; tagged, so this run's can be found.
      const ids: string[] = [];
      for (const [index, { payload, edition }] of mondayRequests().entries()) {
        // James's address is this run's own, so the reply found below is this run's, not another width's.
        const email = index === 1 ? { email: `james.whitaker+${run}@example.org` } : {};
        const response = await page.request.post("/functions/v1/send-contact-email", {
          headers: {
            Authorization: `Bearer ${LOCAL_DEVELOPMENT_ANON_KEY}`,
            ...(edition ? { "Content-Language": "es" } : {}),
          },
          data: { ...payload, ...email, caseDescription: `${payload.caseDescription} (${run})` },
        });
        expect(response.status()).toBe(200);
        ids.push(((await response.json()) as { id: string }).id);
      }
      await signIn(page);
      const reference = (id: string) => id.slice(0, 8).toUpperCase();

      // The compact list: about thirty lines, every column whole, the banner naming whom to reach first.
      await search(page, run, "open");
      await expect(page.locator(".office-list .office-line")).toHaveCount(30);
      const banner = page.getByRole("alert");
      await expect(banner).toContainText("A claim deadline or the limit to sue within 14 days");
      await screen(page, "10-triage-list");
      await expectNoAxeViolations(page);

      // 1. A voicemail for Maria, whose claim is due in days: still New, still on the banner, one attempt.
      const maria = ids[0]!;
      await page.goto(`/office/requests/${maria}`);
      await page.getByLabel("Left a voicemail").check();
      await page.getByRole("button", { name: "Log the call" }).click();
      await expect(page.getByRole("status")).toHaveText("The call is in the thread.");
      await expect(page.locator(".office-request-head .office-stage")).toHaveText("New");
      await expect(page.locator("#thread")).toContainText(`Call by ${OFFICE}: Left a voicemail`);
      await search(page, run, "open");
      const toMaria = page.locator(`a[href="/office/requests/${maria}"]`);
      await expect(banner.getByRole("listitem").filter({ has: toMaria })).toContainText("1 call without reaching them");
      await expect(page.locator(".office-line").filter({ has: toMaria })).toContainText("1 call, not reached");
      await screen(page, "11-voicemail-banner");

      // 2. Maria wrote twice (mondayRequests: her second request comes after the three widget messages, James's and Monique's):
      // the newer joins the older, which keeps its reference.
      const again = ids[27]!;
      await page.goto(`/office/requests/${maria}`);
      await expect(page.locator("#office-related").locator("..")).toContainText("same email, same phone");
      await page.goto(`/office/requests/${again}`);
      await page
        .getByLabel("Or the reference of another request from this person")
        .fill(reference(maria).replace(/^(.{4})/, "$1-"));
      await page.getByRole("button", { name: "Merge", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/office/requests/${maria}`));
      await expect(page.getByRole("status")).toHaveText(`Merged: ${reference(again)} is part of this request now.`);
      await expect(page.getByRole("heading", { name: `What request ${reference(again)} sent` })).toBeVisible();
      await expect(page.locator(".office-reference").first()).toHaveText(reference(maria));
      await screen(page, "12-merge");
      await expectNoAxeViolations(page);

      // 3. A call from a mother: the lead entered, checked as the form checks, then worked to a consultation.
      await page.getByRole("link", { name: "New lead" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New lead" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel("First name").fill("Rosa");
      await page.getByLabel("Last name").fill(`Villalobos ${run}`);
      await page.getByLabel("Preferred language").selectOption("Spanish");
      await page
        .getByLabel("Case description")
        .fill("Her son called from the jail: deputies beat him during the booking.");
      await page.getByLabel("Location of incident").fill("Main Adult Detention Facility, Santa Rosa");
      await page.getByLabel("Police agency").fill("Sonoma County Sheriff's Office");
      await page.getByLabel("How they heard about us").selectOption("Friend or family recommendation");
      await page.getByRole("button", { name: "Enter the lead" }).click();
      await expect(page.getByRole("alert")).toContainText("Give a phone number or an email address");
      await expect(page.getByLabel("Last name")).toHaveValue(`Villalobos ${run}`);
      await screen(page, "13-new-lead-refused");
      await expectNoAxeViolations(page);
      await page.getByLabel("Phone", { exact: true }).fill("(707) 555-0188");
      await page.getByRole("button", { name: "Enter the lead" }).click();
      await expect(page.getByRole("status")).toContainText("The lead is entered.");
      await expect(page.locator(".office-request-head")).toContainText("Phone call, received");
      await page.getByLabel("Spoke with them").check();
      await page.getByLabel("What was said (optional)").fill("Spoke with Rosa; her son is held at the main jail.");
      await page.getByRole("button", { name: "Log the call" }).click();
      await expect(page.locator(".office-request-head .office-stage")).toHaveText("Contacted");
      await page.locator("#office-fact-incidentDate").fill(isoDaysAgo(3));
      await page.getByLabel("Officers (names and badge numbers, one a line)").fill("Dep. R. Alvarez #4471");
      await page.getByLabel("In custody").selectOption("yes");
      await page.getByLabel("Booking number").fill("SC-2611-0042");
      await page.getByRole("button", { name: "Save the facts" }).click();
      await expect(page.getByRole("status")).toHaveText("The facts are saved; each change is in the thread.");
      await expect(page.locator("#thread")).toContainText(`${OFFICE} changed Officers`);
      await expect(page.locator(".office-triage")).toContainText("Government claim");
      await page.getByRole("button", { name: "Consultation scheduled" }).click();
      await expect(page.locator(".office-request-head .office-stage")).toHaveText("Consultation scheduled");
      await screen(page, "14-phone-lead-consultation");
      await expectNoAxeViolations(page);

      // 4. A reply to James carries the link where he answers; his answer lands in the thread.
      const james = ids[1]!;
      await page.goto(`/office/requests/${james}`);
      await page.getByRole("link", { name: "Please call us" }).click();
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page.getByRole("status")).toContainText("Your message is on its way");
      const reply = await waitForMail(
        (mail) =>
          sentTo(mail, `james.whitaker+${run}@example.org`) &&
          /\/answer\/[\w-]{43}/.test(mail.text ?? "") &&
          (mail.date?.getTime() ?? 0) > Date.now() - 60_000,
      );
      const link = new URL(/https?:\/\/\S+\/answer\/[\w-]{43}/.exec(reply.text ?? "")![0]!);
      await page.goto(link.pathname);
      await expect(page).toHaveURL(/\/answer$/);
      await expect(page.getByRole("heading", { level: 1, name: "Answer the office" })).toBeVisible();
      await screen(page, "15-answer-page");
      await expectNoAxeViolations(page);
      await page.getByLabel("Your answer").fill(`The officer was Deputy Alvarez, badge 4471. (${run})`);
      await page.getByRole("button", { name: "Send my answer" }).click();
      await expect(page.getByRole("status")).toContainText("Your answer is with the office");
      await expectNoAxeViolations(page);
      await page.goto(`/office/requests/${james}#thread`);
      await expect(page.locator(".office-entry-answer")).toContainText(`Deputy Alvarez, badge 4471. (${run})`);
      await page.locator(".office-entry-answer").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/${page.viewportSize()!.width}-16-answer-in-thread.png` });

      // 5. Two widget messages are spam: ticked in the list and marked at once.
      await page.goto("/office?filter=open");
      await page.getByLabel(/^Search/).fill(run);
      await page.getByLabel("Channel").selectOption("widget");
      await page.getByRole("button", { name: "Show" }).click();
      const lines = page.locator(".office-list .office-line");
      await lines.nth(0).getByRole("checkbox").check();
      await lines.nth(1).getByRole("checkbox").check();
      await page.locator("#office-bulk-action").selectOption("spam");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByRole("status")).toHaveText("Marked as spam: 2 requests changed.");
      await expectNoAxeViolations(page);

      // 6. By deadline: the soonest still to come first, either limit.
      await search(page, run, "open");
      await page.getByLabel("Claim deadline").selectOption("30");
      await page.getByLabel("Order").selectOption("deadline");
      await page.getByRole("button", { name: "Show" }).click();
      // The search and the filters are kept on the server: the address names them by an id alone.
      await expect(page).toHaveURL(/\/office\?filter=open&view=[\w-]{22}$/);
      await expect(page.getByLabel("Claim deadline")).toHaveValue("30");
      await expect(page.getByLabel("Order")).toHaveValue("deadline");
      const soonest = page.locator(".office-list .office-line").first();
      await expect(soonest).toContainText(/claim: \d+ days? left/);
      await expect(soonest).toContainText(/suit: \d+ days? left/);
      await screen(page, "17-by-deadline");
      await expectNoAxeViolations(page);

      // 7. The first to call: declined, and the letter that says so.
      await soonest.locator(".office-line-name a").click();
      await page.getByLabel("Declined", { exact: true }).check();
      await page.getByLabel("Reason (kept with the decision, never sent)").fill("Outside the practice's area");
      await page.getByRole("button", { name: "Record the decision" }).click();
      await expect(page.getByLabel("Message")).toHaveValue(/Time limits (apply|aplican)|Hay plazos legales/);
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page.locator(".office-request-head .office-stage")).toHaveText("Declined");

      await page.goto("/office/agencies");
      await expect(page.getByRole("heading", { level: 1, name: "Agencies" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/office/audit");
      await expect(page.getByText(`${OFFICE} merged two requests`).first()).toBeVisible();
      await expect(page.getByText(`${OFFICE} entered a lead`).first()).toBeVisible();
      // The one answer that is not 200: the refused lead, 400 as a refused form is, its page shown again.
      expect(problems()).toEqual([
        "console: Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
    });

    test("Send pressed twice, and the same form sent again, write one letter and one line in the thread", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const problems = watchForErrors(page);
      const email = `twice-${unique()}@example.org`;
      const response = await page.request.post("/functions/v1/send-contact-email", {
        headers: { Authorization: `Bearer ${LOCAL_DEVELOPMENT_ANON_KEY}` },
        data: { ...mondayRequests()[0]!.payload, email, lastName: `Twice-${unique()}` },
      });
      const { id } = (await response.json()) as { id: string };
      await signIn(page);
      await page.goto(`/office/requests/${id}?compose=received&lang=en#reply`);
      const posted = page.waitForRequest((request) => request.method() === "POST");
      await page.getByRole("button", { name: "Send", exact: true }).dblclick();
      await expect(page.getByRole("status")).toHaveText(
        "Your message is on its way; its delivery shows in the thread.",
      );
      await expect(page.locator(".office-entry-reply")).toHaveCount(1);
      await screen(page, "reply-sent-once");
      // The very same submission again, as Back and Send again or a proxy's retry would send it.
      const first = await posted;
      const again = await page.request.post(first.url(), {
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(first.url()).origin },
        data: first.postData() ?? "",
        maxRedirects: 0,
      });
      expect(again.status()).toBe(302);
      expect(again.headers().location).toBe(`/office/requests/${id}?sent=reply#thread`);
      await page.reload();
      await expect(page.locator(".office-entry-reply")).toHaveCount(1);
      await waitForMail((mail) => sentTo(mail, email));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await readMailbox()).filter((mail) => sentTo(mail, email))).toHaveLength(1);
      expect(problems()).toEqual([]);
    });

    test("every office page passes axe, including the refusals", async ({ page }) => {
      // Axe reads every page of the office, the dashboard's charts and the inbox's bulk form among them.
      test.setTimeout(60_000);
      await page.goto("/office/link?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
      await expect(page.getByRole("heading", { name: "This sign-in link cannot be used" })).toBeVisible();
      await screen(page, "refused-link");
      await expectNoAxeViolations(page);
      await signIn(page);
      await page.goto("/office/requests/no-such-request");
      await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/office?filter=spam");
      await expect(page.getByRole("link", { name: /^Spam [\d,]+$/ })).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page);
      // The dashboard: charts drawn on the server, each with its table; no script.
      await page.getByRole("link", { name: "Dashboard" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await expect(page.getByRole("img", { name: /^Requests per week, by channel/ })).toBeVisible();
      await expect(page.locator("script")).toHaveCount(0);
      // The intake's two reports: retained ÷ received by way in and by how they heard, and the
      // median days in each stage, each drawn with its table.
      await expect(page.getByRole("heading", { level: 2, name: "Requests retained" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Time in each stage" })).toBeVisible();
      for (const title of [
        "Requests retained ÷ received, by the way they came in, per quarter received",
        "Case-form requests retained ÷ received, by how they heard of the firm, per quarter received",
        "Median days in each stage, per quarter received",
      ]) {
        const figure = page.locator("figure.chart").filter({ has: page.locator(".chart-title", { hasText: title }) });
        await expect(figure.locator("table caption")).toHaveText(title);
      }
      await screen(page, "dashboard");
      await expectNoAxeViolations(page);
      await page.getByRole("group", { name: "Months" }).getByLabel("From").selectOption({ index: 0 });
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/\/office\/dashboard\?from=\d{4}-\d{2}&to=\d{4}-\d{2}$/);
      for (const details of await page.locator("details").all()) await details.locator("summary").click();
      await expectNoAxeViolations(page);
      // A form sent without its token (built by the test: the office pages run no script of their own).
      await page.evaluate(() => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = "/office/sign-out";
        document.body.append(form);
        form.submit();
      });
      await expect(page.getByRole("heading", { name: "This form was not accepted" })).toBeVisible();
      await screen(page, "refused-form");
      await expectNoAxeViolations(page);
    });
  });
}
