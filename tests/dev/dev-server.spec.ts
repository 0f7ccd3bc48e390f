import { expect, test } from "@playwright/test";
import { waitForMail } from "../support/mailbox";
import { watchForErrors } from "../e2e/support";

test("npm run dev is the product: the form, hydrated from source, reaches the office through the endpoint", async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const response = await page.goto("/consultation");
  // The production server's headers, with the page's own scripts allowed by hash.
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");

  // The form's island hydrates (its date field becomes the calendar button).
  const dateButton = page.getByRole("button", { name: /^Date of Incident/ });
  await expect(dateButton).toBeVisible();

  const lastName = `Dev-${Date.now().toString(36)}`;
  await page.getByLabel(/^First Name/).fill("Maria");
  await page.getByLabel(/^Last Name/).fill(lastName);
  await page.getByLabel(/^Email Address/).fill("maria@example.com");
  await page.getByLabel(/^Phone Number/).fill("(707) 555-0199");
  await page.getByLabel(/^Preferred Language/).selectOption("Spanish");
  await page.getByLabel(/^Tell Us What Happened/).fill("Officers pushed me to the ground during a traffic stop.");
  await page
    .getByRole("radiogroup", { name: /pending criminal charges/ })
    .getByRole("radio", { name: "No", exact: true })
    .check();
  await page.getByLabel(/^Police Agency Involved/).fill("Santa Rosa Police Department");
  await page.getByLabel(/^Location of Incident/).fill("Mendocino Avenue, Santa Rosa");
  await page.getByLabel(/^How Did You Hear About Us/).selectOption("Google search");
  await page.getByRole("button", { name: "Submit Case Evaluation Request" }).click();

  await expect(page.getByText("Case Evaluation Request Submitted")).toBeVisible();
  const mail = await waitForMail((candidate) => candidate.subject?.includes(lastName) ?? false, { timeoutMs: 30_000 });
  expect(mail.text).toContain("Santa Rosa Police Department");

  // The office exists in development too.
  expect((await page.request.get("/office/sign-in")).status()).toBe(200);
  expect((await page.request.get("/readyz")).status()).toBe(200);
  expect(problems()).toEqual([]);
});
