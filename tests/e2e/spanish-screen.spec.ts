import { expect, test, type Locator, type Page } from "@playwright/test";
import { contactRequestMessages as messages } from "../../app/content/es/contact-request-messages";
import { siteText as spanish } from "../../app/content/es/site-text";
import { siteText as english } from "../../app/content/site-text";
import { chromiumArgs, chromiumPath } from "../support/browser";
import { shownForm, shownWidget } from "../support/shown-words";

/**
 * What a Spanish-speaking visitor sees on the screen (issue 36):
 * - no browser-native validation message on a Spanish page: in a Chromium whose own language is
 *   Spanish (`--lang=es-US`, where the browser's messages are Spanish, and in tú), every field of
 *   the case form and of the widget's contact form is sent empty, then invalid; no field raises
 *   the browser's check (its bubble), none of the browser's messages is on the screen, and the
 *   site's own are;
 * - no line of the header, the navigation or the widget is cut off or clipped at 320, 360 and
 *   390 px, in either edition.
 */
test.use({
  locale: "es-US",
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, "--lang=es-US"] },
});

const form = shownForm("es").caseEvaluationCopy;
const widget = shownWidget("es").messageWidgetCopy;

/** Counts the browser's own checks: an `invalid` event is the browser showing its bubble. */
async function watchNativeChecks(page: Page) {
  await page.addInitScript(() => {
    const fired: string[] = [];
    (window as unknown as { nativeChecks: string[] }).nativeChecks = fired;
    document.addEventListener("invalid", (event) => fired.push((event.target as HTMLInputElement).name || "?"), true);
  });
}

/** What the browser itself would say of each field now (in its own language), and what is on the screen. */
async function browserMessagesAndScreen(page: Page, root: Locator) {
  return root.evaluate((element) => {
    const fields = [...element.querySelectorAll("input, select, textarea")] as HTMLInputElement[];
    return {
      native: [...new Set(fields.map((field) => field.validationMessage).filter(Boolean))],
      screen: (document.body as HTMLElement).innerText,
      checks: (window as unknown as { nativeChecks: string[] }).nativeChecks.slice(),
    };
  });
}

async function expectOnlyTheSiteMessages(page: Page, root: Locator, expected: string[]) {
  for (const message of expected) await expect(root.getByText(message, { exact: true }).first()).toBeVisible();
  const { native, screen, checks } = await browserMessagesAndScreen(page, root);
  expect(checks, "the browser ran its own check (its bubble)").toEqual([]);
  // The browser has messages of its own for these fields (so this reads something real)…
  expect(native.length).toBeGreaterThan(0);
  // …and none of them is on the screen.
  for (const message of native) expect(screen).not.toContain(message);
}

const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

test("no Spanish page shows a browser-native validation message: every field empty, then invalid", async ({ page }) => {
  await watchNativeChecks(page);
  await page.goto("/es/consultation");
  await page.waitForLoadState("networkidle");
  const main = page.getByRole("main");
  const f = form.fields;
  await page.getByRole("button", { name: form.submit }).click();
  await expectOnlyTheSiteMessages(page, main, [
    messages.firstName,
    messages.lastName,
    messages.email,
    messages.caseDescription,
    messages.pendingCharges,
    messages.policeAgency,
    messages.incidentLocation,
    messages.howHeardAboutUs,
  ]);

  await main.getByLabel(startsWith(f.firstName.label)).fill("A");
  await main.getByLabel(startsWith(f.lastName.label)).fill("R");
  await main.getByLabel(startsWith(f.email.label)).fill("ana@");
  await main.getByLabel(startsWith(f.phone.label)).fill("12");
  await main.getByLabel(startsWith(f.caseDescription.label)).fill("corto");
  await page.getByRole("button", { name: form.submit }).click();
  await expectOnlyTheSiteMessages(page, main, [messages.email, messages.phone, messages.caseDescription]);

  // The widget's contact form, on the same page.
  await page.getByRole("button", { name: spanish.widgetLauncher.openLabel }).click();
  const panel = page.getByRole("dialog", { name: widget.title });
  await panel.getByRole("textbox", { name: widget.messageLabel }).fill("La policía me detuvo sin motivo.");
  await panel.getByRole("button", { name: widget.sendMessage }).click();
  await expect(panel.getByText(widget.contactPrompt)).toBeVisible();
  const name = panel.getByRole("textbox", { name: new RegExp(`^${widget.nameLabel}`) });
  const email = panel.getByRole("textbox", { name: new RegExp(`^${widget.emailLabel}`) });
  const submit = panel.getByRole("button", { name: widget.submit });
  // Empty, it cannot be sent (the button says so), and nothing of the browser's shows.
  await expect(submit).toBeDisabled();
  const empty = await browserMessagesAndScreen(page, panel);
  expect(empty.native.length).toBeGreaterThan(0);
  for (const message of empty.native) expect(empty.screen).not.toContain(message);
  await name.fill("Ana Ruiz");
  await email.fill("ana@");
  await submit.click();
  await expectOnlyTheSiteMessages(page, panel, [messages.email]);
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
});

/**
 * Each piece of visible text under `root` that is cut off: outside the viewport, outside an
 * ancestor that hides its overflow, or shortened with an ellipsis. Screen-reader-only text (a
 * one-pixel box) is not on the screen, so it is not read.
 */
function clippedText(root: Locator) {
  return root.evaluateAll((roots) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const hides = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.overflowX, style.overflowY].some((overflow) => overflow === "hidden" || overflow === "clip");
    };
    for (const top of roots) {
      const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        const parent = node.parentElement;
        if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const box = parent.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue; // sr-only
        const style = getComputedStyle(parent);
        if (style.textOverflow === "ellipsis" && parent.scrollWidth > parent.clientWidth + 1) {
          found.push(`“${text}” ends in an ellipsis`);
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          if (rect.left < -0.5 || rect.right > width + 0.5) {
            found.push(
              `“${text}” runs off the screen (${Math.round(rect.left)}–${Math.round(rect.right)} of ${width} px)`,
            );
            break;
          }
          let clipper: Element | null = parent;
          let cut = false;
          for (; clipper && clipper !== document.body; clipper = clipper.parentElement) {
            if (!hides(clipper)) continue;
            const edge = clipper.getBoundingClientRect();
            if (
              rect.left < edge.left - 0.5 ||
              rect.right > edge.right + 0.5 ||
              rect.top < edge.top - 0.5 ||
              rect.bottom > edge.bottom + 0.5
            ) {
              cut = true;
              break;
            }
          }
          if (cut) {
            found.push(`“${text}” is clipped by its box`);
            break;
          }
        }
      }
    }
    return found;
  });
}

for (const [edition, text, home] of [
  ["English", english, "/"],
  ["Spanish", spanish, "/es"],
] as const) {
  test(`no line of the header, the navigation or the widget is cut off at 320, 360 and 390 px (${edition})`, async ({
    page,
  }) => {
    await page.goto(home);
    await page.waitForLoadState("networkidle");
    const found: string[] = [];
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.locator("body > div header, header").first();
      found.push(...(await clippedText(header)).map((line) => `${width} px header: ${line}`));
      const menu = header.getByRole("button", { name: text.header.openMenu });
      await menu.click();
      found.push(
        ...(await clippedText(page.getByRole("navigation", { name: text.header.mainNavLabel }))).map(
          (line) => `${width} px menu: ${line}`,
        ),
      );
      await header.getByRole("button", { name: text.header.closeMenu }).click();
      await page.getByRole("button", { name: text.widgetLauncher.openLabel }).click();
      const panel = page.getByRole("dialog");
      await expect(panel).toBeVisible();
      found.push(...(await clippedText(panel)).map((line) => `${width} px widget: ${line}`));
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
    expect(found).toEqual([]);
  });
}
