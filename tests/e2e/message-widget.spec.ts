import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { firm } from "../../app/content/firm";
import { CONTACT_FUNCTION_PATH } from "../../app/contract/contact-endpoint";
import { FIELD_LABELS } from "~/office/field-labels";
import { waitForMail } from "../support/mailbox";
import { shownWidget } from "../support/shown-words";
import { expectNoAxeViolations, WCAG_TAGS, watchForErrors } from "./support";

const { messageWidgetCopy, messageWidgetLauncherCopy } = shownWidget("en");

/**
 * The floating message widget, against the production build on the real server,
 * with a real SMTP server standing in for the office's mailbox.
 */

const launcherName = messageWidgetLauncherCopy.openLabel;
const successToast = messageWidgetCopy.successToast.description;
const errorToast = messageWidgetCopy.errorToast.description;

/** A word no other test or run uses, to find this test's mail. */
const uniqueToken = () => `ref${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function launcher(page: Page) {
  // Hidden while the panel is open, so also found when hidden.
  return page.getByRole("button", { name: launcherName, includeHidden: true });
}

function panel(page: Page) {
  return page.getByRole("dialog", { name: messageWidgetCopy.title });
}

function conversation(page: Page) {
  return panel(page).getByRole("log", { name: messageWidgetCopy.messagesLabel });
}

function messageBox(page: Page) {
  return panel(page).getByRole("textbox", { name: messageWidgetCopy.messageLabel });
}

function field(page: Page, label: string) {
  return panel(page).getByLabel(new RegExp(`^${label}\\b`));
}

function submitButton(page: Page) {
  return panel(page).getByRole("button", {
    name: new RegExp(`^(${messageWidgetCopy.submit}|${messageWidgetCopy.sending})$`),
  });
}

async function openWidget(page: Page, path = "/") {
  await page.goto(path);
  // The button is in the prerendered HTML; it works once the page has hydrated.
  await page.waitForLoadState("networkidle");
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
}

/**
 * Presses Enter in the message box and resolves with the time, on the page's own clock, until
 * the request for contact details appears in the conversation.
 */
async function sendAndTimeContactPrompt(page: Page): Promise<number> {
  const timing = page.evaluate((prompt) => {
    const log = document.querySelector('[role="log"]')!;
    const start = performance.now();
    return new Promise<number>((resolve) => {
      new MutationObserver((_, observer) => {
        if (!log.textContent?.includes(prompt)) return;
        observer.disconnect();
        resolve(performance.now() - start);
      }).observe(log, { childList: true, subtree: true, characterData: true });
    });
  }, messageWidgetCopy.contactPrompt);
  await messageBox(page).press("Enter");
  return timing;
}

/** Writes a message and sends it with Enter; waits for the contact form. */
async function sendMessage(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
  await expect(field(page, messageWidgetCopy.nameLabel)).toBeVisible();
}

/** The "Label: value" lines of the office's notification, continuation lines joined back. */
function mailFields(mail: ParsedMail): Record<string, string> {
  const labels = new Set<string>(FIELD_LABELS.map(([, label]) => label));
  const fields: Record<string, string> = {};
  let current: string | null = null;
  for (const line of (mail.text ?? "").split(/\r?\n/)) {
    if (current && line.startsWith("    ")) {
      fields[current] += `\n${line.slice(4)}`;
      continue;
    }
    const match = /^([^:]+): (.*)$/.exec(line);
    current = match && labels.has(match[1]!) ? match[1]! : null;
    if (current) fields[current] = match![2]!;
  }
  return fields;
}

/**
 * What the mail must say for a payload: every field of spec section 3 exactly, but the story
 * (the visitor's messages), which stays in the office (ADR 024).
 */
function expectedMailFields(payload: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    FIELD_LABELS.filter(([key]) => key !== "caseDescription").map(([key, label]) => [
      label,
      payload[key] && payload[key].trim() !== "" ? payload[key] : "(not given)",
    ]),
  );
}

/** The reference the sent panel shows, as the office's notification carries it. */
async function shownReference(page: Page): Promise<string> {
  const reference = /[0-9A-F]{8}/.exec((await panel(page).locator("strong.font-mono").textContent()) ?? "")?.[0];
  expect(reference, "the reference the widget shows").toBeDefined();
  return reference!;
}

/** The office's notification of the request with that reference; the visitor's words are not in it. */
async function notificationOf(reference: string, story: string): Promise<ParsedMail> {
  const mail = await waitForMail((candidate) => candidate.text?.includes(`Reference: ${reference}`) ?? false);
  expect(mail.text).not.toContain(story);
  expect(mail.html || "").not.toContain(story);
  expect(mail.text).toContain("What they wrote is not in this email: read it in the office inbox.");
  return mail;
}

function widgetKeysInStorage(page: Page) {
  return page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("message-widget")));
}

function isContactRequest(request: Request) {
  return request.method() === "POST" && new URL(request.url()).pathname === CONTACT_FUNCTION_PATH;
}

/** What spec section 3 says the widget sends, around the visitor's own words. */
function widgetPayload(fields: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  caseDescription: string;
}) {
  return {
    ...fields,
    pendingCharges: "Not specified via chat",
    policeAgency: "Not specified via chat",
    incidentLocation: "Not specified via chat",
    preferredLanguage: "English",
    howHeardAboutUs: "Live Chat Widget",
  };
}

// That the launcher is in the prerendered HTML and the panel's code is not is checked over
// plain HTTP in tests/integration/routes.test.ts.

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("message, contact form a second later, name and email only: the office's mail holds exactly the payload", async ({
    page,
  }) => {
    test.slow(); // a whole journey through the real server
    const problems = watchForErrors(page);
    const token = uniqueToken();
    await openWidget(page);

    // The panel says whom it connects to and that it is not a chatbot; the greeting comes first.
    await expect(panel(page).getByText(messageWidgetCopy.subtitle)).toBeVisible();
    await expect(conversation(page).getByRole("listitem")).toHaveCount(1);
    await expect(conversation(page)).toContainText(messageWidgetCopy.greeting);
    await expect(conversation(page)).toHaveAttribute("aria-live", "polite");
    expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // Polled and rounded: the panel may still be settling from its opening transition.
    await expect
      .poll(async () => {
        const box = await panel(page).boundingBox();
        return box && { width: Math.round(box.width), height: Math.round(box.height) };
      })
      .toEqual({ width: 384, height: 600 });
    await expect(panel(page).getByRole("link", { name: messageWidgetCopy.scheduleConsultation })).toHaveAttribute(
      "href",
      "/contact",
    );

    // Empty and whitespace-only messages are ignored.
    await messageBox(page).fill("   \n  ");
    await messageBox(page).press("Enter");
    await expect(conversation(page).getByRole("listitem")).toHaveCount(1);

    // Shift+Enter starts a new line, Enter sends; the request for details comes one second later.
    await messageBox(page).fill("");
    await messageBox(page).pressSequentially("I was stopped on Fourth Street.");
    await messageBox(page).press("Shift+Enter");
    await messageBox(page).pressSequentially(`The officer pushed me. ${token}`);
    await expect(messageBox(page)).toHaveValue(`I was stopped on Fourth Street.\nThe officer pushed me. ${token}`);
    const elapsed = await sendAndTimeContactPrompt(page);
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(3000);
    await expect(messageBox(page)).toHaveValue("");
    await expect(conversation(page).getByRole("listitem")).toHaveCount(3);
    await expect(conversation(page).getByRole("listitem").nth(1)).toContainText(`The officer pushed me. ${token}`);
    await expect(conversation(page).getByRole("listitem").nth(2)).toContainText(messageWidgetCopy.contactPrompt);
    expect(messageWidgetCopy.contactPrompt).toContain("usually within 24 hours");

    // The contact form: name required, email and tel inputs, send disabled until name plus email or phone.
    const name = field(page, messageWidgetCopy.nameLabel);
    const email = field(page, messageWidgetCopy.emailLabel);
    const phone = field(page, messageWidgetCopy.phoneLabel);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("required", "");
    await expect(email).toHaveAttribute("type", "email");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(submitButton(page)).toBeDisabled();
    await email.fill("ana@example.com");
    await expect(submitButton(page)).toBeDisabled();
    await name.fill("   ");
    await expect(submitButton(page)).toBeDisabled();
    await name.fill("  Ana   María  Test ");
    await expect(submitButton(page)).toBeEnabled();

    // The notice sits above the send button.
    const notice = panel(page).getByText(messageWidgetCopy.notice);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: messageWidgetCopy.privacyLink })).toHaveAttribute("href", "/privacy");
    expect((await notice.boundingBox())!.y).toBeLessThan((await submitButton(page).boundingBox())!.y);
    await expectNoAxeViolations(page);

    // Hold the request a moment to see the sending state, then let it through to the real server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${CONTACT_FUNCTION_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest(isContactRequest);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(messageWidgetCopy.sending);
    await expect(submitButton(page)).toBeDisabled();
    release();
    const request = await sent;

    const payload = widgetPayload({
      firstName: "Ana",
      lastName: "María Test",
      email: "ana@example.com",
      phone: "",
      caseDescription: `I was stopped on Fourth Street.\nThe officer pushed me. ${token}`,
    });
    expect(request.postDataJSON()).toEqual(payload);
    const headers = await request.allHeaders();
    expect(headers["content-type"]).toContain("application/json");
    expect(headers["authorization"]).toMatch(/^Bearer \S+$/);
    expect(headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);

    // Success: toast, a reply that thanks by name and promises contact by email, form and input gone.
    await expect(page.getByText(successToast)).toBeVisible();
    expect(successToast).toBe(`Your message has been sent to ${firm.attorney.name}'s office successfully!`);
    // Its close button is a tap target of at least 24 by 24 px (WCAG 2.2 2.5.8; sonner draws 20).
    const closeToast = (await page.locator("[data-sonner-toast] [data-close-button]").first().boundingBox())!;
    // Measured to a hundredth of a pixel: the toast's stacking transform leaves 23.999998 for 24.
    expect(Math.round(Math.min(closeToast.width, closeToast.height) * 100) / 100).toBeGreaterThanOrEqual(24);
    const reply = conversation(page).getByRole("listitem").last();
    await expect(reply).toContainText("Thank you, Ana María Test.");
    await expect(reply).toContainText(`sent directly to ${firm.attorney.name}`);
    await expect(reply).toContainText("contact you by email, usually within 24 hours");
    await expect(reply).toContainText(`For urgent matters, please call ${firm.phone.display}.`);
    await expect(panel(page).getByRole("heading", { name: messageWidgetCopy.sentTitle })).toBeVisible();
    // The reference the office gave it, to read out on the phone: the start of the id in the office's mail.
    await expect(panel(page)).toContainText(new RegExp(`${messageWidgetCopy.referenceLabel} [0-9A-F]{8}`));
    await expect(name).toHaveCount(0);
    await expect(messageBox(page)).toHaveCount(0);
    expect(await widgetKeysInStorage(page)).toEqual([]);
    // The panel after sending; the toast belongs to the site's shared outlet, checked on its own.
    const axe = await new AxeBuilder({ page }).include("#message-widget-panel").withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const reference = await shownReference(page);
    const mail = await notificationOf(reference, token);
    expect(mailFields(mail)).toEqual(expectedMailFields(payload));
    expect(mail.replyTo?.value[0]?.address).toBe("ana@example.com");
    expect(mail.text).toContain(`Request id: ${reference.toLowerCase()}`);
    expect(problems()).toEqual([]);
  });

  test("when the office cannot be reached: error toast, the form keeps its data, a retry reuses the key", async ({
    page,
  }) => {
    test.slow(); // a whole journey through the real server
    const problems = watchForErrors(page);
    const token = uniqueToken();
    const keys: string[] = [];
    page.on("request", (request) => {
      if (isContactRequest(request)) keys.push(request.headers()["idempotency-key"] ?? "");
    });
    await openWidget(page);
    await sendMessage(page, `They searched my car without a warrant. ${token}`);
    await field(page, messageWidgetCopy.nameLabel).fill("Lee Failing");
    await field(page, messageWidgetCopy.emailLabel).fill("lee@example.com");

    await page.route(`**${CONTACT_FUNCTION_PATH}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"internal_error"}}' }),
    );
    await submitButton(page).click();
    await expect(page.getByText(errorToast)).toBeVisible();
    expect(errorToast).toBe(
      `There was an error sending your message. Please try calling ${firm.phone.display} directly.`,
    );
    await expect(field(page, messageWidgetCopy.nameLabel)).toHaveValue("Lee Failing");
    await expect(field(page, messageWidgetCopy.emailLabel)).toHaveValue("lee@example.com");
    await expect(submitButton(page)).toHaveText(messageWidgetCopy.submit);
    await expect(submitButton(page)).toBeEnabled();
    await expect(submitButton(page)).toBeFocused();
    await expect(messageBox(page)).toBeVisible();
    await expect(conversation(page)).not.toContainText("Thank you, Lee");
    expect(await widgetKeysInStorage(page)).toContain("message-widget:conversation");
    expect(problems().some((problem) => problem.includes("Message widget: the message could not be sent"))).toBe(true);
    expect(problems().join("\n")).not.toContain("Lee");
    expect(problems().join("\n")).not.toContain("lee@example.com");

    await page.unroute(`**${CONTACT_FUNCTION_PATH}`);
    await submitButton(page).click();
    await expect(page.getByText(successToast)).toBeVisible();
    await expect(conversation(page).getByRole("listitem").last()).toContainText("Thank you, Lee Failing.");
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const mail = await notificationOf(await shownReference(page), token);
    expect(mailFields(mail)["Last name"]).toBe("Failing");
  });

  test("keyboard only: open, Escape, message, contact details, send, close", async ({ page }) => {
    test.slow(); // a whole journey through the real server
    const token = uniqueToken();
    await page.goto("/");
    await page.waitForLoadState("networkidle");

    // The launcher is the page's last stop: Shift+Tab from the top of the page reaches it.
    await page.keyboard.press("Shift+Tab");
    await expect(launcher(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await expect(messageBox(page)).toBeFocused();
    await expect(conversation(page).getByRole("listitem")).toHaveCount(1);
    await page.keyboard.type("A deputy tased me at a traffic stop.");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type(`I still have the marks. ${token}`);
    await page.keyboard.press("Enter");

    // The form appears a second later and takes the visitor to it.
    await expect(field(page, messageWidgetCopy.nameLabel)).toBeFocused();
    await page.keyboard.type("Kim Keys");
    await page.keyboard.press("Tab");
    await expect(field(page, messageWidgetCopy.emailLabel)).toBeFocused();
    await page.keyboard.type("kim@example.com");
    await page.keyboard.press("Tab");
    await expect(field(page, messageWidgetCopy.phoneLabel)).toBeFocused();
    await page.keyboard.type("707 555 0123");
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: messageWidgetCopy.privacyLink })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByText(successToast)).toBeVisible();
    await expect(conversation(page).getByRole("listitem").last()).toContainText(
      "contact you by phone, usually within 24 hours",
    );
    // The form is gone; focus stays in the panel, on the confirmation.
    const confirmation = panel(page).getByText(messageWidgetCopy.sentBody);
    expect(
      await confirmation.evaluate((node) => node.closest('[tabindex="-1"]')!.contains(document.activeElement)),
    ).toBe(true);

    // The offer to send photos or video with the message comes first, then the close button.
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: messageWidgetCopy.evidenceOffer.button })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      panel(page).getByRole("button", { name: messageWidgetCopy.closeAfterSent, exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();

    // In this page the conversation stays, with its confirmation, until the tab is gone.
    await page.keyboard.press("Enter");
    await expect(panel(page).getByRole("heading", { name: messageWidgetCopy.sentTitle })).toBeVisible();
    const reference = await shownReference(page);
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("button", { name: messageWidgetCopy.close })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();

    await notificationOf(reference, token);
  });

  test("the conversation survives moving between pages and reloads until it is sent", async ({ page }) => {
    test.slow(); // a whole journey through the real server
    const problems = watchForErrors(page);
    const token = uniqueToken();
    await openWidget(page);
    await messageBox(page).fill(`My brother died in custody. ${token}`);
    await messageBox(page).press("Enter");
    await expect(conversation(page).getByRole("listitem")).toHaveCount(2);

    // A reload during the one-second wait: the panel is open again and the request still comes.
    await page.reload();
    await expect(panel(page)).toBeVisible();
    await expect(conversation(page)).toContainText(messageWidgetCopy.greeting);
    await expect(conversation(page)).toContainText(`My brother died in custody. ${token}`);
    await expect(field(page, messageWidgetCopy.nameLabel)).toBeVisible();
    await expect(conversation(page).getByText(messageWidgetCopy.contactPrompt)).toHaveCount(1);

    await field(page, messageWidgetCopy.nameLabel).fill("Sam Reload");
    await messageBox(page).fill("Half-written");
    await page.reload();
    await expect(field(page, messageWidgetCopy.nameLabel)).toHaveValue("Sam Reload");
    await expect(messageBox(page)).toHaveValue("Half-written");
    await expect(conversation(page).getByRole("listitem")).toHaveCount(3);

    // Moving between pages keeps it too, and following Schedule Consultation closes the panel.
    await page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "About", exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(conversation(page).getByRole("listitem")).toHaveCount(3);
    await panel(page).getByRole("link", { name: messageWidgetCopy.scheduleConsultation }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel(page)).toHaveCount(0);
    await launcher(page).click();
    await expect(field(page, messageWidgetCopy.nameLabel)).toHaveValue("Sam Reload");
    await expect(conversation(page).getByRole("listitem")).toHaveCount(3);
    expect(problems()).toEqual([]);
  });
});

test.describe("on a phone, 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the panel fits the screen; name and phone only: the reply promises a call and the mail matches", async ({
    page,
  }) => {
    test.slow(); // a whole journey through the real server
    const problems = watchForErrors(page);
    const token = uniqueToken();
    await openWidget(page);

    // Once its opening animation has settled, the panel fills the screen exactly.
    await expect.poll(() => panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await panel(page).evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(launcher(page)).toBeHidden();

    await sendMessage(page, `A police dog bit my son. ${token}`);
    // While the details are asked for, one button sends to the office; the message box only adds to it.
    await expect(panel(page).getByRole("button", { name: messageWidgetCopy.addMore })).toBeVisible();
    await expect(panel(page).getByRole("button", { name: messageWidgetCopy.sendMessage })).toHaveCount(0);
    await field(page, messageWidgetCopy.nameLabel).fill("Jo");
    await field(page, messageWidgetCopy.phoneLabel).fill("(707) 555-0199");
    await expect(submitButton(page)).toBeEnabled();
    await expectNoAxeViolations(page);

    const sent = page.waitForRequest(isContactRequest);
    await submitButton(page).click();
    const payload = widgetPayload({
      firstName: "Jo",
      lastName: "",
      email: "",
      phone: "(707) 555-0199",
      caseDescription: `A police dog bit my son. ${token}`,
    });
    expect((await sent).postDataJSON()).toEqual(payload);

    await expect(page.getByText(successToast)).toBeVisible();
    // The toast sits below the panel's title and close button, never over them.
    const header = (await panel(page).locator("header").boundingBox())!;
    await expect
      .poll(async () => (await page.locator("[data-sonner-toast]").first().boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(header.y + header.height);
    const reply = conversation(page).getByRole("listitem").last();
    await expect(reply).toContainText("Thank you, Jo.");
    await expect(reply).toContainText("contact you by phone, usually within 24 hours");
    await expect(panel(page).getByRole("heading", { name: messageWidgetCopy.sentTitle })).toBeVisible();
    expect(await widgetKeysInStorage(page)).toEqual([]);

    const mail = await notificationOf(await shownReference(page), token);
    expect(mailFields(mail)).toEqual(expectedMailFields(payload));

    // The confirmation has its own Close button, at the foot of the panel, under the thumb.
    await panel(page).getByRole("button", { name: messageWidgetCopy.closeAfterSent, exact: true }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    const launcherBox = (await launcher(page).boundingBox())!;
    expect(launcherBox.x + launcherBox.width).toBeLessThanOrEqual(390);
    expect(launcherBox.y + launcherBox.height).toBeLessThanOrEqual(844);
    expect(problems()).toEqual([]);
  });
});
