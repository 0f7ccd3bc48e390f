/**
 * The outage an operator meets first: the server runs, the mail provider goes away for a few
 * seconds while requests keep coming, then it is back. Measured on the real server process
 * (this checkout, or another one to compare) against a real SMTP provider on 127.0.0.1: for
 * each request, the time from the provider's return to the request's arrival.
 */
import { join } from "node:path";
import { caseEvaluation, postContact, scratchDir, sleep, spawnServer } from "../integration/contact-helpers";
import { percentiles, startFlakyProvider, waitsAfterReturn } from "./flaky-smtp";

export type OutageScenario = {
  /** Requests sent while the provider is away, evenly spread over the outage. */
  requests?: number;
  outageMs?: number;
  /** Settings for the server, e.g. MAIL_PER_HOUR. */
  env?: Record<string, string>;
  /** The checkout to run (its own build); this one by default. */
  root?: string;
  /** How long to wait for every request to arrive after the return. */
  arrivalTimeoutMs?: number;
};

export type OutageResult = {
  acknowledged: number;
  arrived: number;
  duplicates: number;
  /** Milliseconds from the provider's return to each request's arrival, in the order sent. */
  waits: number[];
  summary: ReturnType<typeof percentiles>;
  /** Messages after the return: one request each, or digests. */
  singles: number;
  digests: number[];
  /** Requests mailed alone before the outage (they used the office's hourly allowance). */
  before: number;
};

export async function runOutageScenario({
  requests = 20,
  outageMs = 5_000,
  env = {},
  root,
  arrivalTimeoutMs = 60_000,
}: OutageScenario = {}): Promise<OutageResult> {
  const provider = await startFlakyProvider();
  const dir = scratchDir("mail-outage");
  const server = await spawnServer(
    {
      DATABASE_URL: `file:${join(dir, "site.db")}`,
      SMTP_URL: `smtp://127.0.0.1:${provider.port}`,
      MAIL_TO: "office@law.example",
      // Each request from its own visitor on its own network, as in life: the limits stay on.
      TRUST_PROXY: "1",
      ...env,
    },
    { root },
  );
  let visitor = 0;
  const send = async () => {
    visitor++;
    const response = await postContact(server.url, caseEvaluation, {
      headers: { "X-Forwarded-For": `10.20.${visitor}.1` },
    });
    if (response.status !== 200) throw new Error(`request ${visitor} answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  };
  try {
    // The server has been running: one request mailed before the outage.
    const first = await send();
    await provider.waitForAll([first], 15_000);

    await provider.setMode("down");
    const downAt = Date.now();
    const acknowledged = new Map<string, number>();
    for (let i = 0; i < requests; i++) {
      await sleep(Math.max(0, downAt + (i * outageMs) / requests - Date.now()));
      acknowledged.set(await send(), Date.now());
    }
    await sleep(Math.max(0, downAt + outageMs - Date.now()));
    await provider.setMode("up");
    const backAt = Date.now();

    await provider.waitForAll(acknowledged.keys(), arrivalTimeoutMs);
    // Room for a duplicate to show up.
    await sleep(1_000);
    const counts = provider.arrivedCount();
    const after = provider.arrivals.filter((arrival) => arrival.at >= backAt);
    const { afterReturn } = waitsAfterReturn(acknowledged, provider);
    return {
      acknowledged: acknowledged.size,
      arrived: [...acknowledged.keys()].filter((id) => counts.has(id)).length,
      duplicates: [...counts.values()].reduce((sum, count) => sum + count - 1, 0),
      waits: afterReturn,
      summary: percentiles(afterReturn),
      singles: after.filter((arrival) => !arrival.digest).length,
      digests: after.filter((arrival) => arrival.digest).map((arrival) => arrival.requestIds.length),
      before: provider.arrivals.filter((arrival) => arrival.at < backAt && !arrival.digest).length,
    };
  } finally {
    server.child.kill("SIGKILL");
    await server.exited;
    await provider.close();
  }
}
