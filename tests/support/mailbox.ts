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
