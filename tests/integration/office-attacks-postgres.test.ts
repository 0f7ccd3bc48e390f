/**
 * The security review's findings that only show with several instances or on PostgreSQL,
 * each written as the attack: two real server processes on one PostgreSQL behind nginx (as
 * docs/deploy.md runs them), a real SMTP sink, and `npm run office:link` run by an operator.
 */
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type Nginx } from "../support/nginx";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import {
  caseEvaluation,
  freePort,
  postContact,
  scratchDir,
  sleep,
  spawnServer,
  type ServerProcess,
} from "./contact-helpers";
import {
  confirmLink,
  eventually,
  get,
  listingPath,
  OFFICE,
  officeLinkCli,
  postForm,
  sentTo,
  sessionCookie,
  tokenFromSink,
} from "./office-helpers";

const PARTNERS = Array.from({ length: 4 }, (_, i) => `partner${i}@example.com`);

let cluster: PostgresCluster;
let sink: SmtpSink;
let nginx: Nginx;
let env: Record<string, string>;
const instances: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  sink = await startSmtpSink();
  // A password in the URL, as a real deployment has: the CLI once made a folder named after it.
  const url = new URL(await cluster.createDatabase("site"));
  url.password = "s3cret-Passw0rd";
  env = {
    DATABASE_URL: url.href,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    OFFICE_EMAILS: [OFFICE, ...PARTNERS].join(","),
    OFFICE_LINKS_PER_HOUR: "2",
    TRUST_PROXY: "1",
    MAIL_PER_HOUR: "0",
  };
  const ports = [await freePort(), await freePort()];
  instances.push(...(await Promise.all(ports.map((port) => spawnServer({ ...env, PORT: String(port) })))));
  nginx = await startNginx({ port: await freePort(), upstreams: ports });
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances) {
    instance.child.kill("SIGTERM");
    await instance.exited;
  }
  await sink?.close();
  await cluster?.remove();
});

const links = (address: string) =>
  sink.messages.filter((mail) => sentTo(mail, address) && /\/office\/link\?token=/.test(mail.text ?? "")).length;

describe("two instances on one PostgreSQL, behind nginx", { timeout: 90_000 }, () => {
  let cookie: string;

  it("share the office's link limits: the wait for an address, and each client's links an hour", async () => {
    const base = nginx.url;
    // Twelve requests, spread by nginx over both instances; each client is 127.0.0.1 to both.
    for (let i = 0; i < 12; i++) await postForm(base, "/office/sign-in", { email: OFFICE }, { Origin: base });
    for (const partner of PARTNERS) await postForm(base, "/office/sign-in", { email: partner }, { Origin: base });
    await eventually(async () => links(OFFICE) >= 1, "the office's link");
    await sleep(1_500);
    // Per instance it was 2 links per address and 8 per client on each instance: 4 for the office alone.
    expect(links(OFFICE)).toBe(1);
    expect(PARTNERS.reduce((sum, partner) => sum + links(partner), 0)).toBe(1);
    cookie = sessionCookie(await confirmLink(base, await tokenFromSink(sink)));
  });

  it("answer a NUL in a search, a path or an export as any other request, not 500", async () => {
    const base = nginx.url;
    const stored = await postContact(base, {
      ...caseEvaluation,
      firstName: "Maria \u202Egnp.exe",
      lastName: "Pg-Bidi",
    });
    expect(stored.status).toBe(200);
    for (const [query, resource] of [
      ["q=%00", "/office"],
      ["filter=all&q=a%00b", "/office"],
      ["q=%00", "/office/export.csv"],
    ]) {
      expect((await get(base, await listingPath(base, cookie, query!, resource), cookie)).status, query).toBe(200);
    }
    // nginx refuses a NUL in a path itself (400); the instance, asked directly, finds no such request.
    expect((await get(base, "/office/requests/%00", cookie)).status).toBe(400);
    expect((await get(instances[0]!.url, "/office/requests/%00", cookie)).status).toBe(404);
    const inbox = await (await get(base, await listingPath(base, cookie, "filter=all&q=Pg-Bidi"), cookie)).text();
    expect(inbox.replace(/<\/?mark>/g, "")).toContain("Maria gnp.exe Pg-Bidi");
    expect(inbox).not.toContain("\u202E");
  });

  it("take a link from npm run office:link, which leaves no file behind", async () => {
    const cwd = scratchDir("office-cli-postgres");
    const cli = await officeLinkCli(OFFICE, env, cwd);
    expect(cli.code, cli.out).toBe(0);
    expect(readdirSync(cwd)).toEqual([]);
    expect(cli.out).not.toContain("s3cret");
    const token = /\/office\/link\?token=([\w-]{43})/.exec(cli.out)![1]!;
    const confirmed = await confirmLink(nginx.url, token);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/office");
  });

  it("share the office's request limit per client", async () => {
    const forged = `office_session=${"A".repeat(43)}`;
    let limited = 0;
    for (let i = 0; i < 200; i++) if ((await get(nginx.url, "/office", forged)).status === 429) limited++;
    // 120 a minute for both together (each instance alone would have taken 240 without a refusal).
    expect(limited).toBeGreaterThanOrEqual(50);
  });

  it("while PostgreSQL is down: the sign-in page from memory, 503 for what needs the database, never 500", async () => {
    await cluster.stop();
    const lines = instances.map((instance) => instance.output.length);
    expect((await get(instances[0]!.url, "/office/sign-in")).status).toBe(200);
    const down = await get(instances[1]!.url, "/office", `office_session=${"B".repeat(43)}`);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("10");
    expect(
      instances.flatMap((instance, i) => instance.output.slice(lines[i]!)).filter((line) => /^\s+at /.test(line)),
    ).toEqual([]);
  });
});
