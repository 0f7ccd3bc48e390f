import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCAL_DEVELOPMENT_ANON_KEY } from "~/config/public-config.server";
import { firm } from "~/content/firm";
import { ConfigError, databasePath, loadConfig, loadDotEnv } from ".";

describe("loadConfig", () => {
  it("runs on embedded defaults", () => {
    const config = loadConfig({});
    expect(config.http).toEqual({ host: "127.0.0.1", port: 3000, trustProxy: 0 });
    expect(config.site).toMatchObject({
      url: "http://localhost:3000",
      origin: "http://localhost:3000",
      https: false,
      anonKey: LOCAL_DEVELOPMENT_ANON_KEY,
      allowedOrigins: [],
    });
    expect(config.database.url).toBe("file:./data/site.db");
    expect(config.mail).toMatchObject({
      smtpUrl: "",
      to: [firm.email],
      from: `${firm.name} website <website@localhost>`,
      dir: "./data/mail",
      perHour: 60,
    });
    expect(config.retention).toEqual({ days: 30, ms: 30 * 86_400_000, conflictRecordYears: 7 });
    expect(config.limits).toEqual({ perClientPerMinute: 10, storagePerHour: 5_000 });
    expect(config.delivery).toEqual({ retryBaseMs: 1_000, retryMaxMs: 600_000, leaseMs: 120_000, maxAttempts: 300 });
    expect(config.office).toMatchObject({ requestsPerMinute: 120, mailPaceMs: 60_000 });
  });

  it("takes the office's cap per person from OFFICE_REQUESTS_PER_MINUTE, 0 for none", () => {
    expect(loadConfig({ OFFICE_REQUESTS_PER_MINUTE: "300" }).office.requestsPerMinute).toBe(300);
    expect(loadConfig({ OFFICE_REQUESTS_PER_MINUTE: "0" }).office.requestsPerMinute).toBe(0);
    expect(() => loadConfig({ OFFICE_REQUESTS_PER_MINUTE: "lots" })).toThrow(/OFFICE_REQUESTS_PER_MINUTE/);
  });

  it("takes the settings only tests change as overrides, not from the environment", () => {
    const config = loadConfig(
      { OUTBOX_RETRY_BASE_MS: "5" },
      { delivery: { retryBaseMs: 50 }, office: { linkTtlMs: 3_000 } },
    );
    expect(config.delivery).toMatchObject({ retryBaseMs: 50, retryMaxMs: 600_000 });
    expect(config.office.linkTtlMs).toBe(3_000);
    expect(loadConfig({ OUTBOX_RETRY_BASE_MS: "5" }).delivery.retryBaseMs).toBe(1_000);
  });

  it("counts trusted proxies, reading the old true/false as 1/0", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).http.trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "1" }).http.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).http.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "false" }).http.trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("refuses an SMTP_URL that would send mail in clear text to another host, without connecting", () => {
    for (const url of [
      "smtp://user:secret@mail.example:25?ignoreTLS=true",
      "smtp://mail.example:587?requireTLS=false",
      "smtps://mail.example:465?secure=false&requireTLS=false",
      "smtps://mail.example:465?tls.rejectUnauthorized=false",
    ]) {
      expect(() => loadConfig({ SMTP_URL: url }), url).toThrow(
        /SMTP_URL: would send mail to mail\.example without verified TLS/,
      );
    }
    // STARTTLS (required by the transport) or TLS from the start; plain text to this machine only.
    expect(loadConfig({ SMTP_URL: "smtp://user:secret@mail.example:587" }).mail.smtpUrl).toMatch(/^smtp:/);
    expect(loadConfig({ SMTP_URL: "smtps://user:secret@mail.example:465" }).mail.smtpUrl).toMatch(/^smtps:/);
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525?ignoreTLS=true" }).mail.smtpUrl).toMatch(/^smtp:/);
    expect(loadConfig({ SMTP_URL: "smtp://[::1]:2525" }).mail.smtpUrl).toMatch(/^smtp:/);
    // What nodemailer would read as false, or as an option of its own, stops the start too.
    for (const url of [
      "smtp://mail.example:587?requireTLS=",
      "smtp://mail.example:587?requireTLS=0.0",
      "smtp://mail.example?debug=true",
    ]) {
      expect(() => loadConfig({ SMTP_URL: url }), url).toThrow(/SMTP_URL: option "(requireTLS|debug)"/);
    }
  });

  it("takes PostgreSQL by postgres:// or postgresql:// and SQLite by file:", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://site:secret@db.example:5432/site" }).database.url).toMatch(
      /^postgres:/,
    );
    expect(loadConfig({ DATABASE_URL: "postgresql://db.example/site?sslmode=require" }).database.url).toMatch(
      /^postgresql:/,
    );
    expect(loadConfig({ DATABASE_URL: "file:/srv/site.db" }).database.url).toBe("file:/srv/site.db");
  });

  it("names the bad variable in a clear message", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL: use "file:<path>"/);
    expect(() => loadConfig({ DATABASE_URL: "postgres://" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_TO: "office" })).toThrow(/MAIL_TO/);
    expect(() => loadConfig({ MAIL_FROM: "a@b\r\nBcc: c@d" })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: "https://ok.example, ftp://x" })).toThrow(
      /ALLOWED_ORIGINS: "ftp:\/\/x"/,
    );
    expect(() => loadConfig({ RETENTION_DAYS: "0" })).toThrow(/RETENTION_DAYS/);
    expect(() => loadConfig({ CONFLICT_RECORD_YEARS: "-1" })).toThrow(/CONFLICT_RECORD_YEARS/);
    expect(() => loadConfig({ CONFLICT_RECORD_YEARS: "seven" })).toThrow(/CONFLICT_RECORD_YEARS/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: "-1" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it("reads lists, origins, numbers and the sender", () => {
    const config = loadConfig({
      SITE_URL: "https://law.example/",
      EVIDENCE_KEY: "B0cHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
      SMTP_URL: "smtps://user:secret@mail.example:465",
      MAIL_TO: "a@law.example, b@law.example",
      MAIL_FROM: "Intake <intake@law.example>",
      ALLOWED_ORIGINS: "https://www.law.example/, http://localhost:5173",
      RATE_LIMIT_PER_MINUTE: "0",
      RETENTION_DAYS: "7",
    });
    expect(config.mail.to).toEqual(["a@law.example", "b@law.example"]);
    expect(config.mail.from).toBe("Intake <intake@law.example>");
    expect(config.site.allowedOrigins).toEqual(["https://www.law.example", "http://localhost:5173"]);
    expect(config.site.https).toBe(true);
    expect(config.limits.perClientPerMinute).toBe(0);
    expect(config.retention.days).toBe(7);
    expect(config.retention.conflictRecordYears).toBe(7);
    expect(loadConfig({ CONFLICT_RECORD_YEARS: "0" }).retention.conflictRecordYears).toBe(0);
    expect(loadConfig({ CONFLICT_RECORD_YEARS: "" }).retention.conflictRecordYears).toBe(7);
    expect(
      loadConfig({ SITE_URL: "https://law.example", EVIDENCE_KEY: "B0cHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=" }).mail
        .from,
    ).toMatch(/<website@law\.example>$/);
  });
});

describe("the evidence settings", () => {
  it("refuse an https site without EVIDENCE_KEY, naming the variable, and a key that is not 32 bytes", () => {
    expect(() => loadConfig({ SITE_URL: "https://law.example" })).toThrow(
      /EVIDENCE_KEY: must be set when SITE_URL is https/,
    );
    expect(() => loadConfig({ EVIDENCE_KEY: "c2hvcnQ=" })).toThrow(/EVIDENCE_KEY: must be 32 random bytes/);
    expect(loadConfig({}).evidence.masterKey).toBeNull();
    const hex = "ab".repeat(32);
    expect(loadConfig({ SITE_URL: "https://law.example", EVIDENCE_KEY: hex }).evidence.masterKey).toEqual(
      Buffer.from(hex, "hex"),
    );
  });

  it("read the limits in MB, the link's hours, and S3 only when a bucket is named", () => {
    const defaults = loadConfig({}).evidence;
    expect(defaults).toMatchObject({
      maxFileBytes: 2 * 1024 ** 3,
      maxRequestBytes: 5 * 1024 ** 3,
      maxFiles: 20,
      credentialTtlMs: 48 * 3_600_000,
      s3: null,
    });
    expect(defaults.keyFile).toMatch(/data\/evidence\.key$/);
    expect(() => loadConfig({ EVIDENCE_S3_BUCKET: "files" })).toThrow(
      /EVIDENCE_KEY: must be set with EVIDENCE_S3_BUCKET/,
    );
    const s3 = loadConfig({
      EVIDENCE_S3_BUCKET: "files",
      EVIDENCE_S3_FORCE_PATH_STYLE: "true",
      EVIDENCE_KEY: "ab".repeat(32),
    }).evidence.s3;
    expect(s3).toMatchObject({ bucket: "files", region: "us-east-1", forcePathStyle: true });
  });
});

describe("databasePath", () => {
  it("resolves relative, absolute and URL forms", () => {
    expect(databasePath("file:./data/site.db", "/srv/app")).toBe("/srv/app/data/site.db");
    expect(databasePath("file:/var/lib/site.db")).toBe("/var/lib/site.db");
    expect(databasePath("file:///var/lib/site.db")).toBe("/var/lib/site.db");
    expect(databasePath("file::memory:")).toBe(":memory:");
  });
});

describe("loadDotEnv", () => {
  it("fills in what the environment does not set, and nothing else", () => {
    const path = join(mkdtempSync(join(tmpdir(), "dotenv-")), ".env");
    writeFileSync(path, "# comment\nPORT=8080\nMAIL_TO=office@law.example\nSMTP_URL=smtp://file-wins.example\n");
    const env: NodeJS.ProcessEnv = { SMTP_URL: "smtp://env-wins.example" };
    expect(loadDotEnv(path, env).sort()).toEqual(["MAIL_TO", "PORT"]);
    expect(env).toEqual({ PORT: "8080", MAIL_TO: "office@law.example", SMTP_URL: "smtp://env-wins.example" });
    expect(loadDotEnv(join(tmpdir(), "no-such-dir", ".env"), env)).toEqual([]);
  });
});
