import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createLogger, errorMessage, logRequest } from "./logger";

function fileLogger() {
  const dir = mkdtempSync(join(tmpdir(), "logger-"));
  const out = join(dir, "out.log");
  const err = join(dir, "err.log");
  const logger = createLogger(pino.destination({ dest: out, sync: true }), pino.destination({ dest: err, sync: true }));
  const lines = (path: string) => readFileSync(path, "utf8").split("\n").filter(Boolean);
  return { logger, out: () => lines(out), err: () => lines(err) };
}

describe("createLogger", () => {
  it("writes one JSON line: level as a word, ISO time, the message, then the fields", () => {
    const { logger, out } = fileLogger();
    logger.info("mail_delivered", { contactId: "c1", attempt: 2, retried: true, note: null, skipped: undefined });
    const [line] = out();
    expect(line).toContain('"msg":"mail_delivered","contactId":"c1"');
    const parsed = JSON.parse(line!) as Record<string, unknown>;
    expect(parsed).toEqual({
      level: "info",
      time: expect.any(String),
      msg: "mail_delivered",
      contactId: "c1",
      attempt: 2,
      retried: true,
      note: null,
    });
    expect(new Date(parsed.time as string).toISOString()).toBe(parsed.time);
  });

  it("gives each line the time it was logged, to the millisecond", async () => {
    const { logger, out } = fileLogger();
    const before = Date.now();
    logger.info("a");
    await new Promise((done) => setTimeout(done, 5));
    logger.info("b");
    const after = Date.now();
    const [first, second] = out().map((line) => Date.parse((JSON.parse(line) as { time: string }).time));
    expect(first).toBeGreaterThanOrEqual(before);
    expect(second! - first!).toBeGreaterThanOrEqual(4);
    expect(second).toBeLessThanOrEqual(after);
  });

  it("sends info and warn to one destination, error to the other", () => {
    const { logger, out, err } = fileLogger();
    logger.info("a");
    logger.warn("b", { variable: "X" });
    logger.error("c", { error: "boom" });
    expect(out().map((line) => JSON.parse(line) as { level: string; msg: string })).toMatchObject([
      { level: "info", msg: "a" },
      { level: "warn", msg: "b", variable: "X" },
    ]);
    expect(err().map((line) => JSON.parse(line) as unknown)).toMatchObject([
      { level: "error", msg: "c", error: "boom" },
    ]);
  });

  it("logs a request as its id, method, path, status and duration, nothing else", () => {
    const { logger, out } = fileLogger();
    logRequest(logger, { requestId: "r1", method: "GET", path: "/about", status: 200, started: performance.now() });
    const { time: _time, durationMs, ...rest } = JSON.parse(out()[0]!) as Record<string, unknown>;
    expect(rest).toEqual({
      level: "info",
      msg: "request",
      requestId: "r1",
      method: "GET",
      path: "/about",
      status: 200,
    });
    expect(durationMs).toBeGreaterThanOrEqual(0);
  });

  it("writes a request's line as pino writes it, whatever the path holds", () => {
    const { logger, out } = fileLogger();
    const fields = { requestId: "r1", method: "GET", path: '/a"b\\c/\u00e9\u0001', status: 404, durationMs: 12.5 };
    logger.request(fields);
    logger.info("request", fields);
    const [fast, slow] = out().map((line) => line.replace(/"time":"[^"]*"/, '"time":"T"'));
    expect(fast).toBe(slow);
    expect(JSON.parse(fast!)).toMatchObject(fields);
  });
});

describe("errorMessage", () => {
  it("gives a database's error by its code, never its message, which can quote what a visitor sent", () => {
    const refused = Object.assign(new Error('invalid input syntax for type uuid: "maria@example.com"'), {
      code: "22P02",
    });
    expect(errorMessage(refused)).toBe("Error 22P02");
    expect(errorMessage(Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR" }))).toBe(
      "Error SQLITE_IOERR",
    );
  });

  it("keeps the message of the server's own errors, which carry none", () => {
    expect(errorMessage(new Error("the delivery loop stopped"))).toBe("the delivery loop stopped");
    expect(errorMessage("a string")).toBe("a string");
  });
});

describe("stdioLogger", () => {
  it("loses no buffered line when the process exits right after logging them", async () => {
    const logger = resolve(import.meta.dirname, "logger.ts");
    const code = `
      import { stdioLogger } from ${JSON.stringify(logger)};
      const logger = stdioLogger();
      for (let i = 0; i < 20000; i++) logger.info("request", { i, path: "/" + "x".repeat(100) });
      logger.error("last", { i: -1 });
      logger.flush();
      process.exit(3);
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const exitCode = await new Promise((done) => child.on("exit", done));
    expect(exitCode).toBe(3);
    const numbers = stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { i: number }).i);
    expect(numbers).toHaveLength(20000);
    expect(new Set(numbers).size).toBe(20000);
    expect(JSON.parse(stderr)).toMatchObject({ level: "error", msg: "last" });
  });
});
