import { expect, test, type Page, type Request } from "@playwright/test";
import { HONEYPOT_FIELD } from "../../app/contract/contact-endpoint";
import { waitForMail } from "../support/mailbox";
import { CASE_EVALUATION_MESSAGES } from "../support/spec-messages";
import { expectNoAxeViolations, watchForErrors } from "./support";

const ENDPOINT = "**/functions/v1/send-contact-email";
const SUBMIT = "Submit Case Evaluation Request";

const messages = CASE_EVALUATION_MESSAGES;

const successToast = {
  title: "Case Evaluation Request Submitted",
  description: "A member of our team will be in touch promptly to discuss your case.",
};
const errorToast = {
  title: "Error",
  description: "There was an error submitting your request. Please try again or call us directly.",
};

/** A last name no other test uses, so the mail of this test can be told apart. */
const uniqueName = () => `Lopez-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function fields(page: Page) {
  return {
    firstName: page.getByLabel(/^First Name/),
    lastName: page.getByLabel(/^Last Name/),
    email: page.getByLabel(/^Email Address/),
    phone: page.getByLabel(/^Phone Number/),
    preferredLanguage: page.getByLabel(/^Preferred Language/),
    caseDescription: page.getByLabel(/^Tell Us What Happened/),
    pendingCharges: page.getByRole("radiogroup", { name: /pending criminal charges/ }),
    policeAgency: page.getByLabel(/^Police Agency Involved/),
    incidentDate: page.getByRole("button", { name: /^Date of Incident/ }),
    incidentLocation: page.getByLabel(/^Location of Incident/),
    howHeardAboutUs: page.getByLabel(/^How Did You Hear About Us/),
  };
}

/** Waits until React has hydrated the form (the date field becomes the calendar button). */
async function openForm(page: Page) {
  await page.goto("/consultation");
  await expect(fields(page).incidentDate).toBeVisible();
}

async function fillForm(page: Page, lastName: string) {
  const f = fields(page);
  await f.firstName.fill("Maria");
  await f.lastName.fill(lastName);
  await f.email.fill("maria@example.com");
  await f.phone.fill("(707) 555-0199");
  await f.preferredLanguage.selectOption("Spanish");
  await f.caseDescription.fill("Officers pushed me to the ground during a traffic stop.\nMy wrist was broken.");
  await f.pendingCharges.getByRole("radio", { name: "No", exact: true }).check();
  await f.policeAgency.fill("Santa Rosa Police Department");
  await f.incidentLocation.fill("Mendocino Avenue, Santa Rosa");
  await f.howHeardAboutUs.selectOption("Friend or family recommendation");
}

/** Chooses 14 March 2024 in the calendar dialog with the mouse. */
async function chooseMarch14th2024(page: Page) {
  await fields(page).incidentDate.click();
  const dialog = page.getByRole("dialog", { name: "Choose the date of the incident" });
  await dialog.getByRole("combobox", { name: "Choose the Year" }).selectOption("2024");
  await dialog.getByRole("combobox", { name: "Choose the Month" }).selectOption({ label: "March" });
  await dialog.getByRole("button", { name: "Thursday, March 14th, 2024" }).click();
  await expect(dialog).toBeHidden();
  await expect(fields(page).incidentDate).toHaveAccessibleName("Date of Incident (optional) March 14, 2024");
}

function toast(page: Page) {
  // sonner's live region: a toast inside it is announced politely.
  return page.locator('section[aria-live="polite"]').locator("[data-sonner-toast]");
}

const isSubmission = (request: Request) =>
  request.url().endsWith("/functions/v1/send-contact-email") && request.method() === "POST";

test.describe("case evaluation form", () => {
  test("a visitor sends a request: success toast, a fresh form, and the office's mailbox has every field but the story", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await openForm(page);
    const lastName = uniqueName();
    await fillForm(page, lastName);
    await chooseMarch14th2024(page);

    const sent = page.waitForRequest(isSubmission);
    const answered = page.waitForResponse((response) => isSubmission(response.request()));
    await page.getByRole("button", { name: SUBMIT }).click();
    const request = await sent;
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.headers()["authorization"]).toMatch(/^Bearer \S+$/);
    expect(request.headers()["idempotency-key"]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const payload = request.postDataJSON();
    expect(payload).toEqual({
      firstName: "Maria",
      lastName,
      email: "maria@example.com",
      phone: "(707) 555-0199",
      preferredLanguage: "Spanish",
      caseDescription: "Officers pushed me to the ground during a traffic stop.\nMy wrist was broken.",
      pendingCharges: "no",
      policeAgency: "Santa Rosa Police Department",
      incidentDate: "3/14/2024",
      incidentLocation: "Mendocino Avenue, Santa Rosa",
      howHeardAboutUs: "Friend or family recommendation",
      // The optional question on reaching them, not answered here.
      reachBy: "",
      safeTime: "",
      [HONEYPOT_FIELD]: "",
    });
    const answer = await answered;
    expect(answer.status()).toBe(200);
    const { id } = (await answer.json()) as { id: string };

    await expect(toast(page)).toContainText(successToast.title);
    await expect(toast(page)).toContainText(successToast.description);
    // The confirmation (tests/e2e/trust.spec.ts) stands in the form's place until a fresh one is asked for.
    await page.getByRole("button", { name: "Send another request" }).click();
    const f = fields(page);
    for (const field of [
      f.firstName,
      f.lastName,
      f.email,
      f.phone,
      f.caseDescription,
      f.policeAgency,
      f.incidentLocation,
    ]) {
      await expect(field).toHaveValue("");
    }
    await expect(f.preferredLanguage).toHaveValue("");
    await expect(f.howHeardAboutUs).toHaveValue("");
    await expect(f.pendingCharges.getByRole("radio", { name: "No", exact: true })).not.toBeChecked();
    await expect(f.incidentDate).toHaveAccessibleName("Date of Incident (optional) Choose a date");
    await expect(page.getByRole("button", { name: SUBMIT })).toBeEnabled();
    await expect(page.getByText(messages.firstName)).toHaveCount(0);

    const mail = await waitForMail((candidate) => candidate.subject?.includes(lastName) ?? false);
    const text = mail.text ?? "";
    // Every field but the story arrives, in the order of the spec's section 3; the story stays
    // in the office (ADR 024), which the mail links to.
    const inOrder = [
      `Reference: ${id.slice(0, 8).toUpperCase()}`,
      "Maria",
      lastName,
      "maria@example.com",
      "(707) 555-0199",
      "Spanish",
      "no",
      "Santa Rosa Police Department",
      "3/14/2024",
      "Mendocino Avenue, Santa Rosa",
      "Friend or family recommendation",
    ];
    let from = 0;
    for (const value of inOrder) {
      const at = text.indexOf(value, from);
      expect(at, `"${value}" in the mail, after the fields before it`).toBeGreaterThanOrEqual(0);
      from = at + value.length;
    }
    for (const story of ["Officers pushed me to the ground", "My wrist was broken."]) {
      expect(text).not.toContain(story);
      expect(mail.html || "").not.toContain(story);
    }
    expect(text).toContain("What they wrote is not in this email: read it in the office inbox.");
    expect(text).toContain(`/office/requests/${id}`);
    expect(mail.replyTo?.value[0]?.address).toBe("maria@example.com");
    expect(problems()).toEqual([]);
  });

  test("the draft survives a reload, is gone after a successful send, and 'Clear this form' erases it, with one undo", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const draft = () => page.evaluate(() => sessionStorage.getItem("case-evaluation-draft:v1"));
    await openForm(page);
    const lastName = uniqueName();
    await fillForm(page, lastName);
    await chooseMarch14th2024(page);
    expect(JSON.parse((await draft())!)).toMatchObject({ lastName, pendingCharges: "no", incidentDate: "3/14/2024" });

    await page.reload();
    const f = fields(page);
    // At the top of the form: what came back, and one tap to clear it, on a shared phone too.
    await expect(page.getByText("What you typed earlier in this browser tab is back.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Clear it now" })).toBeVisible();
    await expect(f.incidentDate).toHaveAccessibleName("Date of Incident (optional) March 14, 2024");
    await expect(f.firstName).toHaveValue("Maria");
    await expect(f.lastName).toHaveValue(lastName);
    await expect(f.preferredLanguage).toHaveValue("Spanish");
    await expect(f.caseDescription).toHaveValue(/My wrist was broken\.$/);
    await expect(f.pendingCharges.getByRole("radio", { name: "No", exact: true })).toBeChecked();
    await expect(f.howHeardAboutUs).toHaveValue("Friend or family recommendation");

    const answered = page.waitForResponse((response) => isSubmission(response.request()));
    await page.getByRole("button", { name: SUBMIT }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Your request has arrived" })).toBeVisible();
    expect(await draft()).toBeNull();
    await page.reload();
    await expect(fields(page).incidentDate).toBeVisible();
    await expect(fields(page).lastName).toHaveValue("");
    await expect(page.getByRole("button", { name: "Clear it now" })).toHaveCount(0);

    // Cleared from the notice at the top, the undo stands there too.
    await fields(page).firstName.fill("Top");
    await page.reload();
    await page.getByRole("button", { name: "Clear it now" }).click();
    await expect(fields(page).firstName).toHaveValue("");
    expect(await draft()).toBeNull();
    const undoAtTop = page.getByRole("button", { name: "Bring back what I typed" });
    await expect(undoAtTop).toBeFocused();
    await undoAtTop.click();
    await expect(fields(page).firstName).toHaveValue("Top");
    await page.getByRole("button", { name: "Clear it now" }).click();
    await page.reload();
    await expect(fields(page).firstName).toHaveValue("");

    await fields(page).firstName.fill("Someone");
    expect(await draft()).not.toBeNull();
    await fields(page).caseDescription.fill("Officers pushed me to the ground outside my house.");
    await page.getByRole("button", { name: "Clear this form" }).click();
    await expect(fields(page).firstName).toHaveValue("");
    await expect(fields(page).caseDescription).toHaveValue("");
    expect(await draft()).toBeNull();
    // A mistaken tap is not the end of what was typed: the same place now gives it back.
    await expect(page.getByRole("status").filter({ hasText: "The form is cleared." })).toBeVisible();
    const undo = page.getByRole("button", { name: "Bring back what I typed" });
    await expect(undo).toBeFocused();
    await undo.click();
    await expect(fields(page).firstName).toHaveValue("Someone");
    await expect(fields(page).caseDescription).toHaveValue("Officers pushed me to the ground outside my house.");
    expect(JSON.parse((await draft())!)).toMatchObject({ firstName: "Someone" });
    await expect(page.getByRole("button", { name: "Clear this form" })).toBeFocused();

    // Once the visitor types into the cleared form, the undo is gone: what is new is kept instead.
    await page.getByRole("button", { name: "Clear this form" }).click();
    await fields(page).lastName.fill("Fresh");
    await expect(page.getByRole("button", { name: "Bring back what I typed" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Clear this form" })).toBeVisible();
    await expect(fields(page).firstName).toHaveValue("");
    expect(JSON.parse((await draft())!)).toMatchObject({ lastName: "Fresh" });
    expect(problems()).toEqual([]);
  });

  test("the success toast is announced even when the browser has not been idle yet", async ({ page }) => {
    // The toast outlet normally mounts when the browser is first idle; here it never is, so
    // only the toast itself can bring the outlet, and its live region, into the page.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await openForm(page);
    await fillForm(page, uniqueName());
    await page.getByRole("button", { name: SUBMIT }).click();
    await expect(toast(page)).toContainText(successToast.title);
    await expect(toast(page)).toContainText(successToast.description);
  });

  test("each validation message appears under its field, and focus goes to the first", async ({ page }) => {
    await openForm(page);
    await page.getByRole("button", { name: SUBMIT }).click();

    const f = fields(page);
    await expect(f.firstName).toBeFocused();
    for (const [name, message] of Object.entries(messages)) {
      const field = f[name as keyof typeof messages];
      await expect(field, name).toHaveAttribute("aria-invalid", "true");
      await expect(field, name).toHaveAccessibleDescription(new RegExp(message));
      // Shown right under the field, not only to assistive technology.
      const errorId = (await field.getAttribute("aria-describedby"))!.split(" ").find((id) => id.endsWith("-error"))!;
      const error = page.locator(`[id="${errorId}"]`);
      await expect(error).toBeVisible();
      await expect(error).toHaveText(message);
      // The radio group's fieldset holds its message: measure from its last radio.
      const control = name === "pendingCharges" ? field.getByRole("radio").last() : field;
      const fieldBox = (await control.boundingBox())!;
      const errorBox = (await error.boundingBox())!;
      expect(errorBox.y, name).toBeGreaterThan(fieldBox.y + fieldBox.height - 1);
      expect(errorBox.y - (fieldBox.y + fieldBox.height), name).toBeLessThan(40);
    }
    // The optional date never shows an error.
    await expect(f.incidentDate).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: SUBMIT })).toBeEnabled();

    // Fixing a field clears its message as the visitor types.
    await f.firstName.fill("M");
    await expect(page.getByText(messages.firstName)).toHaveCount(0);
    await f.caseDescription.fill("Too short");
    await expect(f.caseDescription).toHaveAccessibleDescription(new RegExp(messages.caseDescription));
    await f.caseDescription.fill("Long enough to describe what happened.");
    await expect(page.getByText(messages.caseDescription)).toHaveCount(0);
  });

  test("a field is checked once it has been touched, before any submit", async ({ page }) => {
    await openForm(page);
    const f = fields(page);
    await f.email.fill("maria@");
    await expect(page.getByText(messages.email)).toHaveCount(0);
    await f.email.blur();
    await expect(f.email).toHaveAccessibleDescription(messages.email);
    await f.phone.focus();
    await f.phone.blur();
    await expect(f.phone).toHaveAccessibleDescription(new RegExp(messages.phone));
    // Untouched fields stay quiet.
    await expect(page.getByText(messages.lastName)).toHaveCount(0);
  });

  test("when the endpoint fails, an error toast appears, the data stays, and a retry reuses the key", async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await openForm(page);
    const lastName = uniqueName();
    await fillForm(page, lastName);
    await chooseMarch14th2024(page);

    const keys: string[] = [];
    await page.route(ENDPOINT, async (route) => {
      keys.push(route.request().headers()["idempotency-key"]!);
      // Slow enough to see the sending state.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"internal"}}' });
    });
    await page.getByRole("button", { name: SUBMIT }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();

    await expect(toast(page)).toContainText(errorToast.title);
    await expect(toast(page)).toContainText(errorToast.description);
    await expect(toast(page)).toHaveAttribute("data-type", "error");
    expect(logged.some((text) => text.includes("HTTP error! status: 500"))).toBe(true);
    expect(logged.join("\n")).not.toContain(lastName);

    const f = fields(page);
    await expect(f.firstName).toHaveValue("Maria");
    await expect(f.lastName).toHaveValue(lastName);
    await expect(f.preferredLanguage).toHaveValue("Spanish");
    await expect(f.pendingCharges.getByRole("radio", { name: "No", exact: true })).toBeChecked();
    await expect(f.incidentDate).toHaveAccessibleName(/March 14, 2024/);
    const submit = page.getByRole("button", { name: SUBMIT });
    await expect(submit).toBeEnabled();

    // The same data again, now through the real endpoint: the same Idempotency-Key.
    await page.unroute(ENDPOINT);
    const retried = page.waitForRequest(isSubmission);
    await submit.click();
    expect((await retried).headers()["idempotency-key"]).toBe(keys[0]);
    await expect(toast(page).filter({ hasText: successToast.title })).toBeVisible();
    await waitForMail((mail) => mail.subject?.includes(lastName) ?? false);
  });

  test("the whole form works with the keyboard alone, the date picker included", async ({ page }) => {
    await openForm(page);
    const f = fields(page);
    await f.firstName.focus();
    await page.keyboard.type("Kim");
    await page.keyboard.press("Tab");
    await expect(f.lastName).toBeFocused();
    const lastName = uniqueName();
    await page.keyboard.type(lastName);
    await page.keyboard.press("Tab");
    await expect(f.email).toBeFocused();
    await page.keyboard.type("kim@example.com");
    await page.keyboard.press("Tab");
    await expect(f.phone).toBeFocused();
    await page.keyboard.type("7075550123");
    await page.keyboard.press("Tab");
    await expect(f.preferredLanguage).toBeFocused();
    await page.keyboard.type("Korean");
    await expect(f.preferredLanguage).toHaveValue("Korean");
    // The optional "How may the office reach you?": one stop for its radios, then the safe time.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "A call, a text or a voicemail are all fine" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Call or text, but do not leave a voicemail" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(/^A safe time to reach you/)).toBeFocused();
    await page.keyboard.type("after 6 PM");
    await page.keyboard.press("Tab");
    await expect(f.caseDescription).toBeFocused();
    await page.keyboard.type("An officer used a taser on me while I was handcuffed.");
    await page.keyboard.press("Tab");

    // The date: open the dialog, move with the keys, choose with Enter.
    await expect(f.incidentDate).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose the date of the incident" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("grid")).toHaveCount(1); // one month
    const today = dialog.getByRole("button", { name: /^Today, / });
    await expect(today).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Go to the Next Month" })).toBeDisabled();
    // Escape closes without choosing and gives focus back to the field.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(f.incidentDate).toBeFocused();
    await expect(f.incidentDate).toHaveAccessibleName(/Choose a date$/);

    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: /^Today, / })).toBeFocused();
    await page.keyboard.press("PageUp"); // the same day a month earlier
    await page.keyboard.press("ArrowLeft");
    const chosenLabel = (await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) ?? "";
    expect(chosenLabel).toMatch(/^\w+day, \w+ \d+\w\w, \d{4}$/);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(f.incidentDate).toBeFocused();
    const chosen = new Date(chosenLabel.replace(/^\w+, /, "").replace(/(\d+)(st|nd|rd|th)/, "$1"));
    const shown = chosen.toLocaleDateString("en-US", { dateStyle: "long" });
    await expect(f.incidentDate).toHaveAccessibleName(`Date of Incident (optional) ${shown}`);

    // "Clear date" follows the field; then back to the field with Shift+Tab.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Clear date" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(f.incidentLocation).toBeFocused();
    await page.keyboard.type("Petaluma");
    await page.keyboard.press("Tab");
    await expect(f.policeAgency).toBeFocused();
    await page.keyboard.type("Sonoma County Sheriff");
    await page.keyboard.press("Tab");
    const yes = f.pendingCharges.getByRole("radio", { name: "Yes" });
    await expect(yes).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(f.pendingCharges.getByRole("radio", { name: "No", exact: true })).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(yes).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(f.howHeardAboutUs).toBeFocused();
    await page.keyboard.type("Court");
    await expect(f.howHeardAboutUs).toHaveValue("Court referral");

    // The honeypot is not in the tab order: next come the notices' links, then the button.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: SUBMIT })).toBeFocused();

    const sent = page.waitForRequest(isSubmission);
    await page.keyboard.press("Enter");
    const payload = (await sent).postDataJSON();
    expect(payload).toMatchObject({
      firstName: "Kim",
      lastName,
      preferredLanguage: "Korean",
      pendingCharges: "yes",
      incidentDate: chosen.toLocaleDateString("en-US"),
      incidentLocation: "Petaluma",
      policeAgency: "Sonoma County Sheriff",
      howHeardAboutUs: "Court referral",
      reachBy: "no-voicemail",
      safeTime: "after 6 PM",
    });
    await expect(toast(page).filter({ hasText: successToast.title })).toBeVisible();
    // Focus is not lost to the page: the confirmation that replaces the form takes it.
    await expect(page.getByRole("heading", { name: "Your request has arrived" })).toBeFocused();
    await expect(f.firstName).toHaveValue("");
  });

  test("the calendar offers 1 January 1900 to today and nothing else", async ({ page }) => {
    await openForm(page);
    await fields(page).incidentDate.click();
    const dialog = page.getByRole("dialog", { name: "Choose the date of the incident" });
    const years = dialog.getByRole("combobox", { name: "Choose the Year" });
    await expect(years).toBeAttached();
    const yearOptions = await years.locator("option").allTextContents();
    expect(yearOptions[0]).toBe("1900");
    expect(yearOptions.at(-1)).toBe(String(new Date().getFullYear()));

    await years.selectOption("1900");
    await dialog.getByRole("combobox", { name: "Choose the Month" }).selectOption({ label: "January" });
    await expect(dialog.getByRole("button", { name: "Go to the Previous Month" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Monday, January 1st, 1900" })).toBeEnabled();

    // Back to this month: days after today cannot be chosen.
    await years.selectOption(String(new Date().getFullYear()));
    await dialog.getByRole("combobox", { name: "Choose the Month" }).selectOption({ index: new Date().getMonth() });
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    if (tomorrow.getMonth() === new Date().getMonth()) {
      const day = tomorrow.getDate();
      const cell = dialog.getByRole("gridcell").filter({ hasText: new RegExp(`^${day}$`) });
      await expect(cell.getByRole("button")).toBeDisabled();
    }
    await expect(dialog.getByRole("button", { name: /^Today, / })).toBeEnabled();

    // A click outside the calendar closes it, without choosing.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(fields(page).incidentDate).toHaveAccessibleName(/Choose a date$/);
  });

  test("what someone typed before the page became interactive is kept", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The form is its page's own island (ADR 001): holding its module holds the form back.
    await page.route("**/assets/island-case-evaluation-en-*.js", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/consultation", { waitUntil: "domcontentloaded" });
    // Before hydration the date is the browser's own date input.
    await page.locator("#case-incidentDate").fill("2024-03-14");
    await page.locator("#case-firstName").fill("Early");
    await page.locator("#case-caseDescription").fill("Typed while the script was still loading.");
    await page.locator("#case-pendingCharges").check();
    // Nothing can be sent natively (the data would end up in a URL) before the form is ready.
    const submit = page.getByRole("button", { name: SUBMIT });
    await expect(submit).toBeDisabled();
    await page.locator("#case-firstName").press("Enter");
    expect(new URL(page.url()).search).toBe("");
    release();
    await expect(submit).toBeEnabled();

    const f = fields(page);
    await expect(f.incidentDate).toHaveAccessibleName("Date of Incident (optional) March 14, 2024");
    await expect(f.firstName).toHaveValue("Early");
    await expect(f.caseDescription).toHaveValue("Typed while the script was still loading.");
    await expect(f.pendingCharges.getByRole("radio", { name: "Yes" })).toBeChecked();
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing with the errors shown and with the calendar open, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openForm(page);
      await page.getByRole("button", { name: SUBMIT }).click();
      await expect(page.getByText(messages.howHeardAboutUs)).toBeVisible();
      await expectNoAxeViolations(page);

      await fields(page).incidentDate.click();
      await expect(page.getByRole("dialog").getByRole("grid")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

// Which libraries each page's first-load JavaScript carries is checked over plain HTTP in
// tests/integration/routes.test.ts.
