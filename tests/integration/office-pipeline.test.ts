/**
 * The office's intake, from request to decision, as the coordinator runs it: the real server
 * on the production build, the SMTP sink standing in for the mail provider, Debian's Chromium
 * clicking through the pages. Requests move through every stage; a Spanish request gets its
 * replies in Spanish, the decline letter naming the claim deadline; an assignment mails the
 * colleague nothing of the visitor's; markup in notes and replies stays text; every new
 * action refuses a cross-origin post and one without its token. On SQLite and on PostgreSQL.
 * The mail each language's replies came to, as the sink received it, is kept under
 * test-results/office-pipeline/.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, expect as expectPage, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { expectNoAxeViolations } from "../e2e/support";
import { chromiumArgs, chromiumPath } from "../support/browser";
import { claimDeadlineIn } from "../support/office-seed";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import {
  caseEvaluation,
  postContact,
  ROOT,
  scratchDir,
  spawnServer,
  widgetSubmission,
  type ServerProcess,
} from "./contact-helpers";
import { eventually, formToken, get, OFFICE, postForm, sentTo, signIn } from "./office-helpers";

const COLLEAGUE = "paralegal@example.com";
const OFFICE_DESK = "intake-desk@example.com";
const KEPT = resolve(ROOT, "test-results/office-pipeline");

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** The date a letter names, as each language writes it. */
const letterDate = ({ year, month, day }: { year: number; month: number; day: number }, language: "en-US" | "es-US") =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );

describe.each(["sqlite", "postgres"] as const)(
  "the office's intake pipeline on %s",
  { timeout: 180_000 },
  (database) => {
    let cluster: PostgresCluster | undefined;
    let sink: SmtpSink;
    let server: ServerProcess;
    let url: string;
    let cookie: string;
    let context: BrowserContext;
    let page: Page;
    const mailDir = scratchDir(`office-pipeline-mail-${database}`);

    beforeAll(async () => {
      sink = await startSmtpSink({ dir: mailDir });
      cluster = database === "postgres" ? await startPostgresCluster() : undefined;
      server = await spawnServer(
        {
          DATABASE_URL: cluster
            ? await cluster.createDatabase("pipeline")
            : `file:${scratchDir("office-pipeline")}/site.db`,
          SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
          MAIL_TO: OFFICE_DESK,
          OFFICE_EMAILS: `${OFFICE},${COLLEAGUE}`,
          RATE_LIMIT_PER_MINUTE: "0",
          STORAGE_LIMIT_PER_HOUR: "0",
          MAIL_PER_HOUR: "0",
        },
        // Letters to one visitor go a minute apart; the journey writes twice to some within seconds.
        { overrides: { office: { mailPaceMs: 1_000 } } },
      );
      url = server.url;
      cookie = await signIn(url, sink);
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const [name, value] = cookie.split("=") as [string, string];
      await context.addCookies([{ name, value, url, httpOnly: true, sameSite: "Strict" }]);
      page = await context.newPage();
    }, 120_000);

    afterAll(async () => {
      await context?.close();
      server?.child.kill("SIGTERM");
      await server?.exited;
      await sink?.close();
      await cluster?.remove();
    });

    async function send(payload: object, spanish = false): Promise<string> {
      const response = await postContact(url, payload, spanish ? { headers: { "Content-Language": "es" } } : {});
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }).id;
    }
    const mailTo = (address: string, subject: RegExp) =>
      sink.waitFor((mail) => sentTo(mail, address) && subject.test(mail.subject ?? ""), 20_000);
    const stageTag = () => page.locator(".office-request-head .office-stage");
    const thread = () => page.locator("#thread");

    /** Keeps the raw message the sink received, for the record of what visitors get. */
    function keep(mail: ParsedMail, name: string) {
      // The Message-ID may be folded onto a line of its own: look for the id itself.
      const id = (mail.messageId ?? "").replace(/^<|>$/g, "");
      const raw = readdirSync(mailDir)
        .map((file) => readFileSync(join(mailDir, file), "utf8"))
        .find((text) => id !== "" && text.includes(id));
      mkdirSync(join(KEPT, database), { recursive: true });
      if (raw) writeFileSync(join(KEPT, database, `${name}.eml`), raw);
    }

    it("moves requests through every stage, writes in each visitor's language and declines with the claim deadline", async () => {
      const english = claimDeadlineIn(10);
      const spanishDate = claimDeadlineIn(20);
      const maria = await send({
        ...caseEvaluation,
        lastName: "Journey",
        preferredLanguage: "English",
        incidentDate: english.incidentDate,
        pendingCharges: "yes",
        // The form's optional question on reaching them (issue 35).
        reachBy: "no-voicemail",
        safeTime: "after 6 PM",
      });
      const lucia = await send(
        {
          ...caseEvaluation,
          firstName: "Lucía",
          lastName: "Espinoza",
          email: "lucia.espinoza@example.org",
          phone: "(707) 555-0144",
          policeAgency: "Petaluma Police Department",
          preferredLanguage: "Spanish",
          incidentDate: spanishDate.incidentDate,
        },
        true,
      );
      const peter = await send({
        ...caseEvaluation,
        firstName: "Peter",
        lastName: "Declined",
        email: "peter.declined@example.org",
        phone: "(707) 555-0155",
        policeAgency: "Napa Police Department",
        preferredLanguage: "English",
        incidentDate: english.incidentDate,
      });
      const dana = await send({ ...widgetSubmission, lastName: "Phone-Only" });
      const spammed = await send({
        ...caseEvaluation,
        lastName: "Not-Spam",
        email: "not.spam@example.org",
        phone: "(707) 555-0166",
      });

      // The compact list: one line each, with tap-to-call and mailto links, and the claim-deadline banner.
      await page.goto(`${url}/office`);
      const line = page.locator(".office-line").filter({ hasText: "Maria Journey" });
      await expectPage(line.locator('a[href="tel:+17075550123"]')).toHaveText(caseEvaluation.phone);
      await expectPage(line.locator(`a[href="mailto:${caseEvaluation.email}"]`)).toBeVisible();
      await expectPage(line).toContainText("Case pending");
      await expectPage(line).toContainText(`claim: ${english.daysLeft} days left`);
      // How Maria asked to be reached stands beside the ways to reach her.
      await expectPage(line.locator(".office-line-contact")).toContainText(
        "Do not leave a voicemail · Safe time: after 6 PM",
      );
      await expectPage(page.getByRole("alert").getByRole("link", { name: "Maria Journey" })).toHaveAttribute(
        "href",
        `/office/requests/${maria}`,
      );
      await expectPage(page.locator(".office-line").filter({ hasText: "Dana Phone-Only" })).toContainText(
        "No incident date given",
      );

      // Maria: assigned to a colleague, written to, then Consultation scheduled and Retained.
      await line.getByRole("link", { name: "Maria Journey" }).click();
      await expectPage(stageTag()).toHaveText("New");
      await page.getByLabel("Office address").selectOption(COLLEAGUE);
      await page.getByRole("button", { name: "Assign", exact: true }).click();
      await expectPage(page.locator(".office-request-head")).toContainText(`Assigned to ${COLLEAGUE}`);
      const notice = await mailTo(COLLEAGUE, /was assigned to you/);
      const whole = `${notice.subject}\n${notice.text}\n${notice.html || ""}`;
      for (const value of [
        caseEvaluation.firstName,
        "Journey",
        caseEvaluation.email,
        caseEvaluation.phone,
        "Sonoma",
        "wrist",
      ]) {
        expect(whole).not.toContain(value);
      }
      expect(whole).toContain(`/office/requests/${maria}`);
      expect(whole).toContain(maria.slice(0, 8).toUpperCase());
      keep(notice, "assignment-notice");

      await page.getByRole("link", { name: "We received your request" }).click();
      await expectPage(page.getByLabel("Message")).toHaveValue(/^Dear Maria,\n\nThank you for contacting/);
      // ...and the letter honours it.
      await expectPage(page.locator("#reply")).toContainText("Do not leave a voicemail");
      await expectPage(page.getByLabel("Message")).toHaveValue(
        /As you asked, we will not leave you a voicemail\. We will try to reach you at the time you gave us: after 6 PM\./,
      );
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expectPage(page.getByRole("status")).toHaveText(
        "Your message is on its way; its delivery shows in the thread.",
      );
      const received = await mailTo(caseEvaluation.email, new RegExp(`^Your request to ${firm.name}$`));
      expect(received.replyTo?.value[0]?.address).toBe(OFFICE_DESK);
      expect(received.text).toContain("usually within 24 hours");
      keep(received, "reply-received-en");
      await expectPage(stageTag()).toHaveText("Contacted");
      await expectPage(async () => {
        await page.reload();
        await expectPage(thread().locator(".office-entry-reply .office-tag")).toHaveText("Delivered", { timeout: 100 });
      }).toPass();

      // Markup in a note stays text, and the note is marked as never sent.
      const markup = `<img src=x onerror="document.title='pwned'"><b>bold</b>`;
      await page.getByLabel("Note (never sent to the visitor)").fill(markup);
      await page.getByRole("button", { name: "Add the note" }).click();
      await expectPage(thread().locator(".office-entry-note .office-text")).toHaveText(markup);
      await expectPage(thread().locator(".office-entry-note")).toContainText("Internal: never sent");
      await expectPage(page.locator("main img, main b")).toHaveCount(0);

      for (const stage of ["Consultation scheduled", "Retained"]) {
        await page.locator("#stage").getByRole("button", { name: stage, exact: true }).click();
        await expectPage(stageTag()).toHaveText(stage);
      }

      // Lucía, from the Spanish pages: her replies start in Spanish; declining names her claim deadline.
      await page.goto(`${url}/office/requests/${lucia}`);
      await expectPage(page.locator("#reply")).toContainText("The visitor's language: Spanish.");
      await page.getByRole("link", { name: "We received your request" }).click();
      await expectPage(page.getByLabel("Subject")).toHaveValue(`Su solicitud a ${firm.name}`);
      await page
        .getByLabel("Message")
        .fill(`${await page.getByLabel("Message").inputValue()}\n\n<script>alert("x")</script> <b>Gracias</b>`);
      await page.getByRole("button", { name: "Send", exact: true }).click();
      const recibido = await mailTo("lucia.espinoza@example.org", /^Su solicitud a /);
      expect(recibido.text).toMatch(/^Apreciable Lucía:\n\nGracias por comunicarse con /);
      expect(recibido.headers.get("content-language")).toBe("es");
      expect(recibido.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(recibido.html).not.toContain("<script>");
      keep(recibido, "reply-received-es");
      await expectPage(thread().locator(".office-entry-reply .office-text").first()).toContainText(
        `<script>alert("x")</script> <b>Gracias</b>`,
      );
      await expectPage(page.locator("main script, main b")).toHaveCount(0);

      await page.getByLabel("Declined", { exact: true }).check();
      await page
        .getByLabel("Reason (kept with the decision, never sent)")
        .fill("Conflict: we represent the officer's city");
      await page.getByRole("button", { name: "Record the decision" }).click();
      // The decision leads straight to the letter that says so, in Spanish, with the deadline.
      await expectPage(page).toHaveURL(new RegExp(`/office/requests/${lucia}\\?compose=decline#reply$`));
      await expectPage(stageTag()).toHaveText("Declined");
      const deadline = letterDate(spanishDate.claim, "es-US");
      await expectPage(page.getByLabel("Message")).toHaveValue(
        new RegExp(`ese plazo podría vencer el ${deadline}\\. No cuente con tener más tiempo\\.`),
      );
      await page.getByRole("button", { name: "Send", exact: true }).click();
      const rechazo = await mailTo("lucia.espinoza@example.org", /no podemos tomar su caso$/);
      expect(rechazo.text).toContain(`ese plazo podría vencer el ${deadline}. No cuente con tener más tiempo.`);
      expect(rechazo.text).toContain("consulte pronto a otro abogado");
      keep(rechazo, "reply-decline-es");
      await expectPage(thread()).toContainText("Conflict: we represent the officer's city");
      await expectPage(stageTag()).toHaveText("Declined");

      // Peter is declined too, in English.
      await page.goto(`${url}/office/requests/${peter}`);
      await page.getByLabel("Declined", { exact: true }).check();
      await page.getByLabel("Reason (kept with the decision, never sent)").fill("No injury to claim for");
      await page.getByRole("button", { name: "Record the decision" }).click();
      const englishDeadline = letterDate(english.claim, "en-US");
      await expectPage(page.getByLabel("Message")).toHaveValue(
        new RegExp(`that deadline may be as early as ${englishDeadline}\\.`),
      );
      await page.getByRole("button", { name: "Send", exact: true }).click();
      const decline = await mailTo("peter.declined@example.org", /we cannot take your case$/);
      expect(decline.text).toContain(`that deadline may be as early as ${englishDeadline}.`);
      expect(decline.text).toContain("Please consult another attorney promptly");
      keep(decline, "reply-decline-en");

      // Dana left only a phone number: no composer, a logged call instead; then Referred out.
      await page.goto(`${url}/office/requests/${dana}`);
      await expectPage(page.locator("#reply")).toContainText("No email address to write to");
      await expectPage(page.getByLabel("Message")).toHaveCount(0);
      await page.getByLabel("Spoke with them").check();
      await page.getByLabel("What was said (optional)").fill("Called back; her son was bitten by a K-9.");
      await page.getByRole("button", { name: "Log the call" }).click();
      await expectPage(stageTag()).toHaveText("Contacted");
      await page.getByLabel("Referred out", { exact: true }).check();
      await page.getByLabel("Reason (kept with the decision, never sent)").fill("Referred to a dog-bite colleague");
      await page.getByRole("button", { name: "Record the decision" }).click();
      await expectPage(stageTag()).toHaveText("Referred out");
      await expectPage(page.locator(".office-triage")).toContainText(/First contact.*after the request arrived/);

      // Spam and back: New again, and the office notified again.
      await page.goto(`${url}/office/requests/${spammed}`);
      await page.getByRole("button", { name: "Mark as spam" }).click();
      await expectPage(stageTag()).toHaveText("Spam");
      await page.getByRole("button", { name: "Not spam: email it to the office" }).click();
      await expectPage(stageTag()).toHaveText("New");
      await eventually(
        async () => sink.messages.filter((mail) => mail.subject?.includes("Not-Spam")).length === 2,
        "the notification again",
      );

      // The inbox counts each stage, and the filters find them.
      await page.goto(`${url}/office?filter=all`);
      const tabs = page.getByRole("navigation", { name: "Stages" });
      for (const [label, count] of [
        ["New", 1],
        ["Retained", 1],
        ["Declined", 2],
        ["Referred out", 1],
      ] as const) {
        await expectPage(tabs.getByRole("link", { name: new RegExp(`^${label} ${count}$`) })).toBeVisible();
      }
      await page.goto(`${url}/office?filter=declined`);
      await expectPage(page.locator(".office-list .office-line")).toHaveCount(2);
      await expectPage(page.locator(".office-list")).toContainText("Lucía Espinoza");

      // The pages this journey went through pass axe at a phone's width and a desktop's.
      for (const path of [
        "/office?filter=all",
        `/office/requests/${lucia}?compose=decline`,
        `/office/requests/${dana}`,
      ]) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.goto(`${url}${path}`);
          await expectNoAxeViolations(page);
        }
      }

      // Every change is in the audit trail with who and when.
      await page.goto(`${url}/office/audit`);
      for (const what of [
        `${OFFICE} assigned a request to ${COLLEAGUE}`,
        `${OFFICE} wrote to a visitor`,
        `${OFFICE} moved a request to Declined`,
        `${OFFICE} moved a request to Referred out`,
        `${OFFICE} logged a call`,
        `${OFFICE} added an internal note`,
      ]) {
        await expectPage(page.getByText(what).first()).toBeVisible();
      }
    });

    it("refuses every new action posted from another origin or without its token, and changes nothing", async () => {
      const id = await send({ ...caseEvaluation, lastName: "Refusals", email: "refusals@example.org" });
      const csrf = await formToken(url, `/office/requests/${id}`, cookie);
      const before = sink.messages.length;
      const actions: Record<string, string>[] = [
        { intent: "stage", stage: "declined", reason: "x" },
        { intent: "assign", assignee: COLLEAGUE },
        { intent: "reply", language: "en", subject: "Hi", body: "Hello" },
        { intent: "reply_again", entry: "00000000-0000-4000-8000-000000000000" },
        { intent: "call", outcome: "spoke", body: "called" },
        { intent: "note", body: "a note" },
        { intent: "deliver", confirm: "yes" },
      ];
      for (const fields of actions) {
        const path = `/office/requests/${id}`;
        const crossOrigin = await postForm(
          url,
          path,
          { ...fields, csrf },
          { Cookie: cookie, Origin: "https://evil.example" },
        );
        expect(crossOrigin.status, `${fields.intent} from another origin`).toBe(403);
        const noOrigin = await postForm(url, path, { ...fields, csrf }, { Cookie: cookie });
        expect(noOrigin.status, `${fields.intent} without an Origin`).toBe(403);
        const noToken = await postForm(url, path, fields, { Cookie: cookie, Origin: url });
        expect(noToken.status, `${fields.intent} without its token`).toBe(403);
        const wrongToken = await postForm(url, path, { ...fields, csrf: `${csrf}x` }, { Cookie: cookie, Origin: url });
        expect(wrongToken.status, `${fields.intent} with a wrong token`).toBe(403);
      }
      const html = (await (await get(url, `/office/requests/${id}`, cookie)).text()).replaceAll("<!-- -->", "");
      expect(html).toContain('class="office-stage office-stage-new"');
      expect(html).toContain("Nothing yet: no reply, call or note.");
      expect(html).not.toContain(`Assigned to ${COLLEAGUE}`);
      await new Promise((done) => setTimeout(done, 500));
      // Only the request's own notification arrived.
      expect(sink.messages.slice(before).filter((mail) => !mail.subject?.includes("Refusals"))).toEqual([]);

      // The same post from the office's page, with its token, works.
      const ok = await postForm(
        url,
        `/office/requests/${id}`,
        { intent: "note", body: "ok", csrf },
        { Cookie: cookie, Origin: url },
      );
      expect(ok.status).toBe(302);
      expect(ok.headers.get("location")).toBe(`/office/requests/${id}?sent=note#thread`);
      // The longest reply the composer takes, in a language whose letters URL-encoding triples, goes through.
      const letter = "Señora Muñoz: ¿recibió nuestra carta? ".repeat(250).slice(0, 8_000);
      const long = await postForm(
        url,
        `/office/requests/${id}`,
        { intent: "reply", language: "es", subject: "Su solicitud", body: letter, csrf },
        { Cookie: cookie, Origin: url },
      );
      expect(long.status, await long.clone().text()).toBe(302);
      expect(long.headers.get("location")).toBe(`/office/requests/${id}?sent=reply#thread`);
    });
  },
);
