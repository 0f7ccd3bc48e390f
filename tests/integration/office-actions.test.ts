/**
 * What the office does to a request, on the real server with the real SMTP sink: deliver the
 * email again, spam and not spam (which mails it), delete now; each one in the audit trail.
 * On both databases: embedded SQLite and PostgreSQL (a throwaway cluster).
 */
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { caseEvaluation, postContact, scratchDir, spawnServer, type ServerProcess } from "./contact-helpers";
import { eventually, formToken, get, OFFICE, postForm, signIn } from "./office-helpers";

describe.each(["sqlite", "postgres"] as const)("office actions on %s", { timeout: 90_000 }, (database) => {
  let server: ServerProcess;
  let sink: SmtpSink;
  let url: string;
  let cluster: PostgresCluster | undefined;
  let databaseUrl: string;
  let cookie: string;

  /** How many rows the database holds for a request id, asked of the database itself. */
  async function rowsFor(id: string): Promise<number> {
    if (database === "postgres") {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query("select count(*)::int as n from contact_requests where id = $1", [id]);
        return (rows[0] as { n: number }).n;
      } finally {
        await client.end();
      }
    }
    const db = new Database(databaseUrl.slice("file:".length), { readonly: true });
    try {
      return (db.prepare("select count(*) n from contact_requests where id = ?").get(id) as { n: number }).n;
    } finally {
      db.close();
    }
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    if (database === "postgres") {
      cluster = await startPostgresCluster();
      databaseUrl = await cluster.createDatabase("office_actions");
    } else {
      databaseUrl = `file:${join(scratchDir("office-actions"), "site.db")}`;
    }
    server = await spawnServer({
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OFFICE_EMAILS: OFFICE,
      RATE_LIMIT_PER_MINUTE: "0",
      MAIL_PER_HOUR: "0",
    });
    url = server.url;
    cookie = await signIn(url, sink);
  }, 90_000);

  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await sink?.close();
    await cluster?.remove();
  });

  const mailsAbout = (name: string) => sink.messages.filter((mail) => mail.subject?.includes(name)).length;
  const page = async (path: string) => (await (await get(url, path, cookie)).text()).replaceAll("<!-- -->", "");

  async function act(id: string, fields: Record<string, string>) {
    const csrf = await formToken(url, `/office/requests/${id}`, cookie);
    return postForm(url, `/office/requests/${id}`, { csrf, ...fields }, { Cookie: cookie, Origin: url });
  }

  async function store(lastName: string, extra: Record<string, string> = {}) {
    const response = await postContact(url, { ...caseEvaluation, lastName, ...extra });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }

  it("deliver the email again: the office gets it a second time", async () => {
    const id = await store("Resend-Case");
    await eventually(async () => mailsAbout("Resend-Case") === 1, "first mail");
    const unconfirmed = await act(id, { intent: "deliver" });
    expect(unconfirmed.headers.get("location")).toBe(`/office/requests/${id}?confirm-resend#notification`);
    expect(await page(`/office/requests/${id}?confirm-resend`)).toContain(
      "The office was notified already: confirm to send it again.",
    );
    expect(mailsAbout("Resend-Case")).toBe(1);
    const response = await act(id, { intent: "deliver", confirm: "yes" });
    expect(response.status).toBe(302);
    await eventually(async () => mailsAbout("Resend-Case") === 2, "second mail");
    // Delivered once already: the re-send asked first, and the history keeps both deliveries.
    const detail = await page(`/office/requests/${id}`);
    expect(detail.match(/: delivered</g)).toHaveLength(2);
    expect(detail).toContain(`${OFFICE} asked to notify the office again`);
  });

  it("a honeypot catch shows under Spam, and Not spam mails it without the trap field", async () => {
    const id = await store("Trapped-Case", { [HONEYPOT_FIELD]: "bot was here" });
    expect(await page("/office?filter=spam")).toContain(`/office/requests/${id}`);
    expect(await page("/office?filter=all")).not.toContain(`/office/requests/${id}`);
    expect(mailsAbout("Trapped-Case")).toBe(0);
    expect((await act(id, { intent: "not_spam" })).status).toBe(302);
    await eventually(async () => mailsAbout("Trapped-Case") === 1, "the mail after not spam");
    const mail = sink.messages.find((candidate) => candidate.subject?.includes("Trapped-Case"))!;
    expect(mail.text).not.toContain("bot was here");
    expect(await page("/office?filter=all")).toContain(`/office/requests/${id}`);

    expect((await act(id, { intent: "spam" })).status).toBe(302);
    expect(await page("/office?filter=spam")).toContain(`/office/requests/${id}`);
  });

  it("delete now: only when confirmed; then gone from the inbox and the database, and in the audit trail", async () => {
    const id = await store("Erase-Case");
    const unconfirmed = await act(id, { intent: "delete" });
    expect(unconfirmed.headers.get("location")).toBe(`/office/requests/${id}#delete`);
    expect((await get(url, `/office/requests/${id}`, cookie)).status).toBe(200);

    const confirmed = await act(id, { intent: "delete", confirm: "yes" });
    expect(confirmed.headers.get("location")).toBe("/office?deleted");
    expect(await page("/office?deleted")).toContain("The request was deleted.");
    const gone = await get(url, `/office/requests/${id}`, cookie);
    expect(gone.status).toBe(404);
    expect(await rowsFor(id)).toBe(0);
    const audit = await page("/office/audit");
    expect(audit).toMatch(new RegExp(`${OFFICE} deleted a request \\(<a[^>]*>${id}</a>\\)`));
    expect(audit).toContain(`${OFFICE} asked to notify the office of a request again`);
    expect(audit).toContain(`${OFFICE} marked a request as not spam`);
  });
});
