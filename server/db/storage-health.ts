import { errorMessage, type Logger } from "../logger";

/**
 * A write failed because the disk under the database could not take it (full, read-only, an
 * I/O error), not because of the statement: nothing was stored, and the episode is logged
 * once, by the database layer. Callers answer 503 and log nothing more.
 */
export class StorageUnavailableError extends Error {
  readonly code = "STORAGE_UNAVAILABLE";
  constructor(store: string, cause: unknown) {
    super(`the ${store} cannot be written (${failureCode(cause)})`, { cause });
  }
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError;
}

function failureCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : errorMessage(error);
}

/**
 * SQLite: the disk or quota is full, an I/O error, the file or its folder cannot be opened or
 * written. PostgreSQL: disk_full (53100), io_error (58030). Everything else (a constraint, a
 * lost connection) is someone else's to report.
 */
export function isStorageFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return false;
  return /^SQLITE_(FULL|IOERR|CANTOPEN|READONLY)/.test(code) || code === "53100" || code === "58030";
}

export type StorageHealth = {
  /** False from a write the disk refused until a probe write goes through again. */
  writable(): boolean;
  /** Runs a write: a storage failure begins (or continues) an episode and rejects as StorageUnavailableError. */
  track<T>(write: Promise<T>): Promise<T>;
  /** During an episode, tries the probe write now; resolves with whether storage is writable. */
  check(): Promise<boolean>;
  stop(): void;
};

/**
 * Write health of one store. An episode begins with the first write the disk refuses and is
 * logged once (`storage_unavailable`); while it lasts, `probe` (a write that really needs
 * space: one that changes nothing succeeds on a full disk too) is tried every `probeEveryMs`,
 * and after any write that went through; the first probe that succeeds ends it
 * (`storage_recovered`, with how long it lasted and how many writes were refused).
 */
export function createStorageHealth({
  store,
  logger,
  probe,
  probeEveryMs = 2_000,
}: {
  store: string;
  logger: Logger;
  probe: () => Promise<unknown>;
  probeEveryMs?: number;
}): StorageHealth {
  let episode: { since: number; refused: number; timer: NodeJS.Timeout } | undefined;
  let probing: Promise<boolean> | undefined;

  function refused(error: unknown) {
    if (episode) {
      episode.refused++;
      return;
    }
    const timer = setInterval(() => void check(), probeEveryMs);
    timer.unref();
    episode = { since: Date.now(), refused: 1, timer };
    logger.error("storage_unavailable", { store, error: failureCode(error) });
  }

  function check(): Promise<boolean> {
    if (!episode) return Promise.resolve(true);
    probing ??= probe()
      .then(
        () => {
          if (episode) {
            clearInterval(episode.timer);
            logger.info("storage_recovered", {
              store,
              unavailableForMs: Date.now() - episode.since,
              refusedWrites: episode.refused,
            });
            episode = undefined;
          }
          return true;
        },
        () => false,
      )
      .finally(() => (probing = undefined));
    return probing;
  }

  return {
    writable: () => !episode,
    async track(write) {
      try {
        const result = await write;
        if (episode) void check();
        return result;
      } catch (error) {
        if (!isStorageFailure(error)) throw error;
        refused(error);
        throw new StorageUnavailableError(store, error);
      }
    },
    check,
    stop() {
      if (episode) clearInterval(episode.timer);
    },
  };
}
