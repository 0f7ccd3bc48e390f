import { z } from "zod";

/** A whole number from the environment; an empty value takes the default. */
const wholeNumber = (fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? fallback : value),
    z.coerce.number().int().min(min).max(max),
  );

const text = z.string().default("");

/**
 * EVIDENCE_KEY: 32 random bytes, as base64 (`openssl rand -base64 32`) or 64 hex digits. The
 * master key that wraps each file's own key; empty on embedded defaults, where one is made
 * once in the data folder.
 */
const masterKey = text.transform((value, ctx) => {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (bytes.length !== 32 || (!/^[0-9a-f]{64}$/i.test(trimmed) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed))) {
    ctx.addIssue({
      code: "custom",
      message: "must be 32 random bytes as base64 (openssl rand -base64 32) or as 64 hex digits",
    });
    return z.NEVER;
  }
  return bytes;
});

/** The files visitors send (server/evidence/, docs/configuration.md). */
export const evidenceVariables = {
  EVIDENCE_KEY: masterKey,
  /** Where the encrypted files are kept on one machine. */
  EVIDENCE_DIR: text.transform((value) => value.trim() || "./data/evidence"),
  /** Set: the files are kept in this bucket of an S3-compatible store instead (several instances). */
  EVIDENCE_S3_BUCKET: text,
  EVIDENCE_S3_ENDPOINT: text,
  EVIDENCE_S3_REGION: text.transform((value) => value.trim() || "us-east-1"),
  EVIDENCE_S3_ACCESS_KEY_ID: text,
  EVIDENCE_S3_SECRET_ACCESS_KEY: text,
  /** "true" for stores that address buckets by path (MinIO, most self-hosted ones). */
  EVIDENCE_S3_FORCE_PATH_STYLE: z.preprocess((value) => value === "true" || value === "1", z.boolean()),
  /** Largest file, in MB (1 MB = 1,048,576 bytes). */
  EVIDENCE_MAX_FILE_MB: wholeNumber(2_048, { min: 1, max: 1_048_576 }),
  /** All the files of one request together, in MB. */
  EVIDENCE_MAX_REQUEST_MB: wholeNumber(5_120, { min: 1, max: 1_048_576 }),
  /** Files one request may have. */
  EVIDENCE_MAX_FILES: wholeNumber(20, { min: 1, max: 1_000 }),
  /** How long an upload credential works after it is given (the endpoint's answer, a link the office mails). */
  EVIDENCE_LINK_HOURS: wholeNumber(48, { min: 1, max: 24 * 30 }),
  /** Upload requests (tus) per minute, per client and per request; 0 turns the limits off. */
  EVIDENCE_REQUESTS_PER_MINUTE: wholeNumber(300),
};

/**
 * A site served over https is a deployment, and instances that share a bucket must share one
 * key: then the files' master key must come from the configuration.
 */
export function requireEvidenceKeyOverHttps(
  config: { SITE_URL: string; EVIDENCE_KEY: Buffer | null; EVIDENCE_S3_BUCKET: string },
  ctx: z.RefinementCtx,
): void {
  if (config.EVIDENCE_KEY === null && config.EVIDENCE_S3_BUCKET.trim() !== "") {
    ctx.addIssue({
      code: "custom",
      path: ["EVIDENCE_KEY"],
      message: "must be set with EVIDENCE_S3_BUCKET: every instance that shares the bucket needs the same key",
    });
  } else if (config.EVIDENCE_KEY === null && config.SITE_URL.startsWith("https:")) {
    ctx.addIssue({
      code: "custom",
      path: ["EVIDENCE_KEY"],
      message:
        "must be set when SITE_URL is https: it encrypts the files visitors send. Make one with " +
        "`openssl rand -base64 32`, keep it apart from the data and its backups, and never change it",
    });
  }
}
