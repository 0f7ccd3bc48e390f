/**
 * What the office's security review found beyond clicks done twice, each as the requests that
 * found it, on the office in production form (tests/support/office-stack.ts: nginx terminating
 * TLS, one instance on SQLite, two on one PostgreSQL): list views and searches in the audit trail
 * without the words searched; absurd values answered as the office's pages answer, never 5xx;
 * the office's cap counted per person; no word of an erased or purged request left in the
 * database's files; and, on a server started by hand, PORT without SITE_URL, and a SITE_URL
 * that is not where the office is opened.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeClient, send, type OfficeClient } from "../support/office-client";
import { pagingBehindOneAddress, visitorRequest, type Visitor } from "../support/office-scenarios";
import { occurrences, startOfficeStack, type OfficeStack } from "../support/office-stack";
import { startSmtpSink } from "../support/smtp-sink";
import { BUILD_DIR, freePort, ROOT, scratchDir, sleep, spawnServer } from "./contact-helpers";

const OFFICE = "intake@example.com";
const STAFF = Array.from({ length: 5 }, (_, i) => `staff${i}@example.com`);
const ENV = { OFFICE_EMAILS: [OFFICE, ...STAFF].join(","), OFFICE_LINKS_PER_HOUR: "0", TRUST_PROXY: "2" };
const stackLines = (lines: string[]) => lines.filter((line) => /^\s+at /.test(line));

describe.each(["sqlite", "postgres"] as const)("the office on %s, behind nginx with TLS", (database) => {
  let stack: OfficeStack;
  let intake: OfficeClient;

  beforeAll(async () => {
    stack = await startOfficeStack({ database, env: ENV });
    intake = await stack.signedIn(OFFICE, "198.51.100.200");
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it("records a search and a list view in the audit trail, with the ids shown and never the words; and an export", async () => {
    const visitor = await visitorRequest(stack);
    const search = (await intake.forms("/office")).find((form) => form.fields.some(([name]) => name === "q"))!;
    const posted = await intake.submit(search, { q: `Marisol ${visitor.lastName}`, source: "case-evaluation" });
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(/^\/office\?filter=open&view=[\w-]{22}$/);
    const listed = await intake.get(posted.location!);
    expect(listed.body).toContain(`/office/requests/${visitor.id}`);
    const exported = await intake.get(posted.location!.replace("/office?", "/office/export.csv?"));
    expect(exported.body).toContain(visitor.lastName);
    const entries = await stack.query(
      "select action, detail, shown from office_audit where action in ('list', 'export') order by at desc limit 2",
    );
    expect(entries).toEqual([
      { action: "export", detail: "filter=open, source=case-evaluation, with a search; 1 row", shown: null },
      { action: "list", detail: "filter=open, source=case-evaluation, with a search; 1 of 1", shown: visitor.id },
    ]);
    const all = JSON.stringify(await stack.query("select * from office_audit"));
    expect(all).not.toContain(visitor.lastName);
    // Another session cannot read the view; once it ends, its export is refused rather than widened to the tab.
    const other = await stack.signedIn(STAFF[0]!, "198.51.100.201");
    expect((await other.get(posted.location!)).body).toContain("That search has ended");
    expect((await other.get(posted.location!.replace("/office?", "/office/export.csv?"))).status).toBe(410);
  });

  it.runIf(database === "sqlite")("puts a form token and a one-time action id in every signed-in form", async () => {
    const visitor = await visitorRequest(stack);
    const forms = [];
    for (const path of [
      "/office",
      "/office?filter=spam",
      `/office/requests/${visitor.id}?compose=received&lang=en`,
      "/office/audit",
      "/office/dashboard",
      // The pages leads, agencies and the firm's site brought: every form of theirs alike.
      "/office/new",
      "/office/agencies",
      "/office/site",
      "/office/site/edit/home",
      "/office/site/edit/firm",
      "/office/site/edit/images",
      "/office/site/history",
      "/office/site/interface",
    ]) {
      forms.push(...(await intake.forms(path)).map((form) => ({ path, form })));
    }
    const posting = forms.filter(({ form }) => form.method === "post");
    expect(posting.length).toBeGreaterThan(20);
    // The site editor's image upload too: a multipart form, its fields the same.
    expect(posting.some(({ form }) => form.action === "/office/site/images")).toBe(true);
    const carried = (name: string) => posting.filter(({ form }) => !form.fields.some(([field]) => field === name));
    expect(carried("csrf")).toEqual([]);
    expect(carried("once")).toEqual([]);
    // One id per form and rendering: none shared, so no form's post can pass for another's.
    const ids = posting.map(({ form }) => form.fields.find(([field]) => field === "once")![1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers absurd values with the page or a 400, never a 5xx, and writes no stack trace outside the JSON log", async () => {
    const visitor = await visitorRequest(stack);
    const page = `/office/requests/${visitor.id}`;
    const lines = stack.output().length;
    const gets = [
      `${page}?sent=__proto__`,
      `${page}?sent=constructor&compose=__proto__&lang=toString&error=hasOwnProperty`,
      "/office/audit?page=99999999999999999999",
      "/office/audit?page=-5&page=x",
      "/office?filter=__proto__&view=__proto__&after=9.9.9&before=x&page=__proto__",
      "/office?after=99999999999999999999.1.00000000-0000-4000-8000-000000000000",
      "/office/export.csv?filter=constructor&view=AAAAAAAAAAAAAAAAAAAAAA&notes=__proto__",
      "/office/dashboard?from=0000-00&to=9999-99",
      "/office/dashboard.csv?from=__proto__&to=-1",
      "/office/link?token=__proto__",
      "/office/sign-in?sent=__proto__&signed-out=1",
      // The pages leads, agencies and the firm's site brought.
      "/office/agencies?error=__proto__",
      "/office/site?published=1e400&review=constructor",
      "/office/site/history?before=1e400&at=9999-99-99&rolled-back=-1",
      "/office/site/history?before=99999999999999999999&at=2026-02-31",
      "/office/site/versions/1?from=99999999999999999999&to=__proto__",
      "/office/site/versions/99999999999999999999",
      "/office/site/preview?page=__proto__",
      `/office/site/edit/home?refused=${"x".repeat(900)}&saved=__proto__`,
      `/office/requests/${visitor.id}/files/__proto__`,
    ];
    const answered = await Promise.all(gets.map(async (path) => [path, (await intake.get(path)).status] as const));
    // 302: the sign-in page to one signed in already; 303: a link's token moved into a cookie, whatever it is;
    // 404: no such version or file; 410: no such link, or a search that ended.
    for (const [path, status] of answered) expect([200, 302, 303, 400, 404, 410], path).toContain(status);
    const form = await intake.form(page, { intent: "note" });
    for (const values of <Record<string, string | null>[]>[
      { intent: "__proto__" },
      { intent: "stage", stage: "constructor" },
      { intent: "assign", assignee: "x".repeat(5_000) },
      { intent: "reply", language: "en", subject: "Hi", body: "Hi", seen: "__proto__" },
      { once: "__proto__" },
      { once: null },
    ]) {
      const status = (await intake.submit(form, values)).status;
      expect([302, 400], JSON.stringify(values)).toContain(status);
    }
    const search = (await intake.forms("/office")).find((candidate) =>
      candidate.fields.some(([name]) => name === "q"),
    )!;
    for (const values of [{ filter: "__proto__", sort: "constructor", from: "2026-02-31", q: "\u0000".repeat(900) }]) {
      expect((await intake.submit(search, values)).status).toBe(303);
    }
    await sleep(300);
    expect(stackLines(stack.output().slice(lines))).toEqual([]);
  });

  it("counts its cap per person: five staff behind one address page at will", { timeout: 90_000 }, async () => {
    const staff: OfficeClient[] = [];
    for (const [i, email] of STAFF.entries()) staff.push(await stack.signedIn(email, `198.51.100.${10 + i}`));
    // 150 pages in all, more than the address's 120 a minute: each person's own count is 30.
    expect(await pagingBehindOneAddress(staff, 30, "203.0.113.9")).toBe(0);
    // Before sign-in it stays per address: office-attacks.test.ts floods it with a forged cookie.
  });

  it(
    "leaves no word of a request in the database's files after Delete now, nor after the retention purge",
    { timeout: 120_000 },
    async () => {
      const erased: Visitor[] = [];
      const purged: Visitor[] = [];
      // Another stays, as in any firm's database: PostgreSQL's ANALYZE writes no statistics from an
      // empty table, which keeps those of its last rows (docs/deploy.md).
      await visitorRequest(stack);
      for (let i = 0; i < 3; i++) erased.push(await visitorRequest(stack));
      for (let i = 0; i < 3; i++) purged.push(await visitorRequest(stack));
      // The index keeps each word after the letters it shares with the one before it: the tag's tail is always there.
      const words = (visitors: Visitor[]) =>
        visitors.flatMap((visitor) => [
          visitor.lastName,
          visitor.lastName.toLowerCase(),
          visitor.email,
          visitor.tag.slice(3),
        ]);
      const found = async (visitors: Visitor[]) => {
        // PostgreSQL's pages reach its files at a checkpoint; its write-ahead log keeps copies until it recycles them.
        if (database === "postgres") await stack.query("checkpoint");
        return [...occurrences(stack.databaseFiles(), words(visitors))].filter(([file]) => !file.includes("/pg_wal/"));
      };
      expect((await found(erased)).length).toBeGreaterThan(0);
      for (const visitor of erased) {
        const form = await intake.form(`/office/requests/${visitor.id}`, { intent: "delete" });
        expect((await intake.submit(form, { confirm: "yes" })).location).toBe("/office?deleted");
      }
      // SQLite: at once. PostgreSQL: vacuumed at once, its free space rewritten by db:compact (below).
      if (database === "sqlite") expect(await found(erased)).toEqual([]);

      for (const visitor of purged) {
        await intake.submit(await intake.form(`/office/requests/${visitor.id}`, { intent: "spam" }));
      }
      await stack.age(
        purged.map((visitor) => visitor.id),
        40 * 86_400_000,
      );
      // The purge runs as an instance starts (and hourly).
      await stack.restart(0);
      expect(
        await stack.query(
          "select id from contact_requests where id in (?, ?, ?)",
          purged.map((v) => v.id),
        ),
      ).toEqual([]);
      if (database === "sqlite") {
        expect(await found(purged)).toEqual([]);
        return;
      }
      // PostgreSQL: VACUUM lets the space be reused, the bytes stay in it until `npm run
      // db:compact` rewrites the tables (docs/deploy.md, nightly from cron).
      expect((await found([...erased, ...purged])).length).toBeGreaterThan(0);
      await expect
        .poll(
          async () =>
            (await stack.query("select last_vacuum from pg_stat_user_tables where relname = 'contact_requests'"))[0]
              ?.last_vacuum,
        )
        .toBeTruthy();
      const compacted = await dbCompact(stack);
      expect(compacted.code, compacted.out).toBe(0);
      expect(await found([...erased, ...purged])).toEqual([]);
    },
  );
});

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** `npm run db:compact` as the operator runs it, on the stack's database. */
async function dbCompact(stack: OfficeStack): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["--import", TSX_LOADER, resolve(ROOT, "server/db/compact-cli.ts")], {
    cwd: scratchDir("db-compact"),
    env: {
      PATH: process.env.PATH,
      TSX_TSCONFIG_PATH: resolve(ROOT, "tsconfig.json"),
      BUILD_DIR,
      DATABASE_URL: stack.databaseUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on("exit", done));
  return { code, out };
}

describe("a server started by hand", { timeout: 90_000 }, () => {
  it("with only PORT set, opened at http://localhost:<port>, takes the office's forms", async () => {
    const sink = await startSmtpSink();
    const port = await freePort();
    const server = await spawnServer({
      PORT: String(port),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OFFICE_EMAILS: OFFICE,
    });
    try {
      const asked = await officeClient(`http://localhost:${port}`).post("/office/sign-in", { email: OFFICE });
      expect(asked.status).toBe(302);
      const mail = await sink.waitFor((candidate) => /\/office\/link\?token=/.test(candidate.text ?? ""), 20_000);
      // The link names the address the server is at.
      expect(mail.text).toContain(`http://localhost:${port}/office/link?token=`);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await sink.close();
    }
  });

  it("with SITE_URL naming another address than it is opened at, says which to set, and logs it once", async () => {
    const port = await freePort();
    const siteUrl = `http://localhost:${await freePort()}`;
    const server = await spawnServer({ PORT: String(port), SITE_URL: siteUrl, OFFICE_EMAILS: OFFICE });
    try {
      const client = officeClient(`http://localhost:${port}`);
      const answers = [
        await client.post("/office/sign-in", { email: OFFICE }),
        await client.post("/office/sign-in", { email: OFFICE }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(403);
        expect(answer.headers["content-type"]).toMatch(/^text\/html/);
        expect(answer.body).toContain(`set SITE_URL=http://localhost:${port}`);
      }
      // A form from a site that is not this one is refused, and not told to set anything.
      const foreign = await send(`http://localhost:${port}/office/sign-in`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: `email=${OFFICE}`,
      });
      expect(foreign.status).toBe(403);
      expect(foreign.body).not.toContain("set SITE_URL");
      await sleep(200);
      const logged = server.output.filter((line) => line.includes('"msg":"site_url_mismatch"'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(`set SITE_URL=http://localhost:${port}`);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });
});
