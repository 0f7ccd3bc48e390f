// @ts-check
/**
 * Request and reply over a worker thread, both sides: `answerRequests` in the worker,
 * `connectWorker` in the thread that started it. The database thread and the mail thread
 * use it. Plain JavaScript so that the workers load it without a TypeScript loader.
 *
 * Request: { id, type, payload }      Reply: { id, value } | { id, error: { message, code } }
 *
 * A "close" request runs the worker's `onClose`, is answered, and closes the worker's port,
 * so that the thread can end once nothing else holds it.
 */

/** @typedef {{ message: string, code?: string }} WireError */
/** @typedef {{ id: number, type: string, payload?: unknown }} Request */
/** @typedef {{ id: number, value?: unknown, error?: WireError }} Reply */

const CLOSE = "close";

/**
 * What crosses the thread boundary of an error: its message and its code (e.g.
 * SQLITE_CONSTRAINT_UNIQUE). Also for errors a handler returns as values.
 * @param {unknown} error @returns {WireError}
 */
export function describeError(error) {
  const { message, code } = /** @type {{ message?: unknown, code?: unknown }} */ (error ?? {});
  return {
    message: typeof message === "string" ? message : String(error),
    code: typeof code === "string" ? code : undefined,
  };
}

/** The Error that `describeError` described, on the other side. @param {WireError} wire */
export function reviveError({ message, code }) {
  return Object.assign(new Error(message), code ? { code } : {});
}

/**
 * Worker side: answers each request with what its handler returns (or resolves to), or with
 * the error it throws. Requests do not wait for each other: a synchronous handler runs them
 * one by one in arrival order, an asynchronous one may have several in flight.
 * @param {import("node:worker_threads").MessagePort} port
 * @param {Record<string, (payload: any) => unknown>} handlers
 * @param {{ onClose?: () => unknown }} [options]
 */
export function answerRequests(port, handlers, { onClose } = {}) {
  port.on("message", async (/** @type {Request} */ { id, type, payload }) => {
    try {
      if (type === CLOSE) {
        await onClose?.();
        port.postMessage({ id });
        port.close();
        return;
      }
      const handler = Object.hasOwn(handlers, type) ? handlers[type] : undefined;
      if (!handler) throw new Error(`unknown request "${type}"`);
      port.postMessage({ id, value: await handler(payload) });
    } catch (error) {
      port.postMessage({ id, error: describeError(error) });
    }
  });
}

/**
 * @typedef {object} WorkerConnection
 * @property {<T>(type: string, payload?: unknown) => Promise<T>} request
 *   Resolves with the handler's value; rejects with the handler's error (message and code),
 *   or with why the thread is gone.
 * @property {() => Error | undefined} failure Why the thread is gone, once it is.
 * @property {() => Promise<void>} close
 *   Asks the worker to close (unless it is gone already), then terminates it. Requests made
 *   afterwards fail with `closedError`.
 */

/**
 * Caller side, for one worker thread. When the thread dies (an error, or an exit that
 * close() did not ask for), every pending and later request fails with that error, and
 * `onExit` is told about an exit. The worker never keeps the process alive: whoever owns it
 * closes it.
 * @param {import("node:worker_threads").Worker} worker
 * @param {{ name: string, closedError?: () => Error, onExit?: (error: Error) => void }} options
 *   `name` reads in messages such as "the database thread stopped (exit code 1)".
 * @returns {WorkerConnection}
 */
export function connectWorker(worker, { name, closedError = () => new Error(`${name} is closed`), onExit }) {
  worker.unref();
  /** @type {Map<number, { resolve: (value: unknown) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  let nextId = 1;
  /** @type {Error | undefined} */
  let failure;
  let closing = false;

  worker.on("message", (/** @type {Reply} */ reply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) waiter?.reject(reviveError(reply.error));
    else waiter?.resolve(reply.value);
  });
  /** @param {Error} error */
  const fail = (error) => {
    failure ??= error;
    for (const waiter of pending.values()) waiter.reject(failure);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => {
    if (closing) {
      fail(closedError());
      return;
    }
    const error = new Error(`${name} stopped (exit code ${code})`);
    fail(error);
    onExit?.(error);
  });

  /** @param {string} type @param {unknown} payload @returns {Promise<any>} */
  function send(type, payload) {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, type, payload });
    });
  }

  return {
    request(type, payload) {
      if (closing) return Promise.reject(failure ?? closedError());
      return send(type, payload);
    },
    failure: () => failure,
    async close() {
      if (closing) return;
      closing = true;
      if (!failure) await send(CLOSE, undefined).catch(() => {});
      await worker.terminate();
    },
  };
}
