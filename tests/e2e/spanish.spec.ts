import { expect, test, type Page } from "@playwright/test";
import { contactRequestMessages as englishMessages } from "../../app/content/contact-request-messages";
import { contactRequestMessages as messages } from "../../app/content/es/contact-request-messages";
import { siteText } from "../../app/content/es/site-text";
import { waitForMail } from "../support/mailbox";
import { shownForm, shownWidget } from "../support/shown-words";
import { expectNoAxeViolations, watchForErrors } from "./support";

const englishForm = shownForm("en").caseEvaluationCopy;
const form = shownForm("es").caseEvaluationCopy;
const widget = shownWidget("es").messageWidgetCopy;

/**
 * The Spanish edition in the browser: the case form and the message widget in
 * Spanish, each journey read back from the office's mailbox; the language switch. Axe on every
 * Spanish page is in accessibility.spec.ts (it walks every prerendered path).
 */

const uniqueName = () => `Ruiz-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page) => page.locator('section[aria-live="polite"]').locator("[data-sonner-toast]");
const isSubmission = (url: string) => url.endsWith("/functions/v1/send-contact-email");
/** Screenshots to look at; not compared, so they never fail a run. */
const shot = (page: Page, name: string) =>
  process.env.ES_SCREENSHOTS
    ? page.screenshot({ path: `${process.env.ES_SCREENSHOTS}/${name}.png`, fullPage: false })
    : null;

/** A label as a regular expression that matches it at the start of an accessible name. */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

function fields(page: Page) {
  const { fields: f } = form;
  return {
    firstName: page.getByLabel(startsWith(f.firstName.label)),
    lastName: page.getByLabel(startsWith(f.lastName.label)),
    email: page.getByLabel(startsWith(f.email.label)),
    phone: page.getByLabel(startsWith(f.phone.label)),
    preferredLanguage: page.getByLabel(startsWith(f.preferredLanguage.label)),
    caseDescription: page.getByLabel(startsWith(f.caseDescription.label)),
    pendingCharges: page.getByRole("radiogroup", { name: startsWith(f.pendingCharges.label) }),
    policeAgency: page.getByLabel(startsWith(f.policeAgency.label)),
    incidentDate: page.getByRole("button", { name: startsWith(f.incidentDate.label) }),
    incidentLocation: page.getByLabel(startsWith(f.incidentLocation.label)),
    howHeardAboutUs: page.getByLabel(startsWith(f.howHeardAboutUs.label)),
  };
}

for (const width of [390, 1280]) {
  test.describe(`the Spanish case form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an empty submit shows Spanish messages and no English one; a valid one reaches the office", async ({
      page,
    }) => {
      const problems = watchForErrors(page);
      if (process.env.ES_SCREENSHOTS) {
        await page.goto("/es");
        await page.waitForLoadState("networkidle");
        await shot(page, `es-home-${width}`);
      }
      await page.goto("/es/consultation");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      const f = fields(page);
      await expect(f.incidentDate).toBeVisible();
      // Spanish is chosen already, shown as "Español"; the value sent stays the spec's "Spanish".
      await expect(f.preferredLanguage).toHaveValue("Spanish");
      await expect(f.preferredLanguage.locator("option:checked")).toHaveText("Español");
      // Before sending, the form says whom to ask for in Spanish, and that the answer comes in Spanish.
      const { text, formReply } = siteText.languageService!;
      await expect(
        page
          .getByRole("main")
          .getByRole("listitem")
          .filter({ hasText: `${text} ${formReply}` }),
      ).toBeVisible();

      await page.getByRole("button", { name: form.submit }).click();
      for (const message of [messages.firstName, messages.lastName, messages.email, messages.caseDescription]) {
        await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
      }
      for (const english of Object.values(englishMessages)) {
        if (typeof english === "string") await expect(page.getByText(english, { exact: true })).toHaveCount(0);
      }
      await expect(page.getByText(englishForm.submit)).toHaveCount(0);
      await expect(f.firstName).toBeFocused();
      await f.firstName.scrollIntoViewIfNeeded();
      await shot(page, `es-consultation-errors-${width}`);
      await expectNoAxeViolations(page);

      const lastName = uniqueName();
      await f.firstName.fill("Ana");
      await f.lastName.fill(lastName);
      await f.email.fill("ana@example.com");
      await f.phone.fill("(707) 555-0188");
      await f.caseDescription.fill("Un agente me empujó contra el coche y me lastimó el hombro.");
      // "No sé": the visitor who does not know says so, and the office reads "unknown".
      await f.pendingCharges.getByRole("radio", { name: form.fields.pendingCharges.unknown }).check();
      await f.policeAgency.fill("Policía de Santa Rosa");
      await f.incidentLocation.fill("Avenida Sebastopol, Santa Rosa");
      await f.howHeardAboutUs.selectOption({ label: "Búsqueda en Google" });

      const sent = page.waitForRequest((request) => isSubmission(request.url()) && request.method() === "POST");
      await page.getByRole("button", { name: form.submit }).click();
      const request = await sent;
      expect(request.headers()["content-language"]).toBe("es");
      expect(request.postDataJSON()).toMatchObject({
        preferredLanguage: "Spanish",
        howHeardAboutUs: "Google search",
        pendingCharges: "unknown",
      });

      await expect(toast(page)).toContainText(form.toast.success.title);
      await expect(page.getByRole("heading", { name: form.confirmation.title })).toBeFocused();
      await expect(page.getByText(form.confirmation.sendAnother)).toBeVisible();
      await shot(page, `es-consultation-sent-${width}`);

      const mail = await waitForMail((candidate) => candidate.subject?.includes(lastName) ?? false);
      expect(mail.subject).toMatch(/^\[ES\] Website form: /);
      expect(mail.text).toContain("Preferred language: Spanish");
      expect(mail.text).toContain("How they heard about us: Google search");
      expect(mail.text).toContain("Pending criminal charges: unknown");
      expect(mail.text).toContain("Sent from the Spanish edition of the website (/es)");
      expect(problems()).toEqual([]);
    });
  });
}

test.describe("the Spanish message widget", () => {
  test("greets, asks for contact details and replies in Spanish; the office's mail says Spanish", async ({ page }) => {
    const problems = watchForErrors(page);
    const token = `token-${Date.now().toString(36)}`;
    await page.goto("/es");
    // The button is in the prerendered HTML; it works once the page has hydrated.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: siteText.widgetLauncher.openLabel }).click();
    const panel = page.getByRole("dialog", { name: widget.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(widget.greeting)).toBeVisible();
    // The consultation button's words lead to the form only; this link to the contact page has its own.
    await expect(panel.getByRole("link", { name: widget.scheduleConsultation })).toHaveAttribute("href", "/es/contact");
    await expect(panel.getByRole("link", { name: siteText.consultationAction.label })).toHaveCount(0);
    await panel.getByRole("textbox", { name: widget.messageLabel }).fill(`La policía me detuvo sin motivo. ${token}`);
    await panel.getByRole("button", { name: widget.sendMessage }).click();
    await expect(panel.getByText(widget.contactPrompt)).toBeVisible();
    await panel.getByRole("textbox", { name: new RegExp(`^${widget.nameLabel}`) }).fill("Ana Ruiz");
    await panel.getByRole("textbox", { name: new RegExp(`^${widget.emailLabel}`) }).fill("ana@example.com");
    await expectNoAxeViolations(page);
    await shot(page, "es-widget-1280");

    const sent = page.waitForRequest((request) => isSubmission(request.url()) && request.method() === "POST");
    await panel.getByRole("button", { name: widget.submit }).click();
    const request = await sent;
    expect(request.headers()["content-language"]).toBe("es");
    expect(request.postDataJSON()).toMatchObject({ preferredLanguage: "Spanish", howHeardAboutUs: "Live Chat Widget" });
    await expect(panel.getByText(widget.successReply("Ana Ruiz", false))).toBeVisible();
    await expect(toast(page)).toContainText(widget.successToast.title);

    const mail = await waitForMail((candidate) => candidate.text?.includes(token) ?? false);
    expect(mail.subject).toMatch(/^\[ES\] Message widget: /);
    expect(mail.text).toContain("Preferred language: Spanish");
    expect(mail.text).toContain("Sent from the Spanish edition of the website (/es)");
    expect(problems()).toEqual([]);
  });

  test("at 390 px the open panel is axe-clean", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es/contact");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: siteText.widgetLauncher.openLabel }).click();
    await expect(page.getByRole("dialog", { name: widget.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "es-widget-390");
  });
});

test.describe("the language switch", () => {
  test("leads from a page to its twin and back, without any automatic redirect", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "Accept-Language": "es-MX,es;q=0.9" });
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Español/ })
      .click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: siteText.header.skipLink })).toHaveCount(1);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("an unknown path under /es/ shows the Spanish 404 page", async ({ page }) => {
    const response = await page.goto("/es/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: siteText.notFound.heading })).toBeVisible();
  });
});
