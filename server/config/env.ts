import { z } from "zod";
import { PublicConfigShape } from "~/config/public-config.server";
import { firm } from "~/content/firm";
import { smtpSettings } from "./smtp-security";
import { evidenceVariables, requireEvidenceKeyOverHttps } from "./evidence-env";

/** A whole number from the environment; an empty value takes the default. */
const wholeNumber = (fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? fallback : value),
    z.coerce.number().int().min(min).max(max),
  );

/** An address alone ("office@example.com"), loose on purpose: "website@localhost" must pass. */
const MAILBOX = /^[^\s@<>",;]+@[^\s@<>",;]+$/;
/** "Display Name <address>" or a bare address. */
const NAMED_MAILBOX = /^(?:[^<>\r\n]*<[^\s@<>",;]+@[^\s@<>",;]+>|[^\s@<>",;]+@[^\s@<>",;]+)$/;

/** Office addresses separated by commas, in lower case (an office signs in by any case); empty: none. */
const officeAddresses = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((list) => list.every((address) => MAILBOX.test(address)), {
    message: "must be email addresses separated by commas",
  });

const originList = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      try {
        const url = new URL(item);
        if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
        origins.push(url.origin);
      } catch {
        ctx.addIssue({ code: "custom", message: `"${item}" is not an http(s) origin such as https://example.com` });
        return z.NEVER;
      }
    }
    return origins;
  });

/** "file:…" is embedded SQLite (the default); "postgres://…" or "postgresql://…" is PostgreSQL. */
const databaseUrl = z
  .string()
  .default("")
  .transform((value) => value.trim() || "file:./data/site.db")
  .refine((value) => value.startsWith("file:") || /^postgres(ql)?:\/\/[^/\s]/.test(value), {
    message: 'use "file:<path>" for SQLite (e.g. file:./data/site.db) or "postgres://user:password@host:5432/name"',
  });

/** How many proxies of ours stand in front of the server; "true"/"false" are read as 1/0. */
const proxyHops = z.preprocess(
  (value) => (value === "true" ? "1" : value === "false" || value === "" || value === undefined ? "0" : value),
  z.coerce.number().int().min(0).max(10),
);

/** Every variable a deployer may set, checked at start-up (docs/configuration.md). */
export const EnvSchema = z
  .object({
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** SITE_URL, PUBLIC_BACKEND_URL, PUBLIC_ANON_KEY: checked as the build checks them. */
    ...PublicConfigShape,
    /** Trusted proxies in front of the server: the client is the entry this many from the right of X-Forwarded-For. */
    TRUST_PROXY: proxyHops,
    DATABASE_URL: databaseUrl,
    /** PostgreSQL only: connections each instance keeps open at most. */
    DATABASE_POOL_SIZE: wholeNumber(10, { min: 1, max: 200 }),
    /** PostgreSQL only: a statement (or a wait for a connection) longer than this fails, and the request gets a 503. */
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(5_000, { min: 100, max: 600_000 }),
    /** Empty: no SMTP server, messages for the office are written as .eml files under MAIL_DIR. */
    SMTP_URL: z
      .string()
      .default("")
      .superRefine((value, ctx) => {
        const settings = value ? smtpSettings(value) : undefined;
        if (settings && !settings.ok) ctx.addIssue({ code: "custom", message: settings.problem });
      }),
    MAIL_TO: z
      .string()
      .default("")
      .transform((value) => value || firm.email)
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .refine((list) => list.length > 0 && list.every((address) => MAILBOX.test(address)), {
        message: "must be one or more email addresses separated by commas",
      }),
    /** Empty: "<firm name> website <website@SITE_URL's host>". */
    MAIL_FROM: z
      .string()
      .default("")
      .refine((value) => value === "" || NAMED_MAILBOX.test(value.trim()), {
        message: 'must be an address, or "Name <address>"',
      }),
    MAIL_DIR: z
      .string()
      .default("")
      .transform((value) => value || "./data/mail"),
    ALLOWED_ORIGINS: originList,
    RETENTION_DAYS: wholeNumber(30, { min: 1, max: 3650 }),
    /** Years a declined or referred-out request's conflict-check record is kept after the decision; 0: none is kept. */
    CONFLICT_RECORD_YEARS: wholeNumber(7, { min: 0, max: 100 }),
    /** Requests per client address per minute; 0 turns the limit off. */
    RATE_LIMIT_PER_MINUTE: wholeNumber(10),
    /** Valid requests stored per hour across all clients, to protect the disk; 0 turns the ceiling off. */
    STORAGE_LIMIT_PER_HOUR: wholeNumber(5_000),
    /** Notifications the office gets one by one per hour; beyond that they come batched. 0: never batched. */
    MAIL_PER_HOUR: wholeNumber(60),
    /** While batching: the shortest time between two batched notifications. */
    MAIL_BATCH_INTERVAL_SECONDS: wholeNumber(120, { min: 1, max: 86_400 }),
    /** Who may sign in to the office inbox at /office; empty: the MAIL_TO addresses. */
    OFFICE_EMAILS: officeAddresses,
    /** Sign-in links mailed per hour at the request of one client (an IPv4 address, an IPv6 /64); 0 turns the limit off. */
    OFFICE_LINKS_PER_HOUR: wholeNumber(10),
    /** The hour of a business morning (California's clock) the office's morning list is mailed from; 0 turns it off. */
    OFFICE_DIGEST_HOUR: wholeNumber(8, { min: 0, max: 23 }),
    /** Office pages and actions per minute for each signed-in session, and for each client address before sign-in; 0 turns the limit off. */
    OFFICE_REQUESTS_PER_MINUTE: wholeNumber(120),
    /** Who may publish the site's content (/office/site); empty: every office address. Others draft and ask for review. */
    OFFICE_PUBLISHERS: officeAddresses,
    /** A delivery pending longer than this logs delivery_stuck and shows a banner in the inbox. */
    STUCK_AFTER_MINUTES: wholeNumber(30, { min: 1, max: 10_080 }),
    /** An office session ends after this long without a request… */
    OFFICE_SESSION_IDLE_SECONDS: wholeNumber(1_800, { min: 1, max: 86_400 }),
    /** …and this long after sign-in, whatever the activity. */
    OFFICE_SESSION_MAX_SECONDS: wholeNumber(43_200, { min: 1, max: 604_800 }),
    /** The link in each reply the office sends works this many days for the visitor to answer. */
    ANSWER_LINK_DAYS: wholeNumber(30, { min: 1, max: 365 }),
    ...evidenceVariables,
  })
  .superRefine(requireEvidenceKeyOverHttps)
  .transform((config) => ({
    ...config,
    OFFICE_EMAILS:
      config.OFFICE_EMAILS.length > 0 ? config.OFFICE_EMAILS : config.MAIL_TO.map((address) => address.toLowerCase()),
    OFFICE_PUBLISHERS:
      config.OFFICE_PUBLISHERS.length > 0
        ? config.OFFICE_PUBLISHERS
        : config.OFFICE_EMAILS.length > 0
          ? config.OFFICE_EMAILS
          : config.MAIL_TO.map((address) => address.toLowerCase()),
    MAIL_FROM: config.MAIL_FROM.trim() || `${firm.name} website <website@${new URL(config.SITE_URL).hostname}>`,
  }));

export type Env = z.infer<typeof EnvSchema>;
