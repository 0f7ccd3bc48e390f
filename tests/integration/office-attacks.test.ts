/**
 * The security review's findings, each written as the attack: the requests an attacker sends
 * and the answers asserted, on the real server process (production build) with a real SMTP
 * sink, on SQLite. The same on PostgreSQL with two instances: office-attacks-postgres.test.ts;
 * behind a TLS proxy: office-behind-tls.test.ts.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import Database from "better-sqlite3";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { parseCsv } from "../support/csv";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import {
  caseEvaluation,
  postContact,
  scratchDir,
  sleep,
  spawnServer,
  startEndpoint,
  type Endpoint,
  type ServerProcess,
} from "./contact-helpers";
import {
  confirmLink,
  eventually,
  formToken,
  get,
  listingPath,
  OFFICE,
  officeLinkCli,
  openLink,
  postForm,
  sentTo,
  sessionCookie,
  tokenFromSink,
} from "./office-helpers";

const CLERKS = Array.from({ length: 8 }, (_, i) => `clerk${i}@example.com`);
const TIMED = "timed@example.com";
/** The address the tests that need a session sign in as, apart from the one the link attacks aim at. */
const DESK = "desk@example.com";
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill("SIGTERM");
    await server.exited;
  }
});

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

const links = (sink: SmtpSink, address: string) =>
  sink.messages.filter((mail) => sentTo(mail, address) && /\/office\/link\?token=/.test(mail.text ?? "")).length;

/** Waits until `count` settles at `expected` and stays there a moment: link requests are handled after the answer. */
async function settlesAt(count: () => number, expected: number) {
  await eventually(async () => count() >= expected, `${expected} links`);
  await sleep(1_000);
  expect(count()).toBe(expected);
}

describe("the office under attack, on SQLite", { timeout: 120_000 }, () => {
  let server: ServerProcess;
  let url: string;
  let sink: SmtpSink;
  let dbPath: string;
  let cookie: string;
  const ask = (email: string, client: string) =>
    postForm(url, "/office/sign-in", { email }, { Origin: url, "X-Forwarded-For": client });

  beforeAll(async () => {
    sink = await startSmtpSink();
    // On tmpfs when there is one: the flood test measures the event loop, not this VM's disk.
    const dir = existsSync("/dev/shm") ? mkdtempSync("/dev/shm/office-attacks-") : scratchDir("office-attacks");
    dbPath = join(dir, "site.db");
    server = await start({
      DATABASE_URL: `file:${dbPath}`,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OFFICE_EMAILS: [OFFICE, DESK, TIMED, ...CLERKS].join(","),
      OFFICE_LINKS_PER_HOUR: "2",
      TRUST_PROXY: "1",
      RATE_LIMIT_PER_MINUTE: "0",
      STORAGE_LIMIT_PER_HOUR: "0",
      MAIL_PER_HOUR: "0",
    });
    url = server.url;
    await ask(DESK, "192.0.2.200");
    cookie = sessionCookie(await confirmLink(url, await tokenFromSink(sink, DESK)));
  }, 90_000);

  afterAll(async () => {
    await sink?.close();
  });

  it("twenty strangers asking for the office's link send it one, and the office still signs in", async () => {
    for (let i = 1; i <= 20; i++) {
      const answer = await ask(OFFICE, `203.0.${i}.7`);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/office/sign-in?sent");
    }
    await settlesAt(() => links(sink, OFFICE), 1);
    // The office's own request, minutes later in real life: no second link yet, and the first works.
    expect((await ask(OFFICE, "198.51.100.9")).headers.get("location")).toBe("/office/sign-in?sent");
    await settlesAt(() => links(sink, OFFICE), 1);
    expect((await confirmLink(url, await tokenFromSink(sink))).status).toBe(302);
    // Signed in: the office's next request is mailed at once, its share untouched by the strangers.
    await ask(OFFICE, "198.51.100.9");
    expect((await confirmLink(url, await tokenFromSink(sink))).status).toBe(302);
  });

  it("one IPv6 /64 is one client: two links an hour, and a refused request spends no address's share", async () => {
    for (const [i, clerk] of CLERKS.entries()) await ask(clerk, `2001:db8:0:1::${i + 1}`);
    await settlesAt(() => CLERKS.reduce((sum, clerk) => sum + links(sink, clerk), 0), 2);
    // Another /64 asks for an address the first was refused: mailed at once.
    await ask(CLERKS[7]!, "2001:db8:0:2::1");
    await settlesAt(() => links(sink, CLERKS[7]!), 1);
  });

  it("answers a link request as fast for an office address as for any other", async () => {
    const times: Record<"office" | "other", number[]> = { office: [], other: [] };
    for (let i = 0; i < 240; i++) {
      const which = i % 2 === 0 ? "office" : "other";
      const started = performance.now();
      // A client each, as a prober would spread them, so no per-client limit answers instead.
      const answer = await ask(which === "office" ? TIMED : `someone${i}@example.com`, `10.44.${i}.1`);
      await answer.arrayBuffer();
      if (i >= 40) times[which].push(performance.now() - started);
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    console.log(
      `sign-in answer, median: office ${median(times.office).toFixed(2)} ms, other ${median(times.other).toFixed(2)} ms`,
    );
    // Before, the office's waited on a durable write: 19 against 2.6 ms here.
    expect(median(times.office)).toBeLessThan(median(times.other) * 1.5 + 0.5);
  });

  it("moves the link's token out of the URL at the first request", async () => {
    // An address the /64 above was refused: its first link goes out at once.
    await ask(CLERKS[6]!, "198.51.100.20");
    const token = await tokenFromSink(sink, CLERKS[6]);
    const { opened, held } = await openLink(url, token);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/office/link");
    expect(opened.headers.get("set-cookie")).toBe(
      `office_link=${token}; Path=/office/link; HttpOnly; SameSite=Lax; Max-Age=900`,
    );
    const page = await get(url, "/office/link", held);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(token);
    // The confirming post carries no token of its own: the cookie does.
    const confirmed = await postForm(url, "/office/link", {}, { Origin: url, Cookie: held });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.getSetCookie()).toContain(
      "office_link=; Path=/office/link; HttpOnly; SameSite=Lax; Max-Age=0",
    );
    // A token in the form instead of the cookie is not a sign-in.
    expect((await postForm(url, "/office/link", { token }, { Origin: url })).status).toBe(410);
  });

  it("takes NUL and format characters out of what the office types, and bidi overrides out of what it reads", async () => {
    const stored = await postContact(url, {
      ...caseEvaluation,
      firstName: "Maria \u202Egnp.exe",
      lastName: "Bidi-Case",
    });
    const { id } = (await stored.json()) as { id: string };
    for (const [query, resource] of [
      ["q=%00", "/office"],
      ["q=a%00b", "/office"],
      ["filter=all&q=Bidi%E2%80%AE-Case", "/office"],
      ["q=%00", "/office/export.csv"],
    ]) {
      expect((await get(url, await listingPath(url, cookie, query!, resource), cookie)).status, query).toBe(200);
    }
    expect((await get(url, "/office/requests/%00", cookie)).status).toBe(404);
    expect((await get(url, `/office/requests/${id}%00`, cookie)).status).toBe(404);
    const withNul = await fetch(`${url}/office/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "192.0.2.45" },
      body: "email=intake%00%40example.com%E2%80%AE",
    });
    expect(withNul.headers.get("location")).toBe("/office/sign-in?sent");
    const inbox = await (await get(url, await listingPath(url, cookie, "filter=all&q=Bidi-Case"), cookie)).text();
    // The list marks what the search matched: the name's text is read without the marks.
    expect(inbox.replace(/<\/?mark>/g, "")).toContain("Maria gnp.exe Bidi-Case");
    const detail = await (await get(url, `/office/requests/${id}`, cookie)).text();
    const csv = await (
      await get(url, await listingPath(url, cookie, "filter=all&q=Bidi-Case", "/office/export.csv"), cookie)
    ).text();
    for (const shown of [inbox, detail, csv]) expect(shown).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/);
  });

  it("answers malformed, oversized and foreign form bodies as the sender's error, with no stack on stderr", async () => {
    const lines = server.output.length;
    const send = (path: string, body: BodyInit, headers: Record<string, string>, method = "POST") =>
      fetch(`${url}${path}`, {
        method,
        redirect: "manual",
        headers: { Origin: url, Cookie: cookie, ...headers },
        body,
      });
    const multipart = await send("/office/sign-in", "--y\r\nnot a part\r\n", {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(multipart.status).toBe(415);
    expect(await multipart.text()).toContain("This form could not be read");
    const notUtf8 = await send("/office/sign-out", new Uint8Array([0x63, 0x73, 0x72, 0x66, 0x3d, 0xff]), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(notUtf8.status).toBe(400);
    const oversized = await send("/office/sign-in", `email=${"a".repeat(100_000)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(oversized.status).toBe(413);
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const answer = await send(
        "/office/sign-in",
        "email=a",
        { "Content-Type": "application/x-www-form-urlencoded" },
        method,
      );
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    // Only the pages with forms take a post; the others are not rendered to say so.
    for (const path of ["/office/audit", "/office/export.csv"]) {
      const answer = await send(path, "csrf=x", { "Content-Type": "application/x-www-form-urlencoded" });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD");
    }
    // The session survived all of it.
    expect((await get(url, "/office", cookie)).status).toBe(200);
    await sleep(200);
    expect(server.output.slice(lines).filter((line) => /^\s+at /.test(line))).toEqual([]);
  });

  it("'Not spam' refuses what the endpoint would have refused, and mails no crafted Reply-To", async () => {
    const crafted = await postContact(url, {
      ...caseEvaluation,
      lastName: "Crafted-Spam",
      email: '"billing@averylaw.example" <attacker@evil.example>',
      [HONEYPOT_FIELD]: "bot",
    });
    const { id } = (await crafted.json()) as { id: string };
    const csrf = await formToken(url, `/office/requests/${id}`, cookie);
    const acted = await postForm(
      url,
      `/office/requests/${id}`,
      { csrf, intent: "not_spam" },
      { Origin: url, Cookie: cookie },
    );
    expect(acted.headers.get("location")).toBe(`/office/requests/${id}?not-mailable`);
    const page = await (await get(url, `/office/requests/${id}?not-mailable`, cookie)).text();
    expect(page).toContain(
      "Not emailed: what this request holds is not something the form or the widget could have sent",
    );
    expect(page).toContain("Not spam: email it to the office");
    await sleep(1_000);
    expect(sink.messages.filter((mail) => mail.subject?.includes("Crafted-Spam"))).toEqual([]);
  });

  it("exports no cell a spreadsheet would run, whatever comes before the formula sign", async () => {
    const marker = randomUUID().slice(0, 8);
    await postContact(url, {
      ...caseEvaluation,
      lastName: `＝HYPERLINK("http://evil.example/${marker}")`,
      policeAgency: "＋1+cmd",
    });
    await postContact(url, {
      ...caseEvaluation,
      firstName: " =1+1",
      lastName: `\n=HYPERLINK("http://evil.example/${marker}")`,
      phone: "\u200b@SUM(1)",
      [HONEYPOT_FIELD]: "bot",
    });
    for (const filter of ["all", "spam"]) {
      const csv = await (
        await get(url, await listingPath(url, cookie, `filter=${filter}&q=${marker}`, "/office/export.csv"), cookie)
      ).text();
      const [, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
      expect(rows.length, filter).toBeGreaterThan(0);
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^[\s\p{Cf}]*[=+\-@＝＋－＠]/u);
    }
  });

  it("serves the sign-in page from memory to a flood, which leaves a form post's p99 under 100 ms", async () => {
    // Rendered pages are limited per client; pages from memory are not.
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) statuses.add((await get(url, "/office/sign-in")).status);
    expect([...statuses]).toEqual([200]);
    const forged = `office_session=${"A".repeat(43)}`;
    let limited = 0;
    for (let i = 0; i < 200; i++) if ((await get(url, "/office", forged)).status === 429) limited++;
    // 120 a minute, refilled evenly (two a second) while the loop runs.
    expect(limited).toBeGreaterThanOrEqual(50);

    async function postLatencies(count: number) {
      const latencies: number[] = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        const response = await postContact(url, caseEvaluation);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        expect(response.status).toBe(200);
      }
      latencies.sort((a, b) => a - b);
      return { p50: latencies[count / 2]!, p99: latencies[Math.ceil(count * 0.99) - 1]! };
    }
    const quiet = await postLatencies(100);
    const autocannon = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
    const flood = spawn(process.execPath, [autocannon, "-c", "8", "-d", "6", "-j", `${url}/office/sign-in`], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    let report = "";
    flood.stdout.on("data", (chunk: Buffer) => (report += chunk.toString()));
    const ended = new Promise((done) => flood.on("exit", done));
    await sleep(1_000);
    const flooded = await postLatencies(100);
    await ended;
    const stats = JSON.parse(report) as { requests: { average: number; total: number }; non2xx: number };
    console.log(
      `GET /office/sign-in flood: ${Math.round(stats.requests.average)}/s; POST p50/p99 ` +
        `${flooded.p50.toFixed(1)}/${flooded.p99.toFixed(1)} ms (quiet ${quiet.p50.toFixed(1)}/${quiet.p99.toFixed(1)} ms)`,
    );
    expect(stats.non2xx).toBe(0);
    // Rendered per request it managed about 120 a second here; from memory, thousands.
    expect(stats.requests.total).toBeGreaterThan(3_000);
    // Rendered per request, the same flood held a post's p99 at 534 ms here. This machine is shared:
    // the tail the same posts have without any flood is the machine's, and is allowed on top.
    expect(flooded.p99).toBeLessThan(100 + Math.max(0, quiet.p99 - 10));
  });
});

describe("erasure from the office, with mail written as files", { timeout: 120_000 }, () => {
  it("leaves no copy: the row, its attempts, its .eml, the digest that held it; the digest's others come again", async () => {
    const dir = scratchDir("office-erasure");
    const mailDir = join(dir, "mail");
    const dbPath = join(dir, "site.db");
    // One notification an hour, then digests two seconds apart.
    const server = await start({
      DATABASE_URL: `file:${dbPath}`,
      MAIL_DIR: mailDir,
      OFFICE_EMAILS: OFFICE,
      MAIL_PER_HOUR: "1",
      MAIL_BATCH_INTERVAL_SECONDS: "2",
    });
    const url = server.url;
    const marker = (name: string) => `ERASE-${name}-${randomUUID().slice(0, 8)}`;
    const markers = { alone: marker("alone"), first: marker("first"), erased: marker("erased"), kept: marker("kept") };
    const ids: Record<string, string> = {};
    const files = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith(".eml")) : []);
    const holding = (text: string) => files().filter((name) => readFileSync(join(mailDir, name)).includes(text));
    const send = async (name: keyof typeof markers) => {
      const response = await postContact(url, {
        ...caseEvaluation,
        caseDescription: `${markers[name]} happened on the corner.`,
      });
      ids[name] = ((await response.json()) as { id: string }).id;
    };
    // The hour's one notification, then a first digest; the next two wait for the second digest together.
    await send("alone");
    await eventually(async () => holding(markers.alone).length === 1, "the first notification");
    await send("first");
    await eventually(async () => holding(markers.first).length === 1, "the first digest");
    await send("erased");
    await send("kept");
    await eventually(
      async () => holding(markers.erased).length === 1 && holding(markers.kept).length === 1,
      "the digest",
    );
    expect(holding(markers.erased)).toEqual(holding(markers.kept));
    expect(holding(markers.erased)[0]).toMatch(/-batch-/);

    // Signing in: the link is one of the mail files too.
    await postForm(url, "/office/sign-in", { email: OFFICE }, { Origin: url });
    let token = "";
    await eventually(async () => {
      for (const name of files()) {
        token ||=
          /\/office\/link\?token=([\w-]{43})/.exec(
            (await simpleParser(readFileSync(join(mailDir, name)))).text ?? "",
          )?.[1] ?? "";
      }
      return token !== "";
    }, "the sign-in link's file");
    const cookie = sessionCookie(await confirmLink(url, token));
    const attempts = (id: string) => {
      const db = new Database(dbPath, { readonly: true });
      try {
        return (db.prepare("select count(*) n from delivery_attempts where item_id = ?").get(id) as { n: number }).n;
      } finally {
        db.close();
      }
    };
    expect(attempts(ids.erased!)).toBe(1);

    const csrf = await formToken(url, `/office/requests/${ids.erased}`, cookie);
    const deleted = await postForm(
      url,
      `/office/requests/${ids.erased}`,
      { csrf, intent: "delete", confirm: "yes" },
      { Origin: url, Cookie: cookie },
    );
    expect(deleted.headers.get("location")).toBe("/office?deleted");
    expect(holding(markers.erased)).toEqual([]);
    expect(files().some((name) => name.includes(ids.erased!))).toBe(false);
    expect(attempts(ids.erased!)).toBe(0);
    // The digest's other request is written again, alone in the folder's copy of it.
    await eventually(async () => holding(markers.kept).length === 1, "the kept request mailed again");
    expect(holding(markers.alone)).toHaveLength(1);
    const dbFiles = [dbPath, `${dbPath}-wal`].filter(existsSync);
    expect(dbFiles.filter((file) => readFileSync(file).includes(markers.erased))).toEqual([]);
  });
});

describe("npm run office:link on SQLite, before the server ever ran", { timeout: 90_000 }, () => {
  it("creates the data folder 0700 and its files 0600, and prints a link the server takes", async () => {
    // The operator's checkout, with the default relative DATABASE_URL.
    const dir = scratchDir("office-cli-first");
    const cli = await officeLinkCli(OFFICE, { DATABASE_URL: "file:./data/site.db", OFFICE_EMAILS: OFFICE }, dir);
    expect(cli.code, cli.out).toBe(0);
    const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
    expect(mode(join(dir, "data"))).toBe("700");
    for (const file of readdirSync(join(dir, "data"))) expect(mode(join(dir, "data", file)), file).toBe("600");
    expect(readdirSync(dir)).toEqual(["data"]);

    const server = await start({ DATABASE_URL: `file:${join(dir, "data", "site.db")}`, OFFICE_EMAILS: OFFICE });
    const token = /\/office\/link\?token=([\w-]{43})/.exec(cli.out)![1]!;
    expect((await confirmLink(server.url, token)).status).toBe(302);
  });
});

describe("SMTP_URL options nodemailer would read its own way", { timeout: 90_000 }, () => {
  it("stop the start with the option's name, before anything is sent", async () => {
    const host = "smtp://office:secret@mail.example:587";
    const refusals = await Promise.all(
      ["requireTLS=", "requireTLS=0.0", "requireTLS=00", "requireTLS=true&requireTLS=false", "debug=true"].map(
        async (query) => {
          const answer = await spawnServer({
            SMTP_URL: `${host}?${query}`,
            DATABASE_URL: `file:${scratchDir("smtp")}/site.db`,
          }).then(
            () => "started",
            (error: Error) => error.message,
          );
          return [query, answer] as const;
        },
      ),
    );
    for (const [query, answer] of refusals) {
      expect(answer, query).toMatch(/exited \(1\) before listening[\s\S]*SMTP_URL: option "(requireTLS|debug)"/);
    }
  });
});

describe("the storage ceiling, shared out per network", { timeout: 60_000 }, () => {
  let endpoint: Endpoint | undefined;
  afterAll(async () => endpoint?.close());

  it("one IPv6 allocation or one IPv4 /24 stores its hundredth of it, and the form stays open to everyone else", async () => {
    endpoint = await startEndpoint({ STORAGE_LIMIT_PER_HOUR: "1000", TRUST_PROXY: "1" });
    const from = async (client: string) =>
      (await postContact(endpoint!.url, caseEvaluation, { headers: { "X-Forwarded-For": client } })).status;
    const allocation = await Promise.all(Array.from({ length: 40 }, (_, i) => from(`2001:db8:7:${i.toString(16)}::1`)));
    expect(allocation.filter((status) => status === 200)).toHaveLength(10);
    expect(allocation.filter((status) => status === 503)).toHaveLength(30);
    const network = await Promise.all(Array.from({ length: 40 }, (_, i) => from(`203.0.113.${i + 1}`)));
    expect(network.filter((status) => status === 200)).toHaveLength(10);
    expect(await from("198.51.100.7")).toBe(200);
    expect(await from("2001:db8:ffff::1")).toBe(200);
  });
});

// Nothing else of this file's scratch data matters once it has run.
afterAll(() => {
  for (const entry of existsSync("/dev/shm") ? readdirSync("/dev/shm") : []) {
    if (entry.startsWith("office-attacks-")) rmSync(join("/dev/shm", entry), { recursive: true, force: true });
  }
});
