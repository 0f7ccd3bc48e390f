/**
 * Days of running, compressed: the real server process takes a steady stream of contact
 * requests of every kind a public endpoint meets (new, repeated with the same Idempotency-Key,
 * invalid, malformed, without the key, from one client past its limit, CORS preflights), and
 * its memory is sampled as it goes: resident memory from /proc, the heap after a full garbage
 * collection from the process itself (tests/support/server-entry.ts, TEST_MEMORY_SAMPLES).
 * The office's mail goes to a counting SMTP server here.
 */
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { CONTACT_FUNCTION_PATH } from "~/contract/contact-endpoint";
import {
  ANON_KEY,
  caseEvaluation,
  scratchDir,
  sleep,
  spawnServer,
  type ServerProcess,
} from "../integration/contact-helpers";

export type MemorySample = {
  atSeconds: number;
  requests: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
};

export type MemorySoakResult = {
  samples: MemorySample[];
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  kinds: Record<Kind, number>;
  mailed: number;
};

type Kind = "valid" | "repeat" | "invalid" | "malformed" | "no-key" | "limited" | "preflight";

/** Twenty slots, used in turn: the mix of one round of requests. */
const MIX: Kind[] = [
  "valid",
  "valid",
  "repeat",
  "invalid",
  "invalid",
  "invalid",
  "invalid",
  "invalid",
  "malformed",
  "no-key",
  "limited",
  "limited",
  "limited",
  "limited",
  "preflight",
  "preflight",
  "preflight",
  "preflight",
  "preflight",
  "preflight",
];
/** Well-behaved visitors, each well under the per-client limit; one more client hammers on its own. */
const VISITORS = 5_000;
const MB = 2 ** 20;

function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

/** Asks the server for its heap figures after a full collection, and waits for the answer. */
async function heapSample(server: ServerProcess) {
  const before = server.output.filter((line) => line.includes('"msg":"memory_sample"')).length;
  server.child.kill("SIGUSR2");
  for (let waited = 0; waited < 10_000; waited += 20) {
    const lines = server.output.filter((line) => line.includes('"msg":"memory_sample"'));
    if (lines.length > before) {
      return JSON.parse(lines.at(-1)!) as { heapUsed: number; heapTotal: number; external: number };
    }
    await sleep(20);
  }
  throw new Error("the server gave no memory sample");
}

export async function runMemorySoak({
  durationMs,
  ratePerSecond,
  sampleEveryMs = 10_000,
  onSample,
}: {
  durationMs: number;
  ratePerSecond: number;
  sampleEveryMs?: number;
  onSample?: (sample: MemorySample) => void;
}): Promise<MemorySoakResult> {
  let mailed = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        mailed++;
        callback();
      });
    },
  });
  // The server's connections are cut when it is killed at the end.
  sink.on("error", () => {});
  await new Promise<void>((done) => sink.listen(0, "127.0.0.1", done));
  const { port } = sink.server.address() as { port: number };
  const server = await spawnServer(
    {
      DATABASE_URL: `file:${join(scratchDir("memory-soak"), "site.db")}`,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_TO: "office@law.example",
      TRUST_PROXY: "1",
      // One mail per request, and no storage ceiling: every new request takes the whole path.
      MAIL_PER_HOUR: "0",
      STORAGE_LIMIT_PER_HOUR: "0",
      TEST_MEMORY_SAMPLES: "1",
    },
    {
      overrides: {},
      nodeArgs: ["--expose-gc"],
      keepLine: (line) => line.includes('"msg":"memory_sample"') || line.includes('"msg":"listening"'),
    },
  );
  const origin = new URL(server.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const valid = JSON.stringify(caseEvaluation);
  const invalid = JSON.stringify({ ...caseEvaluation, email: "not an address", caseDescription: "short" });
  const statuses: Record<string, number> = {};
  const kinds = Object.fromEntries(MIX.map((kind) => [kind, 0])) as Record<Kind, number>;
  const recentKeys: string[] = [];
  let issued = 0;

  function send(kind: Kind, n: number): Promise<void> {
    const visitor = `10.60.${Math.floor((n % VISITORS) / 250)}.${n % 250}`;
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      Authorization: `Bearer ${ANON_KEY}`,
      "X-Forwarded-For": kind === "limited" ? "203.0.113.66" : visitor,
      Origin: "http://localhost:3000",
    };
    let method = "POST";
    let body = valid;
    if (kind === "valid") {
      headers["Idempotency-Key"] = `soak-${n}`;
      recentKeys.push(`soak-${n}`);
      if (recentKeys.length > 100) recentKeys.shift();
    } else if (kind === "repeat") {
      headers["Idempotency-Key"] = recentKeys[n % recentKeys.length] ?? `soak-${n}`;
    } else if (kind === "invalid") body = invalid;
    else if (kind === "malformed") body = '{"firstName": "Maria", ';
    else if (kind === "no-key") delete headers.Authorization;
    else if (kind === "preflight") {
      method = "OPTIONS";
      body = "";
      headers["Access-Control-Request-Method"] = "POST";
      headers["Access-Control-Request-Headers"] = "authorization, content-type, idempotency-key";
      delete headers["Content-Type"];
    }
    return new Promise((resolve) => {
      const req = request(
        { host: origin.hostname, port: origin.port, path: CONTACT_FUNCTION_PATH, method, agent, headers },
        (res) => {
          res.resume();
          res.on("end", () => {
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on("error", () => {
        statuses.error = (statuses.error ?? 0) + 1;
        resolve();
      });
      req.end(body);
    });
  }

  const samples: MemorySample[] = [];
  const started = Date.now();
  const sample = async () => {
    const heap = await heapSample(server);
    const point: MemorySample = {
      atSeconds: Math.round((Date.now() - started) / 1000),
      requests: issued,
      rssMb: Math.round(residentMb(server.child.pid!) * 10) / 10,
      heapUsedMb: Math.round((heap.heapUsed / MB) * 10) / 10,
      heapTotalMb: Math.round((heap.heapTotal / MB) * 10) / 10,
      externalMb: Math.round((heap.external / MB) * 10) / 10,
    };
    samples.push(point);
    onSample?.(point);
  };

  try {
    await sample();
    let sampling = Promise.resolve();
    const sampler = setInterval(() => (sampling = sampling.then(sample)), sampleEveryMs);
    const end = started + durationMs;
    // Each lane takes the next slot of the schedule and waits for its time: a steady rate,
    // which falls behind only when the server does.
    const lanes = Array.from({ length: 32 }, async () => {
      for (;;) {
        const n = issued;
        const due = started + (n * 1000) / ratePerSecond;
        if (due >= end) return;
        issued++;
        const wait = due - Date.now();
        if (wait > 0) await sleep(wait);
        const kind = MIX[n % MIX.length]!;
        kinds[kind]++;
        await send(kind, n);
      }
    });
    await Promise.all(lanes);
    clearInterval(sampler);
    await sampling;
    await sample();
    return {
      samples,
      requests: issued,
      seconds: (Date.now() - started) / 1000,
      statuses,
      kinds,
      mailed,
    };
  } finally {
    agent.destroy();
    server.child.kill("SIGKILL");
    await server.exited;
    await new Promise<void>((done) => sink.close(() => done()));
  }
}

/**
 * Growth after the warm-up: the mean of the last three samples less the mean of the first
 * three after `warmupSeconds`, for resident memory and the collected heap.
 */
export function growthAfterWarmup(samples: MemorySample[], warmupSeconds: number) {
  const after = samples.filter((sample) => sample.atSeconds >= warmupSeconds);
  const mean = (list: MemorySample[], pick: (sample: MemorySample) => number) =>
    list.reduce((sum, sample) => sum + pick(sample), 0) / Math.max(1, list.length);
  const first = after.slice(0, 3);
  const last = after.slice(-3);
  return {
    rssMb: Math.round((mean(last, (s) => s.rssMb) - mean(first, (s) => s.rssMb)) * 10) / 10,
    heapUsedMb: Math.round((mean(last, (s) => s.heapUsedMb) - mean(first, (s) => s.heapUsedMb)) * 10) / 10,
  };
}
