import pino from "pino";

/**
 * One JSON object per line: `{"level":"info","time":"<ISO 8601>","msg":"request",...fields}`.
 * Log lines carry ids, methods, paths and statuses: never a request body or any other personal
 * data of a visitor.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export type Logger = {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
};

/** The one line per request (logRequest): ids, method, path, status, time taken. */
export type RequestLogFields = { requestId: string; method: string; path: string; status: number; durationMs: number };

/**
 * A logger that may hold lines in memory: `flush()` writes them out before it returns. It
 * writes the request line itself (`request`), the same line pino writes for
 * `info("request", fields)`, without pino's work per field: the server writes one for every
 * request, files from memory included.
 */
export type FlushableLogger = Logger & { flush(): void; request(fields: RequestLogFields): void };

/** Where pino writes: pino.destination() gives one (a SonicBoom), synchronous or buffered. */
export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * pino.stdTimeFunctions.isoTime, but formatting each millisecond once: under load many lines
 * share one, and toISOString() took about a third of the cost of a line.
 */
let lastMs = 0;
let lastTime = "";
function isoTime(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

const options: pino.LoggerOptions = {
  base: null,
  messageKey: "msg",
  timestamp: isoTime,
  formatters: { level: (label) => ({ level: label }) },
};

/**
 * info and warn go to `out`, error to `err`. The message is passed as the first key of the
 * object, so it comes before the fields in the line, as it always has (pino would put it last).
 */
export function createLogger(out: LogDestination, err: LogDestination): FlushableLogger {
  const toOut = pino(options, out);
  const toErr = pino(options, err);
  return {
    info: (msg, fields) => toOut.info({ msg, ...fields }),
    request: ({ requestId, method, path, status, durationMs }) =>
      void out.write(
        `{"level":"info"${isoTime()},"msg":"request","requestId":${JSON.stringify(requestId)},` +
          `"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"durationMs":${durationMs}}\n`,
      ),
    warn: (msg, fields) => toOut.warn({ msg, ...fields }),
    error: (msg, fields) => toErr.error({ msg, ...fields }),
    flush() {
      out.flushSync();
      err.flushSync();
    },
  };
}

/**
 * The server's logger. stdout carries a line per request, so it is buffered and written
 * asynchronously (a synchronous write per request showed up as about a tenth of the server's
 * time in a profile); stderr carries errors, rare and wanted at once, so it is written
 * synchronously. Call `flush()` before `process.exit()` (pino also flushes on "exit"). A chunk
 * whose asynchronous write has already started is left to that write: it may land after the
 * lines that flush() writes.
 */
export function stdioLogger(): FlushableLogger {
  // While whatever reads stdout stalls, lines wait in memory, up to 64 MiB; beyond, new lines are
  // dropped rather than the server stalling with its reader or running out of memory.
  const out = pino.destination({ dest: 1, sync: false, maxLength: 64 * 1024 * 1024 });
  return createLogger(out, pino.destination({ dest: 2, sync: true }));
}

/** The one line per request, from the app or its fast path: ids, method, path, status, time taken. */
export function logRequest(
  logger: Logger & Partial<Pick<FlushableLogger, "request">>,
  {
    requestId,
    method,
    path,
    status,
    started,
  }: { requestId: string; method: string; path: string; status: number; started: number },
) {
  const fields = { requestId, method, path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  if (logger.request) logger.request(fields);
  else logger.info("request", fields);
}

/** For tests and benchmarks: keeps the output quiet. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/**
 * An unknown thrown value, for logs. A database's or the system's error is given by its code:
 * its message can quote the value it refused (PostgreSQL: invalid input syntax for type …:
 * "<what the visitor sent>"). Our own errors' messages carry no visitor data.
 */
export function errorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" || typeof code === "number") {
    return `${error instanceof Error ? error.name : "error"} ${code}`;
  }
  return error instanceof Error ? error.message : String(error);
}
