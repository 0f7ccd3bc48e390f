import { resolve } from "node:path";

/** Where the Playwright server of a given port keeps its database and the mail it received. */
export function e2eScratchDir(port: number): string {
  return resolve(import.meta.dirname, "../..", `test-results/e2e-server-${port}`);
}

export function e2eMailboxDir(port: number): string {
  return resolve(e2eScratchDir(port), "mailbox");
}

export const e2ePort = () => Number(process.env.E2E_PORT ?? 4173);
/** The SMTP sink of the Playwright server listens 1000 ports above it. */
export const e2eSmtpPort = () => e2ePort() + 1000;
