/** Shared by the office inbox's integration tests: the real server, signed in through real links. */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import type { ParsedMail } from "mailparser";
import pg from "pg";
import { listingAddress } from "../support/office-app";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { BUILD_DIR, ROOT, scratchDir, spawnServer, type ServerProcess } from "./contact-helpers";

export const OFFICE = "intake@example.com";

const LINK = /\/office\/link\?token=([\w-]{43})/;
const used = new Set<string>();

export const sentTo = (mail: ParsedMail, address: string) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((entry) => entry.address === address));

/** POSTs the sign-in form like a browser on our own page would. */
export function askForLink(url: string, email: string) {
  return fetch(`${url}/office/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }),
  });
}

/** The token of the next unused sign-in link mailed to `address`. */
export async function tokenFromSink(sink: SmtpSink, address = OFFICE): Promise<string> {
  const mail = await sink.waitFor((candidate) => {
    const token = LINK.exec(candidate.text ?? "")?.[1];
    return !!token && !used.has(token) && sentTo(candidate, address);
  }, 20_000);
  const token = LINK.exec(mail.text ?? "")![1]!;
  used.add(token);
  return token;
}

/** Opens a link as a browser does: the answer moves its token into a cookie for /office/link ("office_link=…"). */
export async function openLink(url: string, token: string): Promise<{ opened: Response; held: string }> {
  const opened = await fetch(`${url}/office/link?token=${token}`, { redirect: "manual" });
  const held = /^(office_link=[^;]*)/.exec(opened.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return { opened, held };
}

/** Opens the link, then confirms it from the page it leads to. */
export async function confirmLink(url: string, token: string, origin = url) {
  const { held } = await openLink(url, token);
  return fetch(`${url}/office/link`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, Cookie: held, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
}

/** "office_session=…" from a Set-Cookie header, for the Cookie header of later requests. */
export function sessionCookie(response: Response): string {
  const header = response.headers.getSetCookie().join("\n");
  const pair = /^(office_session=[^;]*)/m.exec(header)?.[1];
  if (!pair) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return pair;
}

export async function signIn(url: string, sink: SmtpSink): Promise<string> {
  const asked = await askForLink(url, OFFICE);
  if (asked.status !== 302) throw new Error(`sign-in form answered ${asked.status}`);
  const confirmed = await confirmLink(url, await tokenFromSink(sink));
  if (confirmed.status !== 302) throw new Error(`confirming answered ${confirmed.status}`);
  return sessionCookie(confirmed);
}

/**
 * The inbox's address for a listing given as a query ("filter=all&q=taser"): the search and
 * filters posted as its form does, kept on the server as a view (tests/support/office-app.ts).
 */
export function listingPath(url: string, cookie: string, query: string, resource = "/office"): Promise<string> {
  return listingAddress((path, init) => fetch(`${url}${path}`, init), cookie, url, query, resource);
}

export function get(url: string, path: string, cookie?: string) {
  return fetch(`${url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

/** The form token a signed-in page carries. */
export async function formToken(url: string, path: string, cookie: string): Promise<string> {
  const html = await (await get(url, path, cookie)).text();
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no form token on ${path}`);
  return token;
}

/**
 * POSTs a form. One with the session's token and no one-time action id gets a new id, as each
 * newly rendered form has one of its own (server/office/once.ts): pass `once` to post the same
 * form again.
 */
export function postForm(url: string, path: string, fields: Record<string, string>, headers: Record<string, string>) {
  const once: Record<string, string> =
    "csrf" in fields && !("once" in fields) ? { once: `${randomBytes(16).toString("base64url")}.test` } : {};
  return fetch(`${url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ ...fields, ...once }),
  });
}

/** The office a test file works in: one server on SQLite or PostgreSQL, its SMTP sink, signed in. */
export type SignedInOffice = {
  url: string;
  cookie: string;
  sink: SmtpSink;
  server: ServerProcess;
  /** The PostgreSQL cluster, when the engine is PostgreSQL. */
  cluster?: PostgresCluster;
  /** A statement run on the server's database beside it (`?` placeholders on both engines): its rows. */
  sql(statement: string, parameters: unknown[]): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
};

/**
 * One production server on `engine`, mailing an SMTP sink, with OFFICE and `colleagues` as the
 * office's addresses and the limits off, and a session signed in through a real link.
 */
export async function signedInOffice(
  engine: "sqlite" | "postgres",
  name: string,
  { colleagues = [], env = {} }: { colleagues?: string[]; env?: Record<string, string> } = {},
): Promise<SignedInOffice> {
  const sink = await startSmtpSink();
  const cluster = engine === "postgres" ? await startPostgresCluster() : undefined;
  const sqlitePath = `${scratchDir(`office-${name}`)}/site.db`;
  const databaseUrl = cluster ? await cluster.createDatabase(name) : `file:${sqlitePath}`;
  const server = await spawnServer({
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_TO: "desk@example.com",
    OFFICE_EMAILS: [OFFICE, ...colleagues].join(","),
    RATE_LIMIT_PER_MINUTE: "0",
    STORAGE_LIMIT_PER_HOUR: "0",
    MAIL_PER_HOUR: "0",
    ...env,
  });
  const cookie = await signIn(server.url, sink);
  const sql = cluster
    ? async (statement: string, parameters: unknown[]) => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const numbered = statement.replace(
            /\?/g,
            (_, offset: number) => `$${statement.slice(0, offset).split("?").length}`,
          );
          return (await client.query(numbered, parameters)).rows as Record<string, unknown>[];
        } finally {
          await client.end();
        }
      }
    : async (statement: string, parameters: unknown[]) => {
        const db = new Database(sqlitePath);
        try {
          db.pragma("busy_timeout = 5000");
          const prepared = db.prepare(statement);
          if (prepared.reader) return prepared.all(...parameters) as Record<string, unknown>[];
          prepared.run(...parameters);
          return [];
        } finally {
          db.close();
        }
      };
  return {
    url: server.url,
    cookie,
    sink,
    server,
    cluster,
    sql,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      await sink.close();
      await cluster?.remove();
    },
  };
}

/** Polls until `check` resolves true; throws after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** `npm run office:link -- <address>` as the server's operator runs it, in `cwd`: its output and exit code. */
export function officeLinkCli(
  address: string,
  env: Record<string, string>,
  cwd = scratchDir("office-cli"),
): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["--import", TSX_LOADER, resolve(ROOT, "server/office/cli.ts"), address], {
    cwd,
    env: { PATH: process.env.PATH, TSX_TSCONFIG_PATH: resolve(ROOT, "tsconfig.json"), BUILD_DIR, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((done) => child.on("exit", (code) => done({ code, out })));
}
