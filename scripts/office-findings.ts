/**
 * `npm run audit:office -- --before=<checkout> [--trials=100] [--only=1,3] [--out=<file.md>]`
 *
 * The office security review's findings, each reproduced as the requests that found it, on
 * the office in production form (tests/support/office-stack.ts: nginx terminating TLS, one
 * instance on SQLite, two on one PostgreSQL, a real SMTP sink), for two checkouts in the same
 * run: `--before` (an older commit, built: `npm run build` there) and this one. Each finding's
 * answer is printed as a table row and, with --out, written as Markdown. The races (a reply
 * against "Delete now", two coordinators pressing Send) and the proxy's replay (an instance
 * killed while it answers a reply) run `--trials` times each.
 *
 * Every request goes through the office's own pages: the client posts the forms it finds on
 * them with whatever hidden fields they hold, so the same script drives either checkout.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { caseEvaluation, freePort, sleep, spawnServer } from "../tests/integration/contact-helpers";
import { chromiumArgs, chromiumPath } from "../tests/support/browser";
import { officeClient, send, type OfficeClient } from "../tests/support/office-client";
import {
  OFFICE_HOST,
  occurrences,
  startOfficeStack,
  type OfficeStack,
  type StackDatabase,
} from "../tests/support/office-stack";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    trials: { type: "string", default: "100" },
    only: { type: "string" },
    out: { type: "string" },
    databases: { type: "string", default: "sqlite,postgres" },
    versions: { type: "string", default: "before,after" },
    /** Answers of an earlier run (its --json), for the versions this run skips. */
    merge: { type: "string" },
    json: { type: "string" },
  },
});
if (!args.before) {
  console.error("Usage: npm run audit:office -- --before=<a built checkout of the earlier commit> [--trials=100]");
  process.exit(2);
}
const TRIALS = Number(args.trials);
const ONLY = args.only ? new Set(args.only.split(",").map(Number)) : null;
const DATABASES = args.databases.split(",") as StackDatabase[];
const VERSIONS = [
  { name: "before", root: resolve(args.before) },
  { name: "after", root: undefined },
].filter((version) => args.versions.split(",").includes(version.name));

const OFFICE = "intake@example.com";
const PARTNER = "partner@example.com";
const STAFF = [OFFICE, PARTNER, ...Array.from({ length: 5 }, (_, i) => `staff${i}@example.com`)];
const BASE_ENV = {
  OFFICE_EMAILS: STAFF.join(","),
  // The script's clients each claim an address of their own (X-Forwarded-For behind nginx).
  TRUST_PROXY: "2",
  OFFICE_LINKS_PER_HOUR: "0",
  OFFICE_REQUESTS_PER_MINUTE: "0",
};

type Row = { finding: number; request: string; database: StackDatabase | "—"; before: string; after: string };
const rows: Row[] = args.merge ? (JSON.parse(readFileSync(args.merge, "utf8")) as Row[]) : [];
function record(finding: number, database: StackDatabase | "—", version: string, request: string, answer: string) {
  console.log(`[${finding}] ${database} ${version}: ${request} -> ${answer}`);
  if (!rows.some((row) => row.finding === finding && row.database === database && row.request === request)) {
    rows.push({ finding, request, database, before: "", after: "" });
  }
  const row = rows.find((row) => row.finding === finding && row.database === database && row.request === request)!;
  row[version as "before" | "after"] = answer;
}
const wanted = (finding: number) => !ONLY || ONLY.has(finding);

let seq = 0;
/** Ten random letters: no two requests' words share more than a letter or two, as real names rarely do. */
const unique = () => {
  seq++;
  return Array.from(randomBytes(10), (byte) => "abcdefghijklmnopqrstuvwxyz"[byte % 26]).join("");
};

/** A visitor's request through the proxy, with a unique name and address: its id and those. */
async function visitorRequest(stack: OfficeStack, extra: Record<string, string> = {}) {
  const tag = unique();
  const lastName = `Quintanilla${tag}`;
  const email = `visitor-${tag}@example.org`;
  const answer = await send(`${stack.base}/functions/v1/send-contact-email`, {
    method: "POST",
    ca: stack.ca,
    headers: {
      "Content-Type": "application/json",
      Authorization: "Bearer public-anon-key-for-local-development",
      Origin: stack.base,
      "X-Forwarded-For": `192.0.2.${seq % 250}`,
    },
    body: JSON.stringify({ ...caseEvaluation, firstName: "Marisol", lastName, email, ...extra }),
  });
  if (answer.status !== 200) throw new Error(`the visitor's request answered ${answer.status}`);
  return { id: (JSON.parse(answer.body) as { id: string }).id, lastName, email, tag };
}

const lettersTo = (sink: SmtpSink, address: string, after = 0) =>
  sink.messages.filter(
    (mail, index) =>
      sink.arrivedAt[index]! >= after &&
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((entry) => entry.address === address)),
  ).length;

/** The reply form of a request's page, a template chosen, as the composer renders it. */
const replyForm = (client: OfficeClient, id: string) =>
  client.form(`/office/requests/${id}?compose=received&lang=en`, { intent: "reply" });

const count = async (stack: OfficeStack, text: string, parameters: unknown[]) =>
  Number((await stack.query(text, parameters))[0]?.n ?? 0);

async function leftOf(stack: OfficeStack, id: string): Promise<number> {
  const tables = [
    "select count(*) as n from contact_requests where id = ?",
    "select count(*) as n from request_thread where request_id = ?",
    "select count(*) as n from mail_outbox where subject_ref = ?",
    "select count(*) as n from delivery_attempts where item_id = ?",
  ];
  let left = 0;
  for (const text of tables) left += await count(stack, text, [id]);
  return left;
}

// 1. Searches in URLs, the proxy's log and the Referer.
async function searchesInLogs(stack: OfficeStack, version: string) {
  const visitor = await visitorRequest(stack, { phone: "(415) 555-0199" });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${OFFICE_HOST} 127.0.0.1`],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${stack.base}/office/sign-in`);
    await page.getByLabel("Office email address").fill(OFFICE);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("status").filter({ hasText: "a sign-in link is on its way" }).waitFor();
    const mail = await stack.sink.waitFor((candidate) => /\/office\/link\?token=/.test(candidate.text ?? ""), 30_000);
    const token = /\/office\/link\?token=([\w-]{43})/.exec(mail.text ?? "")![1]!;
    await page.goto(`${stack.base}/office/link?token=${token}`);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Inbox" }).waitFor();
    for (const typed of [`Marisol ${visitor.lastName}`, "4155550199", visitor.email]) {
      await page.getByLabel(/^Search/).fill(typed);
      await page.getByLabel(/^Search/).press("Enter");
      await page.waitForLoadState("load");
      await page.getByRole("link", { name: `Marisol ${visitor.lastName}` }).waitFor();
    }
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export as CSV" }).click();
    await (await download).path();
    await page.getByRole("link", { name: `Marisol ${visitor.lastName}` }).click();
    await page.getByRole("heading", { level: 1, name: `Marisol ${visitor.lastName}` }).waitFor();
    await page.goBack();
    await page.waitForLoadState("load");
    await context.close();
    await sleep(500);
    const words = [
      visitor.lastName,
      "4155550199",
      "415-555-0199",
      visitor.email,
      encodeURIComponent(visitor.email),
      token,
    ];
    for (const [name, log] of [
      ["a default nginx log (combined)", stack.nginx.combinedLog()],
      ["the log docs/deploy.md configures", stack.nginx.accessLog()],
    ] as const) {
      const requests = log
        .split("\n")
        .map((line) => /"[A-Z]+ ([^ ]*) [^"]*" \d+ \d+ "([^"]*)"/.exec(line))
        .filter((match) => match !== null);
      const holding = (text: string) => words.some((word) => text.includes(word));
      const inPath = requests.filter((match) => holding(match[1]!)).length;
      const inReferer = requests.filter((match) => holding(match[2]!)).length;
      record(
        1,
        stack.database,
        version,
        `searches by name, phone and email, an export, a request opened, Back: lines of ${name} with a name, phone, email or the link's token (in the path; in the Referer)`,
        `${inPath}; ${inReferer}`,
      );
    }
  } finally {
    await browser.close();
  }
}

// 2. A reply posted three times; two coordinators pressing Send at once.
async function replyTwice(stack: OfficeStack, version: string) {
  const intake = await stack.signedIn(OFFICE, "rotate");
  {
    const visitor = await visitorRequest(stack);
    const form = await replyForm(intake, visitor.id);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await intake.submit(form)).status);
    await sleep(3_000);
    record(
      2,
      stack.database,
      version,
      "the same reply form posted 3 times: letters to the visitor",
      `${lettersTo(stack.sink, visitor.email)} (answers ${statuses.join(", ")})`,
    );
  }
  const partner = await stack.signedIn(PARTNER, "rotate");
  const trials = Math.min(TRIALS, 100);
  const visitors = [];
  for (let i = 0; i < trials; i++) {
    const visitor = await visitorRequest(stack);
    const [mine, theirs] = await Promise.all([replyForm(intake, visitor.id), replyForm(partner, visitor.id)]);
    await Promise.all([intake.submit(mine), partner.submit(theirs)]);
    visitors.push(visitor);
  }
  await sleep(4_000);
  const twice = visitors.filter((visitor) => lettersTo(stack.sink, visitor.email) > 1).length;
  record(
    2,
    stack.database,
    version,
    `two coordinators press Send at once (${trials} trials): trials with 2 letters`,
    `${twice} of ${trials}`,
  );
}

// 3. The proxy replays a reply to the other instance when the first dies answering it.
async function proxyReplay(version: { name: string; root?: string }, replayPosts: boolean, trials: number) {
  const stack = await startOfficeStack({
    database: "postgres",
    root: version.root,
    env: BASE_ENV,
    relay: true,
    replayPosts,
  });
  try {
    const intake = await stack.signedIn(OFFICE, "rotate");
    let twice = 0;
    let errors = 0;
    let threadEntries = 0;
    let audited = 0;
    const visitors = [];
    for (let i = 0; i < trials; i++) {
      const visitor = await visitorRequest(stack);
      const form = await replyForm(intake, visitor.id);
      const killed = stack.killFirstWhileAnswering();
      let answer = await intake.submit(form);
      await killed;
      // Without the proxy's replay the office sees an error page, goes Back and presses Send again.
      if (answer.status >= 500) {
        errors++;
        answer = await intake.submit(form);
      }
      await stack.restart(0);
      visitors.push(visitor);
    }
    await sleep(4_000);
    for (const visitor of visitors) {
      if (lettersTo(stack.sink, visitor.email) > 1) twice++;
      threadEntries += await count(
        stack,
        "select count(*) as n from request_thread where request_id = ? and kind = 'reply'",
        [visitor.id],
      );
      audited += await count(
        stack,
        "select count(*) as n from office_audit where request_id = ? and action = 'reply'",
        [visitor.id],
      );
    }
    record(
      3,
      "postgres",
      version.name,
      `Send, the instance killed as it answers (${trials} trials), nginx ${replayPosts ? "replaying POSTs (the guide's old proxy_next_upstream … non_idempotent)" : "as docs/deploy.md now has it (an error page, then Back and Send again)"}`,
      `${twice} of ${trials} visitors got 2 letters; ${threadEntries} reply entries, ${audited} audited${replayPosts ? "" : `; ${errors} error pages`}`,
    );
  } finally {
    await stack.stop();
  }
}

// 4. A reply racing "Delete now".
async function replyAgainstErasure(stack: OfficeStack, version: string) {
  const intake = await stack.signedIn(OFFICE, "rotate");
  const partner = await stack.signedIn(PARTNER, "rotate");
  const trials = [];
  for (let i = 0; i < TRIALS; i++) {
    const visitor = await visitorRequest(stack);
    const page = `/office/requests/${visitor.id}`;
    const [reply, erase] = await Promise.all([replyForm(intake, visitor.id), partner.form(page, { intent: "delete" })]);
    const gapMs = i % 31;
    let erasedAt = 0;
    await Promise.all([
      intake.submit(reply),
      sleep(gapMs).then(async () => {
        await partner.submit(erase, { confirm: "yes" });
        erasedAt = Date.now();
      }),
    ]);
    trials.push({ visitor, erasedAt });
  }
  await sleep(5_000);
  let mailedAfter = 0;
  let orphaned = 0;
  for (const { visitor, erasedAt } of trials) {
    if (lettersTo(stack.sink, visitor.email, erasedAt) > 0) mailedAfter++;
    if ((await leftOf(stack, visitor.id)) > 0) orphaned++;
  }
  record(
    4,
    stack.database,
    version,
    `a reply and "Delete now" 0-30 ms apart (${TRIALS} trials): letters after Delete now answered; trials leaving a row`,
    `${mailedAfter} of ${TRIALS} mailed after; ${orphaned} of ${TRIALS} left rows`,
  );
}

// 5. Views in the audit trail.
async function viewsAudited(stack: OfficeStack, version: string) {
  const intake = await stack.signedIn(OFFICE, "rotate");
  const visitor = await visitorRequest(stack);
  const before = await count(stack, "select count(*) as n from office_audit", []);
  const search = await intake.form("/office", {}).catch(() => null);
  const forms = await intake.forms("/office");
  const searchForm = forms.find((form) => form.fields.some(([name]) => name === "q")) ?? search!;
  const listed = await intake.submit(searchForm, { q: visitor.lastName });
  if (listed.status === 302 || listed.status === 303) await intake.get(listed.location!);
  await intake.get("/office?filter=all");
  const entries = await stack.query("select action, detail from office_audit order by at desc limit 5", []);
  const added = (await count(stack, "select count(*) as n from office_audit", [])) - before;
  const leaks = entries.filter((entry) => String(entry.detail ?? "").includes(visitor.lastName)).length;
  record(
    5,
    stack.database,
    version,
    "a search and a list view: audit entries added (any holding the words searched)",
    `${added} (${leaks})`,
  );
}

// 6. Bad values.
async function badValues(stack: OfficeStack, version: string) {
  const intake = await stack.signedIn(OFFICE, "rotate");
  const visitor = await visitorRequest(stack);
  const lines = stack.output().length;
  const paths = [
    `/office/requests/${visitor.id}?sent=__proto__`,
    "/office/audit?page=99999999999999999999",
    "/office?filter=constructor&sort=__proto__&from=2026-02-31",
    "/office/dashboard?from=0000-00&to=9999-99",
  ];
  const statuses = [];
  for (const path of paths) statuses.push(`${(await intake.get(path)).status}`);
  await sleep(300);
  const stacks = stack
    .output()
    .slice(lines)
    .filter((line) => /^\s+at /.test(line)).length;
  record(
    6,
    stack.database,
    version,
    `GET ${paths.join(", ").replace(visitor.id, "<id>")}`,
    `${statuses.join(", ")}; ${stacks} stack lines outside the JSON log`,
  );
}

// 7. Mail actions in a flood.
async function mailFlood(stack: OfficeStack, version: string) {
  const intake = await stack.signedIn(OFFICE, "rotate");
  const visitor = await visitorRequest(stack);
  const page = `/office/requests/${visitor.id}`;
  const sinceAssign = Date.now();
  for (let i = 0; i < 20; i++) {
    const form = await intake.form(page, { intent: "assign" });
    await intake.submit(form, { assignee: i % 2 === 0 ? PARTNER : "" });
  }
  const sinceReplies = Date.now();
  for (let i = 0; i < 5; i++) {
    const form = await replyForm(intake, visitor.id);
    await intake.submit(form, { body: `Reply number ${i + 1}.` });
  }
  await sleep(5_000);
  record(
    7,
    stack.database,
    version,
    "assign and unassign 20 times in a second or two: notices to the assignee",
    `${lettersTo(stack.sink, PARTNER, sinceAssign)}`,
  );
  record(
    7,
    stack.database,
    version,
    "5 replies to one visitor within seconds: letters in the first 5 s",
    `${lettersTo(stack.sink, visitor.email, sinceReplies)}`,
  );
}

// 8. The office's cap, five staff behind one address.
async function capByAddress(version: { name: string; root?: string }, database: StackDatabase) {
  const stack = await startOfficeStack({
    database,
    root: version.root,
    env: { OFFICE_EMAILS: STAFF.join(","), TRUST_PROXY: "2", OFFICE_LINKS_PER_HOUR: "0" },
  });
  try {
    const staff: OfficeClient[] = [];
    for (const [i, email] of STAFF.slice(2).entries()) staff.push(await stack.signedIn(email, `198.51.100.${i + 1}`));
    for (const client of staff) client.address = "203.0.113.9";
    let refused = 0;
    for (let round = 0; round < 40; round++) {
      const answers = await Promise.all(
        staff.map((client) => client.get(round % 2 ? "/office?filter=all" : "/office")),
      );
      refused += answers.filter((answer) => answer.status === 429).length;
    }
    record(
      8,
      database,
      version.name,
      "five staff behind one address, 40 pages each: answered 429",
      `${refused} of 200`,
    );
  } finally {
    await stack.stop();
  }
}

// 9. The search index keeps what went.
async function bytesAfterErasure(stack: OfficeStack, version: string) {
  const intake = await stack.signedIn(OFFICE, "rotate");
  const purged: Awaited<ReturnType<typeof visitorRequest>>[] = [];
  const erased: Awaited<ReturnType<typeof visitorRequest>>[] = [];
  for (let i = 0; i < 6; i++)
    purged.push(await visitorRequest(stack, { caseDescription: `Words of ${unique()}Xq to purge.` }));
  for (let i = 0; i < 6; i++) erased.push(await visitorRequest(stack));
  for (const visitor of erased) {
    const form = await intake.form(`/office/requests/${visitor.id}`, { intent: "delete" });
    await intake.submit(form, { confirm: "yes" });
  }
  // The index keeps words folded, each after the letters it shares with the word before it: the tag's tail is always there.
  const wordsOf = (visitors: typeof purged) =>
    visitors.flatMap((v) => [v.lastName, v.lastName.toLowerCase(), v.email, v.tag.slice(3)]);
  const scan = async (visitors: typeof purged) => {
    // What PostgreSQL holds in memory reaches its files at a checkpoint: as a stolen disk would have it.
    if (stack.database === "postgres") await stack.query("checkpoint");
    const found = occurrences(stack.databaseFiles(), wordsOf(visitors));
    const where = new Map<string, number>();
    for (const [file, n] of found) {
      const part =
        stack.database === "postgres" ? (file.includes("/pg_wal/") ? "pg_wal" : "tables") : file.split("/").pop()!;
      where.set(part, (where.get(part) ?? 0) + n);
    }
    return [...where].map(([part, n]) => `${part} ${n}`).join(", ") || "none";
  };
  await sleep(1_000);
  record(
    9,
    stack.database,
    version,
    "6 requests after Delete now: their words, byte for byte, in the database's files",
    await scan(erased),
  );
  // Marked spam, then aged past RETENTION_DAYS; the purge runs as an instance starts.
  for (const visitor of purged) {
    const form = await intake.form(`/office/requests/${visitor.id}`, { intent: "spam" });
    await intake.submit(form);
  }
  await stack.age(
    purged.map((visitor) => visitor.id),
    40 * 86_400_000,
  );
  for (let i = 0; i < stack.instances.length; i++) await stack.restart(i);
  await sleep(1_000);
  record(
    9,
    stack.database,
    version,
    "6 spam requests after the retention purge: their words in the database's files",
    await scan(purged),
  );
}

// 10. PORT without SITE_URL; SITE_URL that is not where the office is opened.
async function portWithoutSiteUrl(version: { name: string; root?: string }) {
  const sink = await startSmtpSink();
  try {
    for (const mismatch of [false, true]) {
      const port = await freePort();
      const env: Record<string, string> = {
        PORT: String(port),
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        OFFICE_EMAILS: OFFICE,
        NODE_ENV: "production",
        ...(mismatch ? { SITE_URL: `http://localhost:${await freePort()}` } : {}),
      };
      const server = await spawnServer(env, { root: version.root });
      try {
        const client = officeClient(`http://localhost:${port}`);
        const answers = [];
        for (let i = 0; i < 2; i++) answers.push(await client.post("/office/sign-in", { email: OFFICE }));
        await sleep(300);
        const named = server.output.filter((line) => line.includes("SITE_URL")).length;
        const page = answers[0]!.body.includes("SITE_URL") ? "names SITE_URL" : "does not name SITE_URL";
        record(
          10,
          "—",
          version.name,
          mismatch
            ? "SITE_URL set to another port than the office is opened at, the sign-in form posted twice"
            : "PORT=<port> alone (no SITE_URL), the office opened at http://localhost:<port>, the sign-in form posted twice",
          `${answers.map((answer) => answer.status).join(", ")}; the page ${page}; ${named} log lines name SITE_URL`,
        );
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
  } finally {
    await sink.close();
  }
}

for (const version of VERSIONS) {
  for (const database of DATABASES) {
    if ([1, 2, 4, 5, 6, 7, 9].some(wanted)) {
      const stack = await startOfficeStack({ database, root: version.root, env: BASE_ENV });
      try {
        if (wanted(1)) await searchesInLogs(stack, version.name);
        if (wanted(2)) await replyTwice(stack, version.name);
        if (wanted(4)) await replyAgainstErasure(stack, version.name);
        if (wanted(5)) await viewsAudited(stack, version.name);
        if (wanted(6)) await badValues(stack, version.name);
        if (wanted(7)) await mailFlood(stack, version.name);
        if (wanted(9)) await bytesAfterErasure(stack, version.name);
      } finally {
        await stack.stop();
      }
    }
    if (wanted(8)) await capByAddress(version, database);
  }
  if (wanted(3) && DATABASES.includes("postgres")) {
    await proxyReplay(version, true, TRIALS);
    await proxyReplay(version, false, Math.min(TRIALS, 20));
  }
  if (wanted(10)) await portWithoutSiteUrl(version);
}

const table = [
  "| # | Request | Database | Before | After |",
  "| - | ------- | -------- | ------ | ----- |",
  ...rows
    .sort((a, b) => a.finding - b.finding)
    .map((row) => `| ${row.finding} | ${row.request} | ${row.database} | ${row.before} | ${row.after} |`),
].join("\n");
console.log(`\n${table}`);
if (args.out) writeFileSync(args.out, `${table}\n`);
if (args.json) writeFileSync(args.json, JSON.stringify(rows, null, 1));
