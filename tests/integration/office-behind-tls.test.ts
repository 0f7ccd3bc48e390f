/**
 * The office as it runs in production: nginx terminating TLS, with a certificate the test
 * makes and the proxy block docs/deploy.md gives (Host, X-Forwarded-For, X-Forwarded-Proto),
 * in front of the real server (production build) with SITE_URL https://office.law.test:<port>
 * and TRUST_PROXY=1. A browser asks for a sign-in link on the sign-in page, the link arrives at
 * the SMTP sink, the browser opens it, confirms, searches the inbox for the visitor by name, phone
 * and email, exports the list, opens the request and goes Back, moves it to Contacted and signs
 * out. Then nginx's logs hold none of what was searched, nor the link's token: neither the log
 * docs/deploy.md configures nor a default "combined" one, apart from the link's first request. On
 * SQLite with one instance, and on PostgreSQL with two behind the same nginx.
 *
 * Before the request URL followed SITE_URL, every one of these posts answered 400: React
 * Router compared the browser's https:// Origin with the http:// URL the server saw.
 */
import { readFileSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../support/browser";
import { httpsRequest } from "../support/https-client";
import { startTlsNginx, type TlsNginx } from "../support/nginx";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { selfSignedCertificate } from "../support/tls-certificate";
import { ANON_KEY, caseEvaluation, freePort, scratchDir, spawnServer, type ServerProcess } from "./contact-helpers";
import { OFFICE, tokenFromSink } from "./office-helpers";

const HOST = "office.law.test";
const VISITOR_EMAIL = "behind-tls@example.org";
const certificate = selfSignedCertificate(HOST);
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    // The site's public name resolves to this machine, as DNS would send the office to the proxy.
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe.each(["sqlite", "postgres"] as const)("the office behind nginx terminating TLS, on %s", (database) => {
  let cluster: PostgresCluster | undefined;
  let sink: SmtpSink;
  let nginx: TlsNginx;
  const instances: ServerProcess[] = [];
  let base: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    cluster = database === "postgres" ? await startPostgresCluster() : undefined;
    const port = await freePort();
    base = `https://${HOST}:${port}`;
    const env = {
      DATABASE_URL: cluster ? await cluster.createDatabase("site") : `file:${scratchDir("office-tls")}/site.db`,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OFFICE_EMAILS: OFFICE,
      SITE_URL: base,
      EVIDENCE_KEY: "B0cHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
      TRUST_PROXY: "1",
      MAIL_PER_HOUR: "0",
    };
    const ports = await Promise.all((database === "postgres" ? [0, 1] : [0]).map(() => freePort()));
    instances.push(
      ...(await Promise.all(ports.map((instancePort) => spawnServer({ ...env, PORT: String(instancePort) })))),
    );
    nginx = await startTlsNginx({ port, upstreams: ports, ...certificate });
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

  it("signs in with a mailed link, acts on a request and signs out, over https only", { timeout: 90_000 }, async () => {
    // A visitor's request, through the same proxy.
    const stored = await httpsRequest(`${base}/functions/v1/send-contact-email`, {
      ca: certificate.certificate,
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${ANON_KEY}`, Origin: base },
      body: JSON.stringify({
        ...caseEvaluation,
        lastName: "Behind-Tls",
        email: VISITOR_EMAIL,
        phone: "(415) 555-0199",
      }),
    });
    expect(stored.status).toBe(200);

    const context = await browser.newContext({ ignoreHTTPSErrors: true, acceptDownloads: true });
    const page = await context.newPage();
    const posts: { path: string; status: number }[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST")
        posts.push({ path: new URL(response.url()).pathname, status: response.status() });
    });

    await page.goto(`${base}/office`);
    await expect.poll(() => page.url()).toBe(`${base}/office/sign-in`);
    await page.getByLabel("Office email address").fill(OFFICE);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("status").filter({ hasText: "a sign-in link is on its way" }).waitFor();

    const token = await tokenFromSink(sink);
    await page.goto(`${base}/office/link?token=${token}`);
    // The token left the address bar at the first request.
    expect(page.url()).toBe(`${base}/office/link`);
    await page.getByRole("heading", { name: "Confirm sign-in" }).waitFor();
    expect(await page.content()).not.toContain(token);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Inbox" }).waitFor();

    const session = (await context.cookies()).find((cookie) => cookie.name === "office_session")!;
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict", path: "/office" });
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("office_link");

    const search = page.getByLabel(/^Search/);
    for (const typed of ["Maria Behind-Tls", "4155550199", VISITOR_EMAIL]) {
      await search.fill(typed);
      await search.press("Enter");
      await page.waitForURL(/\/office\?filter=open&view=[\w-]{22}$/);
      await page.getByRole("link", { name: "Maria Behind-Tls" }).waitFor();
    }
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export as CSV" }).click();
    expect(readFileSync((await (await download).path())!, "utf8")).toContain("Behind-Tls");
    await page.getByRole("link", { name: "Maria Behind-Tls" }).click();
    await page.getByRole("heading", { level: 1, name: "Maria Behind-Tls" }).waitFor();
    await page.goBack();
    await page.getByRole("link", { name: "Maria Behind-Tls" }).click();
    await page.locator("#stage").getByRole("button", { name: "Contacted", exact: true }).click();
    await page.locator(".office-request-head .office-stage", { hasText: "Contacted" }).waitFor();
    await page.getByRole("button", { name: `Sign out ${OFFICE}` }).click();
    await page.getByRole("status").filter({ hasText: "You are signed out." }).waitFor();
    await context.close();

    // Every form went through: sign-in, confirm, three searches, the action, sign-out; none answered 400 or 403.
    expect(posts.map((post) => post.path)).toEqual([
      "/office/sign-in",
      "/office/link",
      "/office",
      "/office",
      "/office",
      expect.stringMatching(/^\/office\/requests\//),
      "/office/sign-out",
    ]);
    expect(posts.every((post) => post.status === 302 || post.status === 303)).toBe(true);

    // No office page tells the next request where it came from.
    const signInPage = await httpsRequest(`${base}/office/sign-in`, { ca: certificate.certificate });
    expect(signInPage.headers["referrer-policy"]).toBe("no-referrer");

    // Nothing the office typed, nor the link's token, in the log docs/deploy.md has nginx keep.
    const secrets = ["Behind-Tls", "4155550199", "555-0199", VISITOR_EMAIL, encodeURIComponent(VISITOR_EMAIL), token];
    const holding = (log: string) => log.split("\n").filter((line) => secrets.some((secret) => line.includes(secret)));
    expect(nginx.accessLog()).toMatch(/"GET \/office\/link HTTP\/1\.1" 303 /);
    expect(holding(nginx.accessLog())).toEqual([]);
    // A default nginx log keeps queries and Referers: the office's URLs and Referers hold no word of a search,
    // and only the link's first request has its token (which the documented format drops).
    const combined = holding(nginx.combinedLog());
    expect(combined).toHaveLength(1);
    expect(combined[0]).toMatch(/"GET \/office\/link\?token=[\w-]{43} HTTP\/1\.1" 303 \d+ "-"/);
    if (instances.length > 1) {
      // Both instances served the office: the session and the form token hold across them.
      for (const instance of instances) {
        expect(
          instance.output.some((line) => line.includes('"msg":"request"') && line.includes('"path":"/office')),
        ).toBe(true);
      }
    }
  });
});
