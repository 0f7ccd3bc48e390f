/**
 * The office inbox's refusals, on the real server process (production build), the real SMTP
 * sink and a real database: used and expired links, an address outside OFFICE_EMAILS, no
 * cookie, a tampered cookie, an expired session, a cross-origin post, a post without its
 * token; and with SMTP dead, the request still in the inbox and /readyz telling its age.
 */
import type { ConfigOverrides } from "../../server/config";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { caseEvaluation, freePort, postContact, scratchDir, spawnServer, type ServerProcess } from "./contact-helpers";
import {
  askForLink,
  confirmLink,
  eventually,
  openLink,
  formToken,
  get,
  OFFICE,
  officeLinkCli,
  postForm,
  sentTo,
  sessionCookie,
  signIn,
  tokenFromSink,
} from "./office-helpers";

const running: ServerProcess[] = [];
const sinks: SmtpSink[] = [];

async function start(env: Record<string, string>, overrides?: ConfigOverrides) {
  const sink = await startSmtpSink();
  sinks.push(sink);
  const dbPath = join(scratchDir("office-db"), "site.db");
  const server = await spawnServer(
    {
      DATABASE_URL: `file:${dbPath}`,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OFFICE_EMAILS: OFFICE,
      RATE_LIMIT_PER_MINUTE: "0",
      MAIL_PER_HOUR: "0",
      ...env,
    },
    { overrides },
  );
  running.push(server);
  return { server, sink, url: server.url, dbPath };
}

function query<T>(dbPath: string, sql: string): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

afterAll(async () => {
  for (const server of running.splice(0)) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  for (const sink of sinks.splice(0)) await sink.close();
});

describe("office sign-in and sessions", { timeout: 90_000 }, () => {
  let url: string;
  let sink: SmtpSink;
  let dbPath: string;
  beforeAll(async () => {
    ({ url, sink, dbPath } = await start({}));
  }, 90_000);

  it("a used link: 410 on a second confirm and on opening it again; the database never kept it once mailed", async () => {
    expect((await askForLink(url, OFFICE)).headers.get("location")).toBe("/office/sign-in?sent");
    const token = await tokenFromSink(sink);
    // Delivered: the link's row keeps the hash, and the queued mail that carried it is erased.
    await eventually(
      async () =>
        query<{ n: number }>(dbPath, "select count(*) n from mail_outbox where message is not null")[0]!.n === 0,
      "the link's mail erased after delivery",
    );
    for (const table of ["office_sign_in_links", "mail_outbox", "delivery_attempts"]) {
      expect(JSON.stringify(query(dbPath, `select * from ${table}`)), table).not.toContain(token);
    }

    const { opened, held } = await openLink(url, token);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/office/link");
    const page = await get(url, "/office/link", held);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm sign-in");
    const first = await confirmLink(url, token);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/office");
    const setCookie = first.headers.getSetCookie().find((cookie) => cookie.startsWith("office_session="))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/office/);

    const again = await confirmLink(url, token);
    expect(again.status).toBe(410);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await again.text()).toContain("This sign-in link cannot be used");
    expect((await get(url, "/office/link", held)).status).toBe(410);
    // The session is stored only as a hash too.
    const cookieValue = sessionCookie(first).split("=")[1]!;
    expect(JSON.stringify(query(dbPath, "select * from office_sessions"))).not.toContain(cookieValue);
  });

  it("an address outside OFFICE_EMAILS: the same answer, nothing stored, no mail", async () => {
    const stranger = await askForLink(url, "stranger@example.com");
    const office = await askForLink(url, OFFICE);
    expect([stranger.status, stranger.headers.get("location"), await stranger.text()]).toEqual([
      office.status,
      office.headers.get("location"),
      await office.text(),
    ]);
    // Links go out in the order they were asked for: once the office's arrived, the stranger's would have.
    // Used, so the next request of a link is mailed at once.
    expect((await confirmLink(url, await tokenFromSink(sink, OFFICE))).status).toBe(302);
    expect(sink.messages.filter((mail) => sentTo(mail, "stranger@example.com"))).toHaveLength(0);
    expect(sink.envelopes.flatMap((envelope) => envelope.to)).not.toContain("stranger@example.com");
    expect(query(dbPath, "select email from office_sign_in_links where email = 'stranger@example.com'")).toEqual([]);
  });

  it("no cookie: pages redirect to the sign-in page, the CSV answers 401 JSON", async () => {
    for (const path of ["/office", "/office/audit", "/office/requests/anything"]) {
      const response = await get(url, path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/office/sign-in");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    // An unknown office path is the ordinary 404 page (from memory), a post to it the ordinary 405.
    expect((await get(url, "/office/nope")).status).toBe(404);
    expect((await postForm(url, "/office/nope", {}, { Origin: url })).status).toBe(405);
    const csv = await get(url, "/office/export.csv");
    expect(csv.status).toBe(401);
    expect(await csv.json()).toEqual({ error: "unauthorized" });
    // No page has data answers for client navigation: these are unknown paths like any other.
    for (const path of ["/office.data", "/office/audit.data"]) expect((await get(url, path)).status, path).toBe(404);
  });

  it("a tampered cookie is no session", async () => {
    const cookie = await signIn(url, sink);
    expect((await get(url, "/office", cookie)).status).toBe(200);
    const value = cookie.split("=")[1]!;
    const flipped = `${value.slice(0, 10)}${value[10] === "A" ? "B" : "A"}${value.slice(11)}`;
    for (const tampered of [`office_session=${flipped}`, `office_session=${value}x`, "office_session=../../etc"]) {
      const response = await get(url, "/office", tampered);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/office/sign-in");
    }
    expect((await get(url, "/office/export.csv", `office_session=${flipped}`)).status).toBe(401);
  });

  it("a cross-origin post and a post without its token are refused, and change nothing", async () => {
    const stored = await postContact(url, { ...caseEvaluation, lastName: "Refusal-Check" });
    const { id } = (await stored.json()) as { id: string };
    const cookie = await signIn(url, sink);
    const csrf = await formToken(url, `/office/requests/${id}`, cookie);

    const crossOrigin = await postForm(
      url,
      `/office/requests/${id}`,
      { intent: "stage", stage: "contacted", csrf },
      { Cookie: cookie, Origin: "https://evil.example" },
    );
    expect(crossOrigin.status).toBe(403);
    // The office's own error page, naming where the form came from and where the office is.
    const refusal = await crossOrigin.text();
    expect(refusal).toContain("This form was not accepted");
    expect(refusal).toContain("It was sent from https://evil.example, not from the office&#x27;s own pages at");
    expect(refusal).not.toContain("set SITE_URL");
    const noOrigin = await postForm(
      url,
      `/office/requests/${id}`,
      { intent: "stage", stage: "contacted", csrf },
      { Cookie: cookie },
    );
    expect(noOrigin.status).toBe(403);

    const noToken = await postForm(
      url,
      `/office/requests/${id}`,
      { intent: "stage", stage: "contacted" },
      { Cookie: cookie, Origin: url },
    );
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain("This form was not accepted");
    const wrongToken = await postForm(
      url,
      `/office/requests/${id}`,
      { intent: "delete", confirm: "yes", csrf: `${csrf}x` },
      { Cookie: cookie, Origin: url },
    );
    expect(wrongToken.status).toBe(403);
    const signOutWithoutToken = await postForm(url, "/office/sign-out", {}, { Cookie: cookie, Origin: url });
    expect(signOutWithoutToken.status).toBe(403);

    const still = await (await get(url, `/office/requests/${id}`, cookie)).text();
    expect(still).toContain('class="office-stage office-stage-new"');
    expect(query(dbPath, `select stage from contact_requests where id = '${id}'`)).toEqual([{ stage: "new" }]);

    // The same post from our own page, with its token, works.
    const ok = await postForm(
      url,
      `/office/requests/${id}`,
      { intent: "stage", stage: "contacted", csrf },
      { Cookie: cookie, Origin: url },
    );
    expect(ok.status).toBe(302);
    expect(await (await get(url, `/office/requests/${id}`, cookie)).text()).toContain(
      'class="office-stage office-stage-contacted"',
    );
  });
});

describe("office links and sessions that run out", { timeout: 90_000 }, () => {
  let url: string;
  let sink: SmtpSink;
  let dbPath: string;
  beforeAll(async () => {
    ({ url, sink, dbPath } = await start({ OFFICE_SESSION_MAX_SECONDS: "4" }, { office: { linkTtlMs: 3_000 } }));
  }, 90_000);

  it("an expired link is refused, before and after confirming", async () => {
    await askForLink(url, OFFICE);
    const token = await tokenFromSink(sink);
    const { held } = await openLink(url, token);
    await eventually(async () => (await get(url, "/office/link", held)).status === 410, "the link expired");
    const confirmed = await confirmLink(url, token);
    expect(confirmed.status).toBe(410);
    expect(confirmed.headers.get("set-cookie")).toBeNull();
    expect(await confirmed.text()).toContain("This sign-in link cannot be used");
  });

  it("an expired session is refused and erased", async () => {
    const cookie = await signIn(url, sink);
    expect((await get(url, "/office", cookie)).status).toBe(200);
    await eventually(async () => (await get(url, "/office", cookie)).status === 302, "the session ended");
    const after = await get(url, "/office", cookie);
    expect(after.headers.get("location")).toBe("/office/sign-in");
    expect((await get(url, "/office/export.csv", cookie)).status).toBe(401);
    const hash = query<{ n: number }>(dbPath, "select count(*) n from office_sessions")[0]!.n;
    expect(hash).toBe(0);
  });
});

describe("with the mail provider unreachable", { timeout: 90_000 }, () => {
  it("the request shows its failed attempts in plain words, /readyz tells the oldest pending age, office:link still gets the office in", async () => {
    const deadPort = await freePort();
    const dbPath = join(scratchDir("office-dead-smtp"), "site.db");
    const env = {
      DATABASE_URL: `file:${dbPath}`,
      SMTP_URL: `smtp://127.0.0.1:${deadPort}`,
      OFFICE_EMAILS: OFFICE,
    };
    const server = await spawnServer(env, { overrides: { delivery: { retryBaseMs: 100, retryMaxMs: 300 } } });
    running.push(server);
    const { url } = server;

    const stored = await postContact(url, { ...caseEvaluation, lastName: "Unmailed" });
    expect(stored.status).toBe(200);
    const { id } = (await stored.json()) as { id: string };

    // Mail is what is broken: the operator prints a link on the server instead.
    const cli = await officeLinkCli(OFFICE, env);
    expect(cli.code, cli.out).toBe(0);
    const token = /\/office\/link\?token=([\w-]{43})/.exec(cli.out)![1]!;
    const outsider = await officeLinkCli("stranger@example.com", env);
    expect(outsider.code).toBe(1);
    expect(outsider.out).not.toMatch(/token=/);

    const cookie = sessionCookie(await confirmLink(url, token));
    let html = "";
    await eventually(async () => {
      // React separates adjacent text with empty comments.
      html = (await (await get(url, "/office", cookie)).text()).replaceAll("<!-- -->", "");
      // In plain words, with the error's code beside them for whoever fixes the settings.
      return /Not sent yet: retrying<\/span><span[^>]*> [2-9]\d* attempts failed: the [^<]+<\/span> <code class="office-code">E[A-Z]+/.test(
        html,
      );
    }, "the inbox shows repeated failed attempts");
    expect(html).toContain("Unmailed");
    expect(html).toContain(`/office/requests/${id}`);
    console.log(`inbox with SMTP dead: ${/\d+ attempts failed:[^<]*/.exec(html)?.[0]}`);

    let readiness: { status: string; pending: number; oldestPendingAgeSeconds: number; failed: number } | undefined;
    await eventually(async () => {
      const response = await get(url, "/readyz");
      expect(response.status).toBe(200);
      readiness = (await response.json()) as typeof readiness;
      return (readiness?.oldestPendingAgeSeconds ?? 0) >= 1;
    }, "/readyz reports an age");
    expect(readiness).toMatchObject({ status: "ready", pending: 1, failed: 0 });
    expect(JSON.stringify(readiness)).not.toContain("Unmailed");
    expect((await get(url, "/healthz")).status).toBe(200);
  });
});
