/**
 * One JSON object per line on stdout. Log lines carry ids, methods, paths and
 * statuses: never a request body or any other personal data of a visitor.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export type Logger = {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
};

function write(level: string, msg: string, fields: LogFields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger: Logger = {
  info: (msg, fields) => write("info", msg, fields),
  warn: (msg, fields) => write("warn", msg, fields),
  error: (msg, fields) => write("error", msg, fields),
};

/** For tests and benchmarks: keeps the output quiet. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** The message of an unknown thrown value, for logs (error messages carry no visitor data). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
