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
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { freePort, sleep, spawnServer } from "../tests/integration/contact-helpers";
import { chromiumArgs, chromiumPath } from "../tests/support/browser";
import { officeClient, type OfficeClient } from "../tests/support/office-client";
import {
  lettersTo,
  mailFlood,
  pagingBehindOneAddress,
  replyAgainstErasure,
  replyThroughACrash,
  sameReplyPosted,
  sendersAtOnce,
  visitorRequest,
  type Visitor,
} from "../tests/support/office-scenarios";
import {
  OFFICE_HOST,
  occurrences,
  startOfficeStack,
  type OfficeStack,
  type StackDatabase,
} from "../tests/support/office-stack";
import { startSmtpSink } from "../tests/support/smtp-sink";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    trials: { type: "string", default: "100" },
    only: { type: "string" },
    out: { type: "string" },
    databases: { type: "string", default: "sqlite,postgres" },
    versions: { type: "string", default: "before,after" },
    /** Rows of an earlier run (its --json), for the versions or findings this run skips. */
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
  let row = rows.find((row) => row.finding === finding && row.database === database && row.request === request);
  if (!row) rows.push((row = { finding, request, database, before: "", after: "" }));
  row[version as "before" | "after"] = answer;
}
const wanted = (finding: number) => !ONLY || ONLY.has(finding);
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).join(", ");

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
  const { visitor, answers } = await sameReplyPosted(stack, intake);
  await sleep(3_000);
  record(
    2,
    stack.database,
    version,
    "the same reply form posted 3 times: letters to the visitor (the answers)",
    `${lettersTo(stack.sink, visitor.email)} (${statuses(answers)})`,
  );
  const partner = await stack.signedIn(PARTNER, "rotate");
  const runs = await sendersAtOnce(stack, intake, partner, TRIALS);
  const twice = runs.filter((run) => run.letters > 1).length;
  const held = runs.filter((run) => run.answers.some((answer) => answer.status === 409)).length;
  record(
    2,
    stack.database,
    version,
    `two coordinators press Send at once (${TRIALS} trials): trials with 2 letters; trials where the second got its words back`,
    `${twice} of ${TRIALS}; ${held} of ${TRIALS}`,
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
    const results = await replyThroughACrash(stack, await stack.signedIn(OFFICE, "rotate"), trials);
    const sum = (pick: (result: (typeof results)[number]) => number) =>
      results.reduce((total, r) => total + pick(r), 0);
    record(
      3,
      "postgres",
      version.name,
      `Send, the instance killed as it answers (${trials} trials), nginx ${
        replayPosts
          ? "replaying POSTs (the guide's old proxy_next_upstream … non_idempotent)"
          : "as docs/deploy.md now has it (an error page, then Back and Send again)"
      }: visitors with 2 letters; reply entries in the thread, in the audit trail`,
      `${results.filter((r) => r.letters > 1).length} of ${trials}; ${sum((r) => r.threadReplies)}, ${sum((r) => r.auditedReplies)}` +
        (replayPosts ? "" : `; ${results.filter((r) => r.errorPage).length} error pages`),
    );
  } finally {
    await stack.stop();
  }
}

// 4. A reply racing "Delete now".
async function racedErasure(stack: OfficeStack, version: string) {
  const results = await replyAgainstErasure(
    stack,
    await stack.signedIn(OFFICE, "rotate"),
    await stack.signedIn(PARTNER, "rotate"),
    TRIALS,
  );
  record(
    4,
    stack.database,
    version,
    `a reply and "Delete now" 0-30 ms apart (${TRIALS} trials): trials with a letter after Delete now answered; trials leaving a row`,
    `${results.filter((r) => r.mailedAfter > 0).length} of ${TRIALS}; ${results.filter((r) => r.rowsLeft > 0).length} of ${TRIALS}`,
  );
}

// 5. Views in the audit trail.
async function viewsAudited(stack: OfficeStack, version: string) {
  const intake = await stack.signedIn(OFFICE, "rotate");
  const visitor = await visitorRequest(stack);
  const searchForm = (await intake.forms("/office")).find((form) => form.fields.some(([name]) => name === "q"))!;
  const since = Date.now();
  // The search (its result page, wherever the form sends it), then a tab of the list.
  const listed = await intake.submit(searchForm, { q: visitor.lastName });
  if (listed.status === 302 || listed.status === 303) await intake.get(listed.location!);
  await intake.get("/office?filter=all");
  const entries = await stack.query("select action, detail from office_audit where at >= ? order by at", [since]);
  const leaks = entries.filter((entry) => String(entry.detail ?? "").includes(visitor.lastName)).length;
  record(
    5,
    stack.database,
    version,
    "a search, then a list tab: audit entries written (holding the words searched)",
    `${entries.length}${entries.length ? ` (${[...new Set(entries.map((entry) => String(entry.action)))].join(", ")})` : ""}; ${leaks}`,
  );
  // What the audit's write costs a list view: the same page, 40 times, median.
  const times: number[] = [];
  for (let i = 0; i < 43; i++) {
    const started = performance.now();
    await intake.get("/office?filter=all");
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  record(
    5,
    stack.database,
    version,
    "GET /office?filter=all through nginx, median of 40 (ms)",
    `${times[20]!.toFixed(1)}`,
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
async function floodOfMail(stack: OfficeStack, version: string) {
  const { notices, letters } = await mailFlood(stack, await stack.signedIn(OFFICE, "rotate"), PARTNER);
  record(7, stack.database, version, "assign and unassign 20 times in a row: notices to the assignee", `${notices}`);
  record(
    7,
    stack.database,
    version,
    "then 5 replies to the visitor in a row: letters in the next seconds",
    `${letters}`,
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
    const refused = await pagingBehindOneAddress(staff, 40);
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
  const purged: Visitor[] = [];
  const erased: Visitor[] = [];
  // Others stay, as in any firm's database (PostgreSQL's ANALYZE leaves an empty table's old statistics).
  for (let i = 0; i < 3; i++) await visitorRequest(stack);
  for (let i = 0; i < 6; i++) purged.push(await visitorRequest(stack));
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
  // PostgreSQL keeps what the purge deleted in the tables' free space until they are rewritten.
  if (stack.database === "postgres" && version === "after") {
    const compacted = spawnSync(process.execPath, ["--import", "tsx", resolve("server/db/compact-cli.ts")], {
      env: { ...process.env, DATABASE_URL: stack.databaseUrl },
      encoding: "utf8",
    });
    if (compacted.status !== 0) throw new Error(`db:compact failed: ${compacted.stderr}`);
    record(9, stack.database, version, "the same, after npm run db:compact", await scan(purged));
  }
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
        if (wanted(4)) await racedErasure(stack, version.name);
        if (wanted(5)) await viewsAudited(stack, version.name);
        if (wanted(6)) await badValues(stack, version.name);
        if (wanted(7)) await floodOfMail(stack, version.name);
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
