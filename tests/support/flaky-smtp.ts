/**
 * A mail provider that fails the ways real ones do, on one fixed port of 127.0.0.1: up,
 * down (nothing listens: the connection is refused), refusing every session with 421 at the
 * greeting, refusing every message with 451 at MAIL FROM, or accepting the connection and
 * never saying a word. Each change of mode is a restart of the provider: the sessions of the
 * old mode are cut, except stalled connections, which hang until the client gives up on them.
 *
 * It records when each mode began and, for every message accepted, when it arrived and which
 * contact requests it carried (one, or a digest's list), so a test can tell each request's
 * wait from the provider's return.
 */
import { createServer, type Server, type Socket } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ProviderMode = "up" | "down" | "refuse-421" | "refuse-451" | "stall";

export type Arrival = { at: number; requestIds: string[]; digest: boolean };

export type FlakyProvider = {
  port: number;
  mode(): ProviderMode;
  /** Restarts the provider in `mode`; resolves once it is in it (listening, or closed for "down"). */
  setMode(mode: ProviderMode): Promise<void>;
  /** Every mode change, the first included, with its time. */
  transitions: { at: number; mode: ProviderMode }[];
  arrivals: Arrival[];
  /** How many times each request id has arrived so far. */
  arrivedCount(): Map<string, number>;
  /** Resolves when every id in `ids` has arrived at least once; rejects after `timeoutMs`. */
  waitForAll(ids: Iterable<string>, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

const REQUEST_ID = /Request id: ([0-9a-f-]{36})/g;

export async function startFlakyProvider({
  mode: initial = "up",
}: { mode?: ProviderMode } = {}): Promise<FlakyProvider> {
  const arrivals: Arrival[] = [];
  const transitions: { at: number; mode: ProviderMode }[] = [];
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  const stalled = new Set<Socket>();
  let mode: ProviderMode = "down";
  let port = 0;
  let smtp: SMTPServer | undefined;
  let stallServer: Server | undefined;

  function smtpServer(refusal: "refuse-421" | "refuse-451" | undefined) {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 100,
      onConnect(_session, callback) {
        if (refusal === "refuse-421") {
          return callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
        }
        callback();
      },
      onMailFrom(_address, _session, callback) {
        if (refusal === "refuse-451") {
          return callback(
            Object.assign(new Error("Local error in processing, try again later"), { responseCode: 451 }),
          );
        }
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          const at = Date.now();
          const mail = await simpleParser(Buffer.concat(chunks));
          const single = mail.headers.get("x-contact-request-id");
          const requestIds =
            typeof single === "string"
              ? [single]
              : [...(mail.text ?? "").matchAll(REQUEST_ID)].map((match) => match[1]!);
          arrivals.push({ at, requestIds, digest: typeof single !== "string" });
          for (const id of requestIds) counts.set(id, (counts.get(id) ?? 0) + 1);
          for (const listener of listeners) listener();
          callback();
        });
      },
    });
  }

  async function listen(server: Server) {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    port = (server.address() as { port: number }).port;
  }

  async function setMode(next: ProviderMode) {
    if (smtp) {
      const closing = smtp;
      smtp = undefined;
      await new Promise<void>((done) => closing.close(() => done()));
    }
    if (stallServer) {
      // Stops listening at once; the hanging connections stay (close() would wait for them):
      // a stalled provider that comes back does not answer them.
      stallServer.close();
      stallServer = undefined;
    }
    if (next === "stall") {
      stallServer = createServer((socket) => {
        stalled.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => stalled.delete(socket));
      });
      await listen(stallServer);
    } else if (next !== "down") {
      smtp = smtpServer(next === "up" ? undefined : next);
      smtp.on("error", () => {});
      await listen(smtp.server as unknown as Server);
    }
    mode = next;
    transitions.push({ at: Date.now(), mode: next });
  }

  // The first mode decides the port, which every later mode reuses.
  await setMode(initial === "down" ? "up" : initial);
  if (initial === "down") {
    transitions.length = 0;
    await setMode("down");
  }

  return {
    get port() {
      return port;
    },
    mode: () => mode,
    setMode,
    transitions,
    arrivals,
    arrivedCount: () => new Map(counts),
    waitForAll(ids, timeoutMs) {
      const wanted = [...ids];
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!wanted.every((id) => counts.has(id))) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          const missing = wanted.filter((id) => !counts.has(id)).length;
          reject(new Error(`${missing} of ${wanted.length} requests had not arrived after ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async close() {
      await setMode("down");
      for (const socket of stalled) socket.destroy();
    },
  };
}

/**
 * For each request: how long it waited from the provider's last return ("up") to its first
 * arrival, when it was acknowledged before that return; the others never waited for the
 * provider and are measured from their acknowledgement.
 */
export function waitsAfterReturn(
  acknowledged: Map<string, number>,
  provider: Pick<FlakyProvider, "arrivals" | "transitions">,
): { afterReturn: number[]; whileUp: number[] } {
  const firstArrival = new Map<string, number>();
  for (const arrival of provider.arrivals) {
    for (const id of arrival.requestIds) if (!firstArrival.has(id)) firstArrival.set(id, arrival.at);
  }
  const returns = provider.transitions.filter((change) => change.mode === "up").map((change) => change.at);
  const afterReturn: number[] = [];
  const whileUp: number[] = [];
  for (const [id, ackAt] of acknowledged) {
    const arrivedAt = firstArrival.get(id);
    if (arrivedAt === undefined) continue;
    const lastReturn = returns.filter((at) => at <= arrivedAt).at(-1);
    if (lastReturn !== undefined && lastReturn > ackAt) afterReturn.push(arrivedAt - lastReturn);
    else whileUp.push(arrivedAt - ackAt);
  }
  return { afterReturn, whileUp };
}

/** p50, p95 and max of a list of milliseconds (nearest rank), or nulls when it is empty. */
export function percentiles(values: number[]): { p50: number | null; p95: number | null; max: number | null } {
  if (values.length === 0) return { p50: null, p95: null, max: null };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: rank(50), p95: rank(95), max: sorted.at(-1)! };
}
