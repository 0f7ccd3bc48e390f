import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
import { withLocalSiteUrl } from "~/config/public-config.server";
import { EnvSchema, type Env } from "./env";

export { databasePath, isPostgresUrl } from "./database-url";

/**
 * The server's settings, read once at start-up, in sections and in the units the code uses.
 * Every part of the server takes the sections it needs. Deployers set them through the
 * environment (env.ts, docs/configuration.md); what only tests change (retry timing, leases,
 * link lifetimes) has a fixed default here and is given to the factories as an override.
 */
export type Config = {
  http: {
    host: string;
    port: number;
    /** Our own proxies in front: X-Forwarded-For entries to trust. */ trustProxy: number;
  };
  site: {
    url: string;
    /** e.g. "https://www.example.com". */
    origin: string;
    https: boolean;
    /** Where the browser sends contact requests, when it is not this server. */
    backendUrl: string;
    anonKey: string;
    /** Other origins whose pages may call the contact endpoint. */
    allowedOrigins: string[];
  };
  database: DatabaseConfig;
  mail: {
    /** Empty: no SMTP server, mail is written as .eml files under `dir`. */
    smtpUrl: string;
    to: string[];
    from: string;
    dir: string;
    /** Notifications the office gets one by one per hour; beyond that they come as digests. 0: never digested. */
    perHour: number;
    digestIntervalMs: number;
  };
  delivery: DeliveryConfig;
  limits: {
    /** Contact requests per client per minute; 0: off. */
    perClientPerMinute: number;
    /** Requests stored per hour across all clients, to protect the disk; 0: off. */
    storagePerHour: number;
  };
  retention: {
    /** How long a closed request (or spam) keeps its full text after it was closed. */
    ms: number;
    days: number;
    /** Years the conflict-check record of a declined or referred-out request is kept after the decision; 0: none. */
    conflictRecordYears: number;
  };
  office: {
    emails: string[];
    /** Sign-in links mailed per client (IPv4 address, IPv6 /64) per hour, whatever address they went to; 0: off. */
    linksPerHour: number;
    /** The hour of a business morning, on California's clock, the morning list goes from (issue 34); 0: off. */
    digestHour: number;
    /** Office requests (pages from memory aside) per minute per signed-in session, or per client before sign-in; 0: off. */
    requestsPerMinute: number;
    stuckAfterMs: number;
    linkTtlMs: number;
    /**
     * The wait before an address with a live link gets another, doubling with each live link
     * it already has, up to half a link's lifetime.
     */
    linkResendMs: number;
    sessionIdleMs: number;
    sessionMaxMs: number;
    /**
     * The least time between two mails about one request to one address: an assignment notice
     * within it folds into the last, a reply waits for it to pass.
     */
    mailPaceMs: number;
    /** Who may publish the site's content; the other office addresses draft and ask for review. */
    publishers: string[];
    /** How long the link in a reply lets the visitor answer into the thread. */
    answerLinkMs: number;
  };
  evidence: EvidenceConfig;
};

/** The files visitors send (server/evidence/). */
export type EvidenceConfig = {
  /** EVIDENCE_KEY; null: the key kept in `keyFile`, made there once (embedded defaults only). */
  masterKey: Buffer | null;
  keyFile: string;
  /** Where the encrypted files are, on one machine. */
  dir: string;
  /** The S3-compatible store several instances share, when set. */
  s3: EvidenceS3Config | null;
  maxFileBytes: number;
  maxRequestBytes: number;
  maxFiles: number;
  /** How long an upload credential works. */
  credentialTtlMs: number;
  /** Upload requests per minute, per client and per request; 0: off. */
  requestsPerMinute: number;
};

export type EvidenceS3Config = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type DatabaseConfig = { url: string; poolSize: number; statementTimeoutMs: number };

export type DeliveryConfig = {
  /** First retry delay of a failed delivery; doubles per attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim keeps other processes off a row; longer than any one send can take. */
  leaseMs: number;
  /** Failed attempts after which a delivery is given up and marked failed. */
  maxAttempts: number;
};

/** Settings that tests shorten; a deployment never needs to. */
export type ConfigOverrides = { delivery?: Partial<DeliveryConfig>; office?: Partial<Config["office"]> };

export class ConfigError extends Error {}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): Config {
  const result = EnvSchema.safeParse(withLocalSiteUrl(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return withOverrides(fromEnv(result.data), overrides);
}

export function withOverrides(config: Config, { delivery = {}, office = {} }: ConfigOverrides): Config {
  return { ...config, delivery: { ...config.delivery, ...delivery }, office: { ...config.office, ...office } };
}

function fromEnv(env: Env): Config {
  const siteUrl = new URL(env.SITE_URL);
  return {
    http: { host: env.HOST, port: env.PORT, trustProxy: env.TRUST_PROXY },
    site: {
      url: env.SITE_URL,
      origin: siteUrl.origin,
      https: siteUrl.protocol === "https:",
      backendUrl: env.PUBLIC_BACKEND_URL,
      anonKey: env.PUBLIC_ANON_KEY,
      allowedOrigins: env.ALLOWED_ORIGINS,
    },
    database: {
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      to: env.MAIL_TO,
      from: env.MAIL_FROM,
      dir: env.MAIL_DIR,
      perHour: env.MAIL_PER_HOUR,
      digestIntervalMs: env.MAIL_BATCH_INTERVAL_SECONDS * SECOND,
    },
    delivery: { retryBaseMs: SECOND, retryMaxMs: 10 * MINUTE, leaseMs: 2 * MINUTE, maxAttempts: 300 },
    limits: { perClientPerMinute: env.RATE_LIMIT_PER_MINUTE, storagePerHour: env.STORAGE_LIMIT_PER_HOUR },
    retention: {
      ms: env.RETENTION_DAYS * DAY,
      days: env.RETENTION_DAYS,
      conflictRecordYears: env.CONFLICT_RECORD_YEARS,
    },
    office: {
      emails: env.OFFICE_EMAILS,
      linksPerHour: env.OFFICE_LINKS_PER_HOUR,
      digestHour: env.OFFICE_DIGEST_HOUR,
      requestsPerMinute: env.OFFICE_REQUESTS_PER_MINUTE,
      stuckAfterMs: env.STUCK_AFTER_MINUTES * MINUTE,
      linkTtlMs: 15 * MINUTE,
      linkResendMs: MINUTE,
      sessionIdleMs: env.OFFICE_SESSION_IDLE_SECONDS * SECOND,
      sessionMaxMs: env.OFFICE_SESSION_MAX_SECONDS * SECOND,
      mailPaceMs: MINUTE,
      publishers: env.OFFICE_PUBLISHERS,
      answerLinkMs: env.ANSWER_LINK_DAYS * DAY,
    },
    evidence: evidenceFromEnv(env),
  };
}

const MB = 1_048_576;

function evidenceFromEnv(env: Env): EvidenceConfig {
  const dir = env.EVIDENCE_DIR;
  return {
    masterKey: env.EVIDENCE_KEY,
    // Beside the files' folder, never in it: the store lists that folder as its own.
    keyFile: resolve(dir, "..", "evidence.key"),
    dir,
    s3: env.EVIDENCE_S3_BUCKET.trim()
      ? {
          bucket: env.EVIDENCE_S3_BUCKET.trim(),
          endpoint: env.EVIDENCE_S3_ENDPOINT.trim(),
          region: env.EVIDENCE_S3_REGION,
          accessKeyId: env.EVIDENCE_S3_ACCESS_KEY_ID,
          secretAccessKey: env.EVIDENCE_S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.EVIDENCE_S3_FORCE_PATH_STYLE,
        }
      : null,
    maxFileBytes: env.EVIDENCE_MAX_FILE_MB * MB,
    maxRequestBytes: env.EVIDENCE_MAX_REQUEST_MB * MB,
    maxFiles: env.EVIDENCE_MAX_FILES,
    credentialTtlMs: env.EVIDENCE_LINK_HOURS * 60 * MINUTE,
    requestsPerMinute: env.EVIDENCE_REQUESTS_PER_MINUTE,
  };
}

/**
 * Reads `.env` from the working directory, if there is one, into `env`. A variable that is
 * already set wins over the file, so a deployment's environment always has the last word.
 * Returns the names it set.
 */
export function loadDotEnv(path = resolve(process.cwd(), ".env"), env: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(path)) return [];
  const set: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(path, "utf8")))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
