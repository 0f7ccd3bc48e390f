import { Worker } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { connectWorker } from "./worker-requests.mjs";

const helper = new URL("./worker-requests.mjs", import.meta.url).href;

/** A worker thread whose body is `source`, with answerRequests imported and parentPort at hand. */
function startWorker(source: string) {
  const module = `import { parentPort } from "node:worker_threads";
import { answerRequests } from ${JSON.stringify(helper)};
${source}`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(module)}`));
}

const echoWorker = () =>
  startWorker(`
answerRequests(parentPort, {
  double: (n) => n * 2,
  later: ({ value, ms }) => new Promise((resolve) => setTimeout(() => resolve(value), ms)),
  fail: () => { throw Object.assign(new Error("constraint failed"), { code: "SQLITE_CONSTRAINT" }); },
  exit: (code) => process.exit(code),
}, { onClose: () => parentPort.postMessage({ id: -1, value: "closing" }) });
`);

describe("request and reply over a worker thread", () => {
  it("answers with what the handler returns or resolves to", async () => {
    const worker = connectWorker(echoWorker(), { name: "the test thread" });
    await expect(worker.request("double", 21)).resolves.toBe(42);
    await expect(worker.request("later", { value: "done", ms: 5 })).resolves.toBe("done");
    await worker.close();
  });

  it("keeps several asynchronous requests in flight, each answered as it finishes", async () => {
    const worker = connectWorker(echoWorker(), { name: "the test thread" });
    const finished: string[] = [];
    const slow = worker.request<string>("later", { value: "slow", ms: 60 }).then((value) => finished.push(value));
    const fast = worker.request<string>("later", { value: "fast", ms: 1 }).then((value) => finished.push(value));
    await Promise.all([slow, fast]);
    expect(finished).toEqual(["fast", "slow"]);
    await worker.close();
  });

  it("passes a thrown error back with its message and code, and the thread goes on", async () => {
    const worker = connectWorker(echoWorker(), { name: "the test thread" });
    await expect(worker.request("fail")).rejects.toMatchObject({
      message: "constraint failed",
      code: "SQLITE_CONSTRAINT",
    });
    await expect(worker.request("nothing-like-this")).rejects.toThrow(/unknown request "nothing-like-this"/);
    await expect(worker.request("double", 2)).resolves.toBe(4);
    await worker.close();
  });

  it("closes the worker's side first, then refuses requests with the closed error", async () => {
    const thread = echoWorker();
    const seen: unknown[] = [];
    thread.on("message", (message: { value?: unknown }) => seen.push(message.value));
    const onExit = vi.fn();
    const worker = connectWorker(thread, { name: "the test thread", closedError: () => new Error("closed!"), onExit });
    await worker.request("double", 1);
    await worker.close();
    expect(seen).toContain("closing");
    await expect(worker.request("double", 1)).rejects.toThrow("closed!");
    expect(onExit).not.toHaveBeenCalled();
  });

  it("fails every pending and later request when the thread dies, and says so once", async () => {
    const onExit = vi.fn();
    const worker = connectWorker(echoWorker(), { name: "the test thread", onExit });
    const pending = worker.request("later", { value: "never", ms: 10_000 });
    const dying = worker.request("exit", 3);
    await expect(pending).rejects.toThrow("the test thread stopped (exit code 3)");
    await expect(dying).rejects.toThrow("the test thread stopped (exit code 3)");
    await expect(worker.request("double", 1)).rejects.toThrow("the test thread stopped (exit code 3)");
    expect(worker.failure()?.message).toBe("the test thread stopped (exit code 3)");
    expect(onExit).toHaveBeenCalledOnce();
    await worker.close();
  });
});
