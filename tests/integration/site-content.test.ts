/**
 * The firm's content, edited and published on the real server, on SQLite and on PostgreSQL:
 * a launch-ready version imported and published while the server runs appears without a
 * restart; an edit in the office's editor, published, is on the public page at once (a new
 * ETag, its brotli variant, its CSP); a rollback is a new version; a restarted server serves the
 * newest version from its first request; an export imported into a fresh database exports the
 * same; a bad import changes nothing. On PostgreSQL a second instance follows within 5 s.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentById, rootField } from "../../app/content/model/documents";
import { formFields } from "../../app/office/site/editor-form";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { launchReady, READY_FIRM } from "../support/launch-ready";
import {
  DATABASES,
  freePort,
  newPostgresDatabase,
  removeTestPostgres,
  ROOT,
  scratchDir,
  sleep,
  spawnServer,
  type ServerProcess,
} from "./contact-helpers";
import { get, OFFICE, signIn } from "./office-helpers";

/** A test reaches into a value by the shape it knows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Loose = Record<string, any>;

const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** content:export / content:import as a shell runs them, with the server's settings. */
function contentCli(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", TSX, resolve(ROOT, "server/content/cli.ts"), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, TSX_TSCONFIG_PATH: resolve(ROOT, "tsconfig.json"), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => done({ code, output }));
  });
}

/** Until the page at `path` says `text`: how long it took, or a failure after `withinMs`. */
async function waitForText(url: string, path: string, text: string, withinMs = 5_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const body = await (await fetch(`${url}${path}`)).text();
    if (body.includes(text)) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${path} did not show "${text}" within ${withinMs} ms`);
    await sleep(100);
  }
}

/** A part's editor form, as the browser posts it after an edit. */
async function postPart(url: string, cookie: string, id: string, change: (value: Loose) => void, startedFrom?: string) {
  const slug = id.replaceAll("/", ".");
  const html = await (await get(url, `/office/site/edit/${slug}`, cookie)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const revision = startedFrom ?? /name="revision" value="(\d+)"/.exec(html)![1]!;
  const document = documentById(id)!;
  // The value the test last published (the page's inputs hold the same), with the change made.
  const value = structuredClone(current[id]) as Loose;
  change(value);
  const body = new URLSearchParams([["csrf", csrf], ["revision", revision], ...formFields(rootField(document), value)]);
  body.append("spanish-reviewed", "false");
  body.append("spanish-reviewed", "true");
  return fetch(`${url}/office/site/edit/${slug}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

async function officeForm(url: string, cookie: string, path: string, fields: Record<string, string>) {
  return (await officeFormTwice(url, cookie, path, fields, 1))[0]!;
}

/** The same rendered form posted `times` times (a double click, a proxy sending it again): each answer. */
async function officeFormTwice(url: string, cookie: string, path: string, fields: Record<string, string>, times = 2) {
  const html = await (await get(url, path, cookie)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  // The form's one-time action id, as the page rendered it (server/office/once.ts).
  const once = /name="once" value="([^"]+)"/.exec(html)![1]!;
  const answers = [];
  for (let n = 0; n < times; n++) {
    answers.push(
      await fetch(`${url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, once, ...fields }),
      }),
    );
  }
  return answers;
}

/** The documents' values of the version the test last published. */
const current: Record<string, unknown> = Object.fromEntries(
  Object.entries(launchReady().documents).map(([id, stored]) => [id, stored.value]),
);

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await removeTestPostgres();
});

for (const kind of DATABASES) {
  describe(`the site's content on ${kind}`, () => {
    const scratch = scratchDir(`site-content-${kind}`);
    let env: Record<string, string>;
    let server: ServerProcess;
    let second: ServerProcess | undefined;
    let cookie: string;

    beforeAll(async () => {
      env = {
        DATABASE_URL: kind === "sqlite" ? `file:${join(scratch, "site.db")}` : await newPostgresDatabase(),
        MAIL_DIR: join(scratch, "mail"),
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        OFFICE_EMAILS: `${OFFICE},paralegal@example.com`,
        OFFICE_PUBLISHERS: OFFICE,
        SITE_URL: "http://localhost:3000",
        RATE_LIMIT_PER_MINUTE: "0",
        OFFICE_LINKS_PER_HOUR: "0",
      };
      server = await spawnServer(env);
      cookie = await signIn(server.url, sink);
    }, 60_000);

    afterAll(async () => {
      for (const process of [server, second]) {
        if (process && process.child.exitCode === null) {
          process.child.kill("SIGTERM");
          await process.exited;
        }
      }
    });

    it("shows a version imported and published while it runs, without a restart", async () => {
      const before = await fetch(`${server.url}/`);
      expect(await before.text()).toContain("Avery Civil Rights Law");
      const file = join(scratch, "ready.json");
      writeFileSync(file, JSON.stringify(launchReady()));
      const imported = await contentCli(env, ["import", file, "--publish", "--as", OFFICE]);
      expect(imported.output).toContain("Published version 1.");
      await waitForText(server.url, "/", READY_FIRM.name);
      const page = await fetch(`${server.url}/about`, { headers: { "Accept-Encoding": "br" } });
      expect(page.headers.get("content-encoding")).toBe("br");
      expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
      const html = await page.text();
      expect(html).toContain(READY_FIRM.attorney);
      expect(html).not.toContain("Jordan Avery");
      // The islands take the firm's facts from the page: the data block carries the new phone.
      expect(html).toMatch(new RegExp(`"display":"${READY_FIRM.phone.replace(/[()]/g, "\\$&")}"`));
      expect((await fetch(`${server.url}/sitemap.xml`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/es/no-such-page`)).text()).toContain(READY_FIRM.name);
    }, 60_000);

    it("publishes an edit made in the office: the public page changes at once, with a new ETag", async () => {
      const etag = (await fetch(`${server.url}/`)).headers.get("etag");
      const saved = await postPart(server.url, cookie, "shared", (value) => {
        value.firmText.hours = { en: "Monday to Saturday, 8 AM to 6 PM", es: "De lunes a sábado, de 8 a.m. a 6 p.m." };
      });
      expect(saved.status).toBe(302);
      // A result's kind is the firm's to choose: the third result, a settlement, becomes a verdict.
      const results = await postPart(server.url, cookie, "achievements", (value) => {
        value.achievements[2].kind = "verdict";
      });
      expect(results.status).toBe(302);
      // Publish pressed twice: one version, and the second answer is the first's.
      const answers = await officeFormTwice(server.url, cookie, "/office/site", { intent: "publish" });
      expect(answers.map((answer) => answer.headers.get("location"))).toEqual([
        "/office/site?published=2",
        "/office/site?published=2",
      ]);
      const home = await fetch(`${server.url}/`);
      expect(home.headers.get("etag")).not.toBe(etag);
      expect(await home.text()).toContain("Monday to Saturday, 8 AM to 6 PM");
      expect(await (await fetch(`${server.url}/es`)).text()).toContain("De lunes a sábado, de 8 a.m. a 6 p.m.");
      // The kind as each edition names it, beside the result's year, on the about page too.
      const { year } = (current.achievements as Loose).achievements[2];
      const named = (kind: string) => new RegExp(`>${kind}(?:<!-- -->)?, (?:<!-- -->)?${year}<`);
      expect(await (await fetch(`${server.url}/about`)).text()).toMatch(named("Verdict"));
      expect(await (await fetch(`${server.url}/es/about`)).text()).toMatch(named("Veredicto"));
      current.achievements = structuredClone(current.achievements);
      (current.achievements as Loose).achievements[2].kind = "verdict";
      current.shared = structuredClone(current.shared);
      (current.shared as Loose).firmText.hours = {
        en: "Monday to Saturday, 8 AM to 6 PM",
        es: "De lunes a sábado, de 8 a.m. a 6 p.m.",
      };
    }, 60_000);

    it("tells the second of two editors of one part, and keeps both versions", async () => {
      const slug = "/office/site/edit/home";
      const opened = /name="revision" value="(\d+)"/.exec(await (await get(server.url, slug, cookie)).text())![1]!;
      const first = await postPart(
        server.url,
        cookie,
        "home",
        (value) => (value.homeCopy.hero.title.en = "First editor"),
        opened,
      );
      expect(first.status).toBe(302);
      const second = await postPart(
        server.url,
        cookie,
        "home",
        (value) => (value.homeCopy.hero.title.en = "Second editor"),
        opened,
      );
      expect(second.status).toBe(409);
      const page = await second.text();
      expect(page).toContain("while you were editing");
      expect(page).toContain('value="Second editor"');
      expect(page).toMatch(/Their version:.*First editor/s);
      // Taken back once: the same form posted again after a colleague saved anew takes back nothing more.
      const html = await (await get(server.url, slug, cookie)).text();
      const fields = {
        csrf: /name="csrf" value="([^"]+)"/.exec(html)![1]!,
        once: /name="once" value="([^"]+)"/.exec(html)![1]!,
        intent: "discard",
      };
      const discard = () =>
        fetch(`${server.url}${slug}`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: server.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        });
      expect((await discard()).status).toBe(302);
      const anew = await postPart(server.url, cookie, "home", (value) => (value.homeCopy.hero.title.en = "Saved anew"));
      expect(anew.status).toBe(302);
      expect((await discard()).status).toBe(302);
      expect(await (await get(server.url, slug, cookie)).text()).toContain('value="Saved anew"');
      const discarded = await officeForm(server.url, cookie, slug, { intent: "discard" });
      expect(discarded.status).toBe(302);
    }, 60_000);

    it("refuses a result shown without its disclaimer, and a publish by someone who is not a publisher", async () => {
      const saved = await postPart(server.url, cookie, "contact", (value) => {
        value.contactCopy.why.cards[0].disclaimer = false;
      });
      expect(saved.status).toBe(302);
      const refused = await officeForm(server.url, cookie, "/office/site", { intent: "publish" });
      expect(refused.status).toBe(200);
      expect(await refused.text()).toContain("where the results disclaimer is not shown");
      // A paralegal may draft and ask for review, not publish.
      const paralegal = await signInAs(server.url, "paralegal@example.com");
      const notAllowed = await officeForm(server.url, paralegal, "/office/site", { intent: "publish" });
      expect(await notAllowed.text()).toContain("Only a publisher can publish");
      expect(await (await fetch(`${server.url}/contact`)).text()).not.toContain("undefined");
      // Take the draft back: the rest of the test publishes nothing of it.
      const discarded = await officeForm(server.url, cookie, "/office/site/edit/contact", { intent: "discard" });
      expect(discarded.status).toBe(302);
    }, 60_000);

    it("rolls back in one step, as a new version, and a restarted server serves the newest version", async () => {
      // Pressed twice, or sent again by a proxy: one new version, the same answer.
      const [rolledBack, again] = await officeFormTwice(server.url, cookie, "/office/site/history", { version: "1" });
      expect(rolledBack!.headers.get("location")).toMatch(/rolled-back=3&/);
      expect(again!.headers.get("location")).toBe(rolledBack!.headers.get("location"));
      expect(await (await fetch(`${server.url}/`)).text()).toContain("Monday to Friday, 8:30 AM to 5:30 PM");
      server.child.kill("SIGTERM");
      await server.exited;
      server = await spawnServer(env);
      // The first request after the start: no render in between.
      const home = await (await fetch(`${server.url}/`)).text();
      expect(home).toContain(READY_FIRM.name);
      expect(home).toContain("Monday to Friday, 8:30 AM to 5:30 PM");
      cookie = await signIn(server.url, sink);
      const history = await (await get(server.url, "/office/site/history", cookie)).text();
      expect(history).toContain("version 1 again");
    }, 90_000);

    it("exports a version that a fresh database imports and exports the same", async () => {
      const file = join(scratch, "export.json");
      expect((await contentCli(env, ["export", file])).code).toBe(0);
      const fresh = {
        ...env,
        DATABASE_URL: kind === "sqlite" ? `file:${join(scratch, "fresh.db")}` : await newPostgresDatabase(),
      };
      const imported = await contentCli(fresh, ["import", file, "--publish", "--as", OFFICE]);
      expect(imported.output).toContain("Published version 1.");
      const again = join(scratch, "export-again.json");
      expect((await contentCli(fresh, ["export", again])).code).toBe(0);
      expect(JSON.parse(readFileSync(again, "utf8"))).toEqual(JSON.parse(readFileSync(file, "utf8")));
    }, 90_000);

    it("refuses a bad import whole, and changes nothing", async () => {
      const file = join(scratch, "bad.json");
      const content = launchReady();
      (content.documents.firm!.value as Loose).firm.phone.display = "call us";
      (content.documents.home!.value as Loose).homeCopy.hero.title.en = "Changed";
      writeFileSync(file, JSON.stringify(content));
      const imported = await contentCli(env, ["import", file]);
      expect(imported.code).toBe(1);
      expect(imported.output).toContain("Nothing was imported.");
      expect(imported.output).toContain("firm.phone.display: Write a US phone number");
      const site = await (await get(server.url, "/office/site", cookie)).text();
      expect(site).toContain("No unpublished changes.");
      expect(await (await fetch(`${server.url}/`)).text()).not.toContain(">Changed<");
    }, 60_000);

    if (kind === "postgres") {
      it("is served by a second instance within 5 s of a publish on the first", async () => {
        second = await spawnServer({ ...env, PORT: String(await freePort()) });
        expect(await (await fetch(`${second.url}/`)).text()).toContain("Monday to Friday, 8:30 AM to 5:30 PM");
        const saved = await postPart(server.url, cookie, "shared", (value) => {
          value.firmText.hours = { en: "Every day, 7 AM to 9 PM", es: "Todos los días, de 7 a.m. a 9 p.m." };
        });
        expect(saved.status).toBe(302);
        const published = await officeForm(server.url, cookie, "/office/site", { intent: "publish" });
        expect(published.status).toBe(302);
        const ms = await waitForText(second.url, "/", "Every day, 7 AM to 9 PM", 5_000);
        expect(ms).toBeLessThan(5_000);
      }, 60_000);
    }

    // On one database: the image's cutting costs seconds, and the id's path is the same on both.
    it.runIf(kind === "sqlite")(
      "stores an image posted twice under one action id once, and refuses one without an id",
      async () => {
        const page = async () => (await get(server.url, "/office/site/edit/images", cookie)).text();
        const uploads = (html: string) => new Set(html.match(/upload:[\w-]{36}/g) ?? []);
        const html = await page();
        // The first image field's upload form, as the page rendered it (its own one-time id).
        const form = /<form[^>]*action="\/office\/site\/images"[^>]*>([\s\S]*?)<\/form>/.exec(html)![1]!;
        const fields = Object.fromEntries(
          [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
            name!,
            value!,
          ]),
        );
        expect(fields.once).toMatch(/^[\w-]{22}\.[\w-]+$/);
        const photo = readFileSync(resolve(ROOT, "tests/fixtures/portrait-with-gps.jpg"));
        const post = (withOnce: boolean) => {
          const body = new FormData();
          for (const [name, value] of Object.entries(fields)) if (withOnce || name !== "once") body.append(name, value);
          body.append("image", new Blob([photo], { type: "image/jpeg" }), "portrait.jpg");
          return fetch(`${server.url}/office/site/images`, {
            method: "POST",
            redirect: "manual",
            headers: { Origin: server.url, Cookie: cookie },
            body,
          });
        };
        const before = uploads(html).size;
        // A double click, or a proxy sending the same multipart again: one image, the same answer.
        const first = await post(true);
        const again = await post(true);
        expect(first.status).toBe(302);
        expect(first.headers.get("location")).toContain("uploaded=1");
        expect(again.headers.get("location")).toBe(first.headers.get("location"));
        expect(uploads(await page()).size).toBe(before + 1);
        const without = await post(false);
        expect(without.status).toBe(400);
        expect(uploads(await page()).size).toBe(before + 1);
      },
      60_000,
    );
  });
}

/** A session for another office address, through its own mailed link. */
async function signInAs(url: string, address: string): Promise<string> {
  const { askForLink, confirmLink, sessionCookie, tokenFromSink } = await import("./office-helpers");
  await askForLink(url, address);
  return sessionCookie(await confirmLink(url, await tokenFromSink(sink, address)));
}
