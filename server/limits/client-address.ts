import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address as our own proxies saw it: the entry `hops` from the right of
 * X-Forwarded-For, where `hops` is how many proxies we run in front of the server (each
 * appends the address it received the request from, so the last `hops` entries are ours
 * and everything to their left is the client's say-so). Undefined when the header is
 * shorter than that, or the entry is not a plain IP address (a port, brackets, a name or
 * junk): the caller then uses the socket's address. Read from the right without splitting
 * the whole header, so an oversized header costs one scan and nothing is kept from it.
 */
export function forwardedClientAddress(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  let end = header.length;
  for (let hop = 1; ; hop++) {
    const comma = end > 0 ? header.lastIndexOf(",", end - 1) : -1;
    if (hop === hops) {
      const entry = header.slice(comma + 1, end).trim();
      return isIP(entry) ? entry : undefined;
    }
    if (comma < 0) return undefined;
    end = comma;
  }
}

/** The client's address: X-Forwarded-For's entry `hops` from the right (above), else the socket's; "unknown" without either. */
export function clientAddress(c: Context, hops: number): string {
  const forwarded = forwardedClientAddress(c.req.header("x-forwarded-for"), hops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
