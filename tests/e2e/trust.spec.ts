import { expect, test, type APIRequestContext } from "@playwright/test";
import { firm } from "../../app/content/firm";
import { waitForMail } from "../support/mailbox";
import { shownForm, shownShared, shownWidget } from "../support/shown-words";
import { englishPaths, watchForErrors } from "./support";

const { caseEvaluationCopy } = shownForm("en");
const { messageWidgetCopy, messageWidgetLauncherCopy } = shownWidget("en");
const { consultationAction, emergencyNotice, firmText, messageConfidentiality, officeHoursLabel, resultsDisclaimer } =
  shownShared("en");

/**
 * What the pages promise a frightened visitor, checked on the pages as served
 * (prerendered HTML from the production server) and, for the form and the widget, in a browser.
 */

const CONSULTATION_LABEL = consultationAction.label;
const officeHours = `${officeHoursLabel} ${firmText.hours}. ${firmText.afterHours}`;

/** The text of an HTML fragment as a reader sees it: no tags, entities decoded, spaces collapsed. */
function text(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|\s+/g, " ")
    .replace(/ ([.,;:])/g, "$1")
    .trim();
}

async function served(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const main = (html: string) => html.slice(html.indexOf("<main"), html.lastIndexOf("</main>"));
const footer = (html: string) => html.slice(html.lastIndexOf("<footer"));

/** The first element of `tag` after `from` in the HTML, up to its matching closing tag. */
function elementAfter(html: string, from: number, tag: string): string {
  const start = html.indexOf(`<${tag}`, from);
  expect(start, `<${tag}> after ${from}`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
  pattern.lastIndex = start;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  throw new Error(`unclosed <${tag}>`);
}

/** The <section> whose heading (any level) has exactly this text. */
function sectionWithHeading(html: string, heading: string): string {
  const headings = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)];
  const found = headings.find((match) => text(match[2]!) === heading);
  expect(found, `heading "${heading}"`).toBeDefined();
  const sectionStart = html.lastIndexOf("<section", found!.index);
  return elementAfter(html, sectionStart, "section");
}

/** The card (InfoCard: a div around an h3) whose title is `title`. */
function card(html: string, title: string): string {
  const at = html.search(new RegExp(`<h3[^>]*>${title}</h3>`));
  expect(at, `card "${title}"`).toBeGreaterThanOrEqual(0);
  return elementAfter(html, html.lastIndexOf('<div class="rounded-card', at), "div");
}

const pressArticles = (html: string) =>
  [...main(html).matchAll(/<article\b[\s\S]*?<\/article>/g)].map((match) => ({
    text: text(match[0]),
    date: /datetime="(\d{4})-\d{2}-\d{2}"/i.exec(match[0])?.[1] ?? "",
  }));

test.describe("advertising rules (rule 7.1) on the pages as served", () => {
  test("the results disclaimer stands wherever a result, an amount or press coverage is shown", async ({ request }) => {
    const amount = /\$\d+(?:\.\d+)?M\b|\$\d{3},\d{3}\b|recovered millions/;
    const checked: string[] = [];
    for (const path of englishPaths) {
      const html = main(await served(request, path));
      const body = text(html);
      if (!amount.test(body) && !body.includes("Read Article")) continue;
      checked.push(path);
      expect(body, `${path} shows results: it needs the disclaimer`).toContain(resultsDisclaimer);
    }
    expect(checked).toEqual(expect.arrayContaining(["/", "/about", "/contact", "/headlines"]));

    // Beside each one, not somewhere else on the page.
    const home = await served(request, "/");
    expect(text(sectionWithHeading(home, "In the News"))).toContain(resultsDisclaimer);
    const headlines = main(await served(request, "/headlines"));
    const disclaimerAt = headlines.indexOf(resultsDisclaimer.slice(0, 40));
    expect(disclaimerAt).toBeGreaterThan(0);
    expect(disclaimerAt, "before the first press item").toBeLessThan(headlines.indexOf("<article"));
    const contact = await served(request, "/contact");
    const trackRecord = text(card(contact, "Proven Track Record"));
    expect(trackRecord).toContain("recovered millions");
    expect(trackRecord).toContain(resultsDisclaimer);
  });

  test('"No Cost to You" says who pays case costs without a recovery, as a placeholder the firm confirms', async ({
    request,
  }) => {
    const noCost = text(card(await served(request, "/contact"), "No Cost to You"));
    expect(noCost).toMatch(/no attorney's fee unless we win/);
    expect(noCost).toMatch(/If there is no recovery: \[To be confirmed by the firm: [^\]]*costs[^\]]*\]/);
  });

  test("the press, the results and the honors agree with each other", async ({ request }) => {
    const articles = pressArticles(await served(request, "/headlines"));
    expect(articles).toHaveLength(29);
    const results = text(sectionWithHeading(await served(request, "/"), "Record-Breaking Achievements"));
    const about = await served(request, "/about");
    const honors = text(sectionWithHeading(about, "Proven Track Record"));

    for (const article of articles) {
      const amount = /\$\d+(?:\.\d+)?M\b|\$\d{3},\d{3}\b/.exec(article.text)?.[0];
      // The results list calls every amount a settlement: the press must not call it an award or a verdict.
      if (amount && results.includes(amount)) {
        // Each card reads "$1.6M Settlement, 2023": the press item about it is of the same year.
        expect(results).toMatch(new RegExp(`\\${amount} Settlement, ${article.date} `));
        expect(article.text, amount).not.toMatch(/award|verdict|jury/i);
      }
      // A case that settled before trial had no trial testimony.
      if (/before trial/i.test(article.text)) expect(article.text).not.toMatch(/testif/i);
      // An honor in the press is one of the honors listed, in the years they cover (2015 to 2025).
      if (/honou?red|\baward\b(?! of)/i.test(article.text) && !amount) {
        expect(Number(article.date), article.text).toBeGreaterThanOrEqual(2015);
        expect(Number(article.date), article.text).toBeLessThanOrEqual(2025);
        const named = /receives ([A-Z][\w ]+Award)/.exec(article.text)?.[1];
        expect(named, article.text).toBeDefined();
        expect(honors).toContain(named);
      }
    }
    expect(articles.find((article) => article.text.includes("$850,000"))?.text).toMatch(/settle/);
    expect(text(main(about))).toMatch(/Honors from 2015 to 2025/);
  });

  test("published opinions carry an obviously fictional citation, never a real-looking one", async ({ request }) => {
    const cites = [...main(await served(request, "/about")).matchAll(/<cite\b[^>]*>([\s\S]*?)<\/cite>/g)].map((match) =>
      text(match[1]!),
    );
    expect(cites).toHaveLength(7);
    const realLooking = /\b[1-9]\d* (?:F\.(?:2d|3d|4th)|F\. App'x|Cal\. App\. \d+th|Cal\. \d+th|U\.S\.) [1-9]|WL [1-9]/;
    const fictional = /\b0+ (?:F\.|Cal\.)[^,(]* 0+ \(|WL 0{7} \(/;
    for (const cite of cites) {
      expect(cite).not.toMatch(realLooking);
      expect(cite).toMatch(fictional);
    }
  });

  test("every confidentiality notice says what the privacy policy says: the office, and the mail provider", async ({
    request,
  }) => {
    const privacy = text(main(await served(request, "/privacy")));
    expect(privacy).toMatch(/Who receives it Your message goes only to the attorney's office\. [^.]*mail provider/);
    expect(messageConfidentiality).toMatch(/mail provider/);

    const consultation = text(main(await served(request, "/consultation")));
    expect(consultation).toContain(`${caseEvaluationCopy.confidentiality}`);
    expect(consultation).toContain(messageConfidentiality);
    // The privilege is explained once on the page, not twice in nearly the same words.
    expect(consultation.split("confidential and privileged")).toHaveLength(2);
    expect(text(main(await served(request, "/contact")))).toContain(messageConfidentiality);

    for (const path of englishPaths) {
      const page = text(await served(request, path));
      expect(page, path).not.toMatch(/never to a third party|nothing is shared with anyone outside the office/i);
    }
  });
});

test.describe("a visitor in crisis, on the pages as served", () => {
  test("the 911 line is on the home hero, /contact and /consultation, before any form", async ({ request }) => {
    for (const path of ["/", "/contact", "/consultation"]) {
      const html = main(await served(request, path));
      const hero = elementAfter(html, 0, "section");
      expect(text(hero), path).toContain(emergencyNotice);
    }
  });

  test("office hours and what to do after hours stand beside the phone links", async ({ request }) => {
    for (const path of englishPaths) {
      const contact = footer(await served(request, path));
      expect(contact, path).toContain('href="tel:');
      expect(text(contact), path).toContain(officeHours);
    }
    const home = main(await served(request, "/"));
    expect(text(elementAfter(home, 0, "section"))).toContain(officeHours);
    const consultation = main(await served(request, "/consultation"));
    expect(text(elementAfter(consultation, 0, "section"))).toContain(officeHours);
    const phoneCard = card(await served(request, "/contact"), "Phone");
    expect(phoneCard).toContain('href="tel:');
    expect(text(phoneCard)).toContain(officeHours);
    expect(text(sectionWithHeading(await served(request, "/"), "You've got one shot. Make it your best."))).toContain(
      officeHours,
    );
  });

  test("a promise of an answer within 24 hours always says usually", async ({ request }) => {
    for (const path of englishPaths) {
      const html = await served(request, path);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      if (/24 hours/.test(description)) expect(description, path).toMatch(/usually[^.]* within 24 hours/);
    }
    expect(/<meta name="description" content="([^"]*)"/.exec(await served(request, "/"))?.[1]).toMatch(
      /usually within 24 hours/,
    );
  });

  test(`every link to /consultation reads "${CONSULTATION_LABEL}"`, async ({ request }) => {
    const labels = new Set<string>();
    let count = 0;
    for (const path of englishPaths) {
      for (const match of (await served(request, path)).matchAll(
        /<a\b[^>]*href="\/consultation"[^>]*>([\s\S]*?)<\/a>/g,
      )) {
        labels.add(text(match[1]!));
        count++;
      }
    }
    expect(count).toBeGreaterThan(20);
    expect([...labels]).toEqual([CONSULTATION_LABEL]);
  });
});

test.describe("a visitor in crisis, in the browser", () => {
  test('the police agency, location and how-heard fields say that "not sure" is fine', async ({ page }) => {
    await page.goto("/consultation");
    await expect(page.getByLabel(/^Police Agency Involved/)).toHaveAccessibleDescription(/not sure/i);
    await expect(page.getByLabel(/^Location of Incident/)).toHaveAccessibleDescription(/not sure/i);
    await expect(page.getByLabel(/^How Did You Hear About Us/)).toHaveAccessibleDescription(/not sure.*Other/i);
  });

  test("after a request is sent, a confirmation with a reference stays, takes focus, and another can be sent", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/consultation");
    await expect(page.getByRole("button", { name: /^Date of Incident/ })).toBeVisible();
    const lastName = `Trust-${Date.now().toString(36)}`;
    await page.getByLabel(/^First Name/).fill("Rosa");
    await page.getByLabel(/^Last Name/).fill(lastName);
    await page.getByLabel(/^Email Address/).fill("rosa@example.com");
    await page.getByLabel(/^Phone Number/).fill("(707) 555-0123");
    await page.getByLabel(/^Preferred Language/).selectOption("English");
    await page.getByLabel(/^Tell Us What Happened/).fill("I was pushed to the ground and handcuffed for no reason.");
    await page.getByLabel(/^Location of Incident/).fill("Not sure");
    await page.getByLabel(/^Police Agency Involved/).fill("Not sure");
    await page.getByRole("radio", { name: "No", exact: true }).check();
    await page.getByLabel(/^How Did You Hear About Us/).selectOption("Other");

    const answered = page.waitForResponse((response) => response.url().endsWith("/functions/v1/send-contact-email"));
    await page.getByRole("button", { name: "Submit Case Evaluation Request" }).click();
    const { id } = (await (await answered).json()) as { id: string };
    const reference = id
      .replace(/[^0-9a-z]/gi, "")
      .slice(0, 8)
      .toUpperCase();

    const copy = caseEvaluationCopy.confirmation;
    const title = page.getByRole("heading", { name: copy.title });
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription(new RegExp(`${copy.referenceLabel} ${reference}`));
    const confirmation = page.getByRole("region", { name: copy.title });
    await expect(confirmation).toContainText(copy.next);
    await expect(confirmation).toContainText(officeHours);
    await expect(confirmation.getByRole("link", { name: firm.phone.display })).toHaveAttribute(
      "href",
      `tel:${firm.phone.e164}`,
    );
    // The spec's toast still shows, and the form gives way to the confirmation.
    await expect(page.locator("[data-sonner-toast]")).toContainText(caseEvaluationCopy.toast.success.title);
    await expect(page.getByRole("button", { name: "Submit Case Evaluation Request" })).toBeHidden();

    // The office can find the request by the reference the visitor reads out.
    const mail = await waitForMail((candidate) => candidate.subject?.includes(lastName) ?? false);
    expect((mail.text ?? "").toUpperCase()).toContain(`REQUEST ID: ${reference}`);

    // It stays until the visitor asks for a fresh form.
    await expect(title).toBeVisible();
    await confirmation.getByRole("button", { name: copy.sendAnother }).click();
    await expect(title).toHaveCount(0);
    await expect(page.getByLabel(/^First Name/)).toBeFocused();
    await expect(page.getByLabel(/^First Name/)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Submit Case Evaluation Request" })).toBeEnabled();
    expect(problems()).toEqual([]);
  });

  test("the widget's panel gives the 911 line, the office hours, and the same confidentiality promise", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: messageWidgetLauncherCopy.openLabel }).click();
    const panel = page.getByRole("dialog", { name: messageWidgetCopy.title });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(emergencyNotice);
    await expect(panel).toContainText(officeHours);

    await panel.getByRole("textbox", { name: messageWidgetCopy.messageLabel }).fill("Officers searched my car.");
    await panel.getByRole("textbox", { name: messageWidgetCopy.messageLabel }).press("Enter");
    await expect(panel.getByText(messageWidgetCopy.notice)).toBeVisible();
    expect(messageWidgetCopy.notice).toContain(messageConfidentiality);
  });
});

test.describe("layout", () => {
  for (const width of [390, 1280]) {
    test(`the new notices cause no layout shift at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/contact", "/consultation"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
              }).observe({ type: "layout-shift", buffered: true });
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
            }),
        );
        expect(shift, path).toBeLessThan(0.01);
        await expect(page.getByText(emergencyNotice).first()).toBeVisible();
      }
    });
  }
});
