/**
 * The photo tool's one cancellation rule: opening a photo supersedes every earlier request,
 * and an enhancement supersedes earlier enhancements. A superseded request ends with an
 * AbortError. Every request carries an id from one increasing counter (photo-enhancer.ts).
 *
 * The same RequestOrder runs on both sides of the worker: in the session, where a superseded
 * enhancement stops at its next band, and in the page, where the promise of a superseded
 * request rejects at once rather than when the worker's answer arrives.
 */
export type RequestKind = "open" | "enhance";

export function abortError(): DOMException {
  return new DOMException("superseded by a newer request", "AbortError");
}

/** By name: an error that crossed from the worker arrives as a plain Error with the same name. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

type Waiting = { kind: RequestKind; id: number; cancel(): void };

export class RequestOrder {
  #latestOpen = 0;
  #latestEnhance = 0;
  #waiting = new Set<Waiting>();

  /** Records a new request; the requests it supersedes are cancelled. */
  begin(kind: RequestKind, id: number): void {
    if (kind === "open") this.#latestOpen = id;
    else this.#latestEnhance = id;
    for (const waiting of this.#waiting) {
      if (this.isCurrent(waiting.kind, waiting.id)) continue;
      this.#waiting.delete(waiting);
      waiting.cancel();
    }
  }

  isCurrent(kind: RequestKind, id: number): boolean {
    return kind === "open" ? id === this.#latestOpen : id === this.#latestEnhance && id > this.#latestOpen;
  }

  /**
   * `work`'s outcome while the request is current; an AbortError as soon as it is superseded.
   * What `work` yields after that is handed to `dispose` (a bitmap to close).
   */
  guard<T>(kind: RequestKind, id: number, work: Promise<T>, dispose: (value: T) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = { kind, id, cancel: () => reject(abortError()) };
      this.#waiting.add(waiting);
      work.then(
        (value) => (this.#waiting.delete(waiting) ? resolve(value) : dispose(value)),
        (error: unknown) => {
          if (this.#waiting.delete(waiting)) reject(error);
        },
      );
    });
  }
}
