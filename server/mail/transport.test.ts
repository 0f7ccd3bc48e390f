import { mkdtempSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { composeContactMail } from "../requests/notification-mail";
import { caseEvaluation } from "../requests/test-support";
import { createFileTransport, createSmtpTransport, mailFileName } from "./transport";

const mail = (id: string) =>
  composeContactMail(
    { id, source: "case-evaluation", payload: { ...caseEvaluation }, attempts: 1, createdAt: Date.UTC(2024, 2, 14) },
    { from: "Firm website <website@law.example>", to: ["office@law.example"] },
  );

/** A port on which nothing listens: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the mail thread", () => {
  it("writes each message once under its request's name, a repeat included", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mail-transport-"));
    const transport = createFileTransport(dir);
    const first = mail("0b6f3c1e-1111-4222-8333-444455556666");
    // One at a time, as the outbox hands them to a file transport (concurrency 1).
    const results = [
      await transport.deliver(first),
      await transport.deliver(first),
      await transport.deliver(mail("0b6f3c1e-1111-4222-8333-777788889999")),
    ];
    await transport.close();
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(readdirSync(dir).sort()).toEqual(
      [mailFileName(first), mailFileName(mail("0b6f3c1e-1111-4222-8333-777788889999"))].sort(),
    );
  });

  it("reports a provider that is down as a short code, not an exception", async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    const result = await transport.deliver(mail("0b6f3c1e-1111-4222-8333-444455556666"));
    await transport.close();
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.error).toMatch(/^E[A-Z]+( \d{3})?$/);
  });

  it("starts a new thread for a delivery after close", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mail-transport-"));
    const transport = createFileTransport(dir);
    await expect(transport.deliver(mail("0b6f3c1e-1111-4222-8333-444455556666"))).resolves.toEqual({ ok: true });
    await transport.close();
    await expect(transport.deliver(mail("0b6f3c1e-1111-4222-8333-777788889999"))).resolves.toEqual({ ok: true });
    await transport.close();
    expect(readdirSync(dir)).toHaveLength(2);
  });
});
