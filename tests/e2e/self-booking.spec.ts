/**
 * Self-booking (issue 34), on the production server with the SMTP sink: the office turns it on
 * at /office/scheduling (a wrong opening refused beside its field first); a Spanish-speaking
 * visitor's request is answered with the pick page's link and the next open times; on
 * /es/book, at 390 px, they pick one and it is held at once; an English-speaking visitor whose
 * page still showed that time is told it was taken; the office sees the held time on Today as
 * requested by the visitor and confirms it, and nothing is mailed to the visitor until Send.
 * axe checks each new page; screenshots land in test-results/booking-screens/.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { LOCAL_DEVELOPMENT_ANON_KEY } from "../../app/config/public-config.server";
import type { ContactResponse } from "../../app/contract/contact-endpoint";
import { readMailbox, sentTo, signInLinkFor } from "../support/mailbox";
import { expectNoAxeViolations, watchForErrors } from "./support";

// Its own office address: journeys run side by side, and each must open only its own sign-in link.
const OFFICE = "booking@example.com";
const SCREENS = "test-results/booking-screens";
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

/** A visitor's request through the endpoint, in their language: its id, address and the booking offer. */
async function request(page: Page, language: "en" | "es") {
  const lastName = `Booking${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `${lastName.toLowerCase()}@example.org`;
  const response = await page.request.post("/functions/v1/send-contact-email", {
    headers: {
      Authorization: `Bearer ${LOCAL_DEVELOPMENT_ANON_KEY}`,
      ...(language === "es" ? { "Content-Language": "es" } : {}),
    },
    data: {
      firstName: language === "es" ? "María" : "James",
      lastName,
      email,
      phone: "(707) 555-0163",
      preferredLanguage: language === "es" ? "Spanish" : "English",
      caseDescription: "Deputies pushed me to the ground during a traffic stop.",
      pendingCharges: "no",
      policeAgency: "Sonoma County Sheriff's Office",
      incidentDate: "10/2/2026",
      incidentLocation: "Stony Point Road, Santa Rosa",
      howHeardAboutUs: "Google search",
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as ContactResponse;
  return { id: body.id, email, booking: body.booking, reference: body.id.slice(0, 8).toUpperCase() };
}

/** The pick page of an offer, opened in a phone-sized browser of the visitor's own. */
async function visitorPage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The link names the site's public origin; the journey's server is this one.
  await page.goto(new URL(url).pathname);
  return page;
}

test("the office turns self-booking on; a visitor picks a time in Spanish, another is told it was taken; the office confirms it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  try {
    // The settings: a Monday opening that ends before it starts is refused beside its field.
    await page.goto("/office/scheduling");
    await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Let visitors pick a time themselves").check();
    await page.getByLabel("Monday, First opening, to").fill("08:00");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Some settings were not saved");
    await expect(page.getByText("The opening must end after it starts")).toBeVisible();
    await expect(page.getByLabel("Monday, First opening, from")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Monday, First opening, to").fill("12:00");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status")).toHaveText("Settings saved.");
    await expect(page.getByLabel("Let visitors pick a time themselves")).toBeChecked();
    await screen(page, "scheduling");

    // Two visitors: the endpoint's answer offers each the pick page and the next open times.
    const maria = await request(page, "es");
    const james = await request(page, "en");
    expect(maria.booking?.url).toMatch(/\/es\/book\/[\w-]{43}$/);
    expect(james.booking?.url).toMatch(/\/book\/[\w-]{43}$/);
    expect(maria.booking?.next.length).toBeGreaterThan(0);

    // Both open their pages; the token leaves the address bar for a cookie.
    const mariaPage = await visitorPage(browser, maria.booking!.url);
    const jamesPage = await visitorPage(browser, james.booking!.url);
    await expect(mariaPage).toHaveURL(/\/es\/book$/);
    await expect(
      mariaPage.getByRole("heading", { level: 1, name: "Elija la hora de su consulta gratuita" }),
    ).toBeVisible();
    await expect(
      jamesPage.getByRole("heading", { level: 1, name: "Choose a time for your free consultation" }),
    ).toBeVisible();
    await screen(mariaPage, "book-es");
    await expectNoAxeViolations(mariaPage);

    // María holds the first open time.
    const first = mariaPage.getByRole("button", { name: /^Apartar esta hora:/ }).first();
    const slot = await first.getAttribute("value");
    const when = ((await first.getAttribute("aria-label")) ?? "").replace(/^Apartar esta hora: /, "");
    await first.click();
    await expect(mariaPage.getByRole("status")).toContainText(`Gracias. La oficina le está apartando el ${when}.`);
    await expect(mariaPage.getByRole("button", { name: /^Apartar esta hora:/ })).toHaveCount(0);
    await screen(mariaPage, "book-es-held");
    await expectNoAxeViolations(mariaPage);

    // James's page still shows that time: his pick of it is refused, the other times offered.
    await jamesPage.locator(`button[name="slot"][value="${slot}"]`).click();
    await expect(jamesPage.getByRole("alert")).toHaveText(
      "Someone else chose that time a moment ago. Please pick another one below.",
    );
    await expect(jamesPage.locator(`button[name="slot"][value="${slot}"]`)).toHaveCount(0);
    await expect(jamesPage.getByRole("button", { name: /^Hold this time:/ }).first()).toBeVisible();
    await screen(jamesPage, "book-en-taken");
    await expectNoAxeViolations(jamesPage);

    // The office: Today lists the held time as requested by the visitor, with Confirm.
    await page.goto("/office/today");
    const picked = page.getByRole("region", { name: /^Times visitors picked, to confirm/ });
    await expect(picked.getByRole("link", { name: maria.reference })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await screen(page, "today-picked");
    await picked.getByRole("button", { name: `Confirm: ${maria.reference}` }).click();
    await expect(picked.getByRole("link", { name: maria.reference })).toHaveCount(0);

    // The request's page: booked, scheduled, the invitation not sent: nothing went to María.
    await page.goto(`/office/requests/${maria.id}`);
    const consultation = page.getByRole("region", { name: "Consultation" });
    await expect(consultation.getByText("Not sent to the visitor yet.")).toBeVisible();
    await expect(consultation.getByRole("button", { name: "Send invitation" })).toBeVisible();
    await expect(page.getByText(`${OFFICE} confirmed the time the visitor picked`)).toBeVisible();
    await expect(page.getByText("The visitor picked a time: held until the office confirms it")).toBeVisible();
    await screen(page, "request-confirmed");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await readMailbox()).filter((mail) => sentTo(mail, maria.email))).toEqual([]);

    // María's page again: the time is hers, held by the office.
    await mariaPage.goto("/es/book");
    await expect(mariaPage.getByText("Usted ya tiene una hora con la oficina")).toBeVisible();
    await expect(mariaPage.getByText("La oficina ya la confirmó.")).toBeVisible();
    await mariaPage.context().close();
    await jamesPage.context().close();
  } finally {
    // Self-booking off again: the other journeys' replies and answers are as they expect.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/office/scheduling");
    await page.getByLabel("Let visitors pick a time themselves").uncheck();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status")).toHaveText("Settings saved.");
  }
  // The refused settings form answers 400, as a refused form does: the browser logs it.
  const refusedForm = "console: Failed to load resource: the server responded with a status of 400 (Bad Request)";
  expect(problems().filter((problem) => problem !== refusedForm)).toEqual([]);
});
