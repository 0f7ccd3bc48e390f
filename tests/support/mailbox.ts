/** Reads the mail that the Playwright server's SMTP sink received (see e2e-server.ts). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { e2eMailboxDir, e2ePort } from "./e2e-paths";

export async function readMailbox(dir = e2eMailboxDir(e2ePort())): Promise<ParsedMail[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((name) => simpleParser(readFileSync(join(dir, name)))));
}

/** Polls the mailbox until a message matches; the outbox delivers within a second or two. */
export async function waitForMail(
  predicate: (mail: ParsedMail) => boolean,
  { timeoutMs = 15_000, dir }: { timeoutMs?: number; dir?: string } = {},
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox(dir)).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether `mail` was addressed to `address`. */
export const sentTo = (mail: ParsedMail, address: string) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((entry) => entry.address === address));

const signInLinkIn = (mail: ParsedMail) => /\/office\/link\?token=[\w-]{43}/.exec(mail.text ?? "")?.[0];
const openedLinks = new Set<string>();

/**
 * The office sign-in link mailed to `address` at or after `after` (ms) and not yet handed out, as a
 * path on the test server. Journeys that run side by side each sign in with their own address, so
 * none opens another's link.
 */
export async function signInLinkFor(address: string, after: number): Promise<string> {
  const since = Math.floor(after / 1000) * 1000 - 1000; // a mail's Date header has whole seconds
  const mail = await waitForMail((candidate) => {
    const link = signInLinkIn(candidate);
    return !!link && !openedLinks.has(link) && sentTo(candidate, address) && (candidate.date?.getTime() ?? 0) >= since;
  });
  const link = signInLinkIn(mail)!;
  openedLinks.add(link);
  return link;
}
