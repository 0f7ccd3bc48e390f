import { isIP } from "node:net";

/**
 * A host on this machine: a local relay or a test sink. Mail to it never crosses a network,
 * so it is the one place plain SMTP is allowed.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost") return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  if (isIP(host) === 6) return host === "::1" || /^::ffff:127\./.test(host);
  return false;
}

/**
 * Exactly what the mail thread hands nodemailer: built here from SMTP_URL, never by
 * nodemailer from the URL itself, so the values judged below are the values used.
 */
export type SmtpOptions = {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://). */
  secure: boolean;
  /** STARTTLS or nothing: no login and no message before the connection is encrypted. */
  requireTLS: boolean;
  /** Never upgrades with STARTTLS, even when offered. */
  ignoreTLS: boolean;
  auth?: { user: string; pass: string };
  /** The name this client gives in EHLO. */
  name?: string;
  tls: { rejectUnauthorized: boolean; servername?: string };
};

const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/**
 * The query options SMTP_URL may carry, each with what nodemailer does with it. Any other
 * (debug and logger write the conversation, messages included, to the log; proxy sends
 * everything through another host; tls.minVersion and tls.ciphers weaken TLS…) stops the start.
 */
const OPTIONS = {
  /** The EHLO name (nodemailer sends it in the greeting; a host name, so no line break can ride along). */
  name: "hostname",
  /** The name for SNI and the certificate check, when the host is given as an address. */
  "tls.servername": "hostname",
  /** STARTTLS required (the default for smtp:// to another host). */
  requireTLS: "boolean",
  /** TLS from the start (the default for smtps://). */
  secure: "boolean",
  /** STARTTLS skipped: plain text, to a loopback host only. */
  ignoreTLS: "boolean",
  /** The certificate checked (the default): off only for a loopback host. */
  "tls.rejectUnauthorized": "boolean",
} as const;

type OptionName = keyof typeof OPTIONS;
const isOption = (name: string): name is OptionName => Object.hasOwn(OPTIONS, name);

export type SmtpSettings = { ok: true; options: SmtpOptions } | { ok: false; problem: string };

/**
 * SMTP_URL as the mail thread will use it, or why it must not be used. Encrypted and
 * verified unless the host is this machine: `smtps://` is TLS from the start, `smtp://` must
 * upgrade with STARTTLS. Options are allow-listed, and a boolean is "true" or "false" and
 * nothing else: nodemailer would read "requireTLS=" or "=0.0" as false, an unknown option as
 * its own, and a repeated one as a list. `plaintextToLoopback: false` removes the exemption
 * for a relay on this machine.
 */
export function smtpSettings(url: string, { plaintextToLoopback = true } = {}): SmtpSettings {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, problem: "is not a URL" };
  }
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") {
    return { ok: false, problem: "must be smtp://... or smtps://..." };
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (!host) return { ok: false, problem: "names no host" };

  const given = new Map<OptionName, string>();
  for (const [name, value] of parsed.searchParams) {
    if (!isOption(name)) {
      return {
        ok: false,
        problem: `option "${name}" is not one the server accepts (${Object.keys(OPTIONS).join(", ")})`,
      };
    }
    if (given.has(name)) return { ok: false, problem: `option "${name}" is given more than once` };
    const wanted = OPTIONS[name];
    if (wanted === "boolean" ? value !== "true" && value !== "false" : !HOST_NAME.test(value) && isIP(value) === 0) {
      return {
        ok: false,
        problem: `option "${name}" must be ${wanted === "boolean" ? '"true" or "false"' : "a host name"}`,
      };
    }
    given.set(name, value);
  }
  const flag = (name: OptionName, fallback: boolean) => (given.has(name) ? given.get(name) === "true" : fallback);

  const plaintextAllowed = plaintextToLoopback && isLoopbackHost(host);
  const secure = flag("secure", parsed.protocol === "smtps:");
  const options: SmtpOptions = {
    host,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    requireTLS: flag("requireTLS", !secure && !plaintextAllowed),
    ignoreTLS: flag("ignoreTLS", false),
    tls: { rejectUnauthorized: flag("tls.rejectUnauthorized", true) },
  };
  if (parsed.username || parsed.password) {
    try {
      options.auth = { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) };
    } catch {
      return { ok: false, problem: "the user name or password is not percent-encoded properly" };
    }
  }
  if (given.has("name")) options.name = given.get("name");
  if (given.has("tls.servername")) options.tls.servername = given.get("tls.servername");

  if (plaintextAllowed) return { ok: true, options };
  const weakened = [
    ...(!options.secure && !options.requireTLS ? ["requireTLS=false"] : []),
    ...(options.ignoreTLS ? ["ignoreTLS=true"] : []),
    ...(!options.tls.rejectUnauthorized ? ["tls.rejectUnauthorized=false"] : []),
  ];
  if (weakened.length === 0) return { ok: true, options };
  return {
    ok: false,
    problem:
      `would send mail to ${host} without verified TLS (${weakened.join(", ")}): ` +
      "plain SMTP is allowed only to a loopback address. Use smtps://… or smtp://… without these options " +
      "(the server then requires STARTTLS)",
  };
}
