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
 * nodemailer reads options from the URL's query and lets them override the ones the server
 * sets, so these would switch encryption or its certificate check off.
 */
const WEAKENING_OPTIONS: { name: string; weakens(value: string): boolean }[] = [
  { name: "ignoreTLS", weakens: (value) => value !== "false" && value !== "0" },
  { name: "requireTLS", weakens: (value) => value === "false" || value === "0" },
  { name: "secure", weakens: (value) => value === "false" || value === "0" },
  { name: "tls.rejectUnauthorized", weakens: (value) => value === "false" || value === "0" },
];

/**
 * Why an SMTP URL would let the login or a case travel unencrypted (or to an unverified
 * server), or undefined when it cannot. `smtps://` is TLS from the first byte; `smtp://`
 * to another host gets STARTTLS with `requireTLS`, set by the mail transport.
 */
export function plaintextSmtpProblem(url: string): string | undefined {
  const parsed = new URL(url);
  if (isLoopbackHost(parsed.hostname)) return undefined;
  const weakened = WEAKENING_OPTIONS.filter(({ name, weakens }) => {
    const value = parsed.searchParams.get(name);
    return value !== null && weakens(value.toLowerCase());
  }).map(({ name }) => name);
  if (weakened.length === 0) return undefined;
  return (
    `would send mail to ${parsed.hostname} without verified TLS (${weakened.join(", ")}): ` +
    "plain SMTP is allowed only to a loopback address. Use smtps://… or smtp://… without these options " +
    "(the server then requires STARTTLS)"
  );
}
