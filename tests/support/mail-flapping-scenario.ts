/**
 * A mail provider that flaps for a while under a steady stream of requests: the real server
 * process against tests/support/flaky-smtp.ts, going down and up, refusing with 421 or 451,
 * or accepting connections and stalling. Every acknowledged request must arrive exactly once;
 * the time from each return of the provider to the arrival of the requests that waited for it
 * is what the office feels.
 */
import { join } from "node:path";
import { caseEvaluation, postContact, scratchDir, sleep, spawnServer } from "../integration/contact-helpers";
import { percentiles, startFlakyProvider, waitsAfterReturn, type ProviderMode } from "./flaky-smtp";

export type Flap = { mode: ProviderMode; ms: number };

export type FlappingScenario = {
  /** The provider's modes in turn; it ends up, and stays up until every request has arrived. */
  flaps: Flap[];
  requestEveryMs: number;
  env?: Record<string, string>;
  /** Told of each mode as it begins. */
  onFlap?: (flap: Flap, elapsedMs: number) => void;
};

export type FlappingResult = {
  /** Requests sent, and how many the server acknowledged with 200. */
  sent: number;
  acknowledged: number;
  arrived: number;
  /** Arrivals beyond the first of a request. */
  duplicates: number;
  /** Acknowledged requests that never arrived. */
  missing: number;
  /** From each return to the arrival of every request that waited for it. */
  afterReturn: ReturnType<typeof percentiles> & { count: number };
  /** From acknowledgement to arrival, for requests that never waited for the provider. */
  whileUp: ReturnType<typeof percentiles> & { count: number };
  /** How often each failure came. */
  failures: Partial<Record<ProviderMode, number>>;
  /** Outages the server logged (mail_server_unreachable), and returns (mail_server_back). */
  loggedOutages: number;
  loggedReturns: number;
  statuses: Record<number, number>;
};

/** A reproducible sequence of flaps: up and a failure in turn, each lasting `minMs` to `maxMs`. */
export function randomFlaps(totalMs: number, seed: number, { minMs = 5_000, maxMs = 40_000 } = {}): Flap[] {
  let state = seed >>> 0;
  // mulberry32: small, seedable, good enough to pick durations.
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const failures: ProviderMode[] = ["down", "refuse-421", "refuse-451", "stall"];
  const flaps: Flap[] = [];
  let elapsed = 0;
  let up = true;
  while (elapsed < totalMs) {
    const ms = Math.round(minMs + random() * (maxMs - minMs));
    flaps.push({ mode: up ? "up" : failures[Math.floor(random() * failures.length)]!, ms });
    elapsed += ms;
    up = !up;
  }
  return flaps;
}

export async function runFlappingScenario({
  flaps,
  requestEveryMs,
  env = {},
  onFlap,
}: FlappingScenario): Promise<FlappingResult> {
  const provider = await startFlakyProvider();
  const dir = scratchDir("mail-flapping");
  const server = await spawnServer(
    {
      DATABASE_URL: `file:${join(dir, "site.db")}`,
      SMTP_URL: `smtp://127.0.0.1:${provider.port}`,
      MAIL_TO: "office@law.example",
      TRUST_PROXY: "1",
      ...env,
    },
    { keepLine: (line) => !line.includes('"msg":"request"') },
  );
  const acknowledged = new Map<string, number>();
  const statuses: Record<number, number> = {};
  let sent = 0;
  let sending = true;
  const started = Date.now();

  // A steady stream, each request from its own visitor on its own network, answered or not before the next is due.
  const stream = (async () => {
    const inFlight = new Set<Promise<void>>();
    while (sending) {
      sent++;
      const visitor = sent;
      const request = (async () => {
        const response = await postContact(server.url, caseEvaluation, {
          headers: { "X-Forwarded-For": `10.${(visitor >> 8) & 255}.${visitor & 255}.1` },
        }).catch(() => undefined);
        const status = response?.status ?? 0;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200) acknowledged.set(((await response!.json()) as { id: string }).id, Date.now());
      })();
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
      await sleep(Math.max(0, started + sent * requestEveryMs - Date.now()));
    }
    await Promise.all(inFlight);
  })();

  const failures: Partial<Record<ProviderMode, number>> = {};
  try {
    for (const flap of flaps) {
      await provider.setMode(flap.mode);
      if (flap.mode !== "up") failures[flap.mode] = (failures[flap.mode] ?? 0) + 1;
      onFlap?.(flap, Date.now() - started);
      await sleep(flap.ms);
    }
    sending = false;
    await stream;
    if (provider.mode() !== "up") await provider.setMode("up");
    await provider.waitForAll(acknowledged.keys(), 120_000).catch(() => undefined);
    // Room for a duplicate to show up.
    await sleep(3_000);

    const counts = provider.arrivedCount();
    const arrived = [...acknowledged.keys()].filter((id) => counts.has(id)).length;
    const { afterReturn, whileUp } = waitsAfterReturn(acknowledged, provider);
    const logged = (msg: string) => server.output.filter((line) => line.includes(`"msg":"${msg}"`)).length;
    return {
      sent,
      acknowledged: acknowledged.size,
      arrived,
      duplicates: [...counts.values()].reduce((sum, count) => sum + count - 1, 0),
      missing: acknowledged.size - arrived,
      afterReturn: { count: afterReturn.length, ...percentiles(afterReturn) },
      whileUp: { count: whileUp.length, ...percentiles(whileUp) },
      failures,
      loggedOutages: logged("mail_server_unreachable"),
      loggedReturns: logged("mail_server_back"),
      statuses,
    };
  } finally {
    sending = false;
    server.child.kill("SIGKILL");
    await server.exited;
    await provider.close();
  }
}
