import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import type { ActionsRepository } from "./actions-repository";
import type { OfficeSession } from "./sign-in";

/** The field every office form carries its one-time action id in (app/office/request-forms.tsx renders it). */
export const ONCE_FIELD = "once";

/** A one-time action id as the office's forms make it: a random nonce of the page, a dot, the form's place on it. */
const ONCE_ID = /^[\w-]{22}\.[\w-]{1,32}$/;

/** The form's one-time action id, or null when it has none (or not one of ours). */
export function onceIdOf(form: URLSearchParams): string | null {
  const id = form.get(ONCE_FIELD);
  return id !== null && ONCE_ID.test(id) ? id : null;
}

/**
 * What an action's plan comes to: a result and nothing to write (refused, or nothing to do:
 * not recorded, so the same form posted again is weighed again); or a result and the writes
 * that do it, the audit record among them, committed with the action's id in one transaction
 * (`commit`, for an action that writes in steps, ends with one transaction it adds the
 * record to); `afterwards` runs once they are committed (the delivery loop woken, a log line).
 */
export type Planned<R extends string> =
  | { result: R; writes?: undefined; commit?: undefined; run?: undefined }
  | {
      /**
       * For a module that writes in transactions of its own (the site's content): its work, then
       * the id recorded with its result right after, in a transaction of its own; `done: false`
       * is a refusal, not recorded. The key held meanwhile keeps a repeat waiting until then.
       */
      run: () => Promise<{ result: R; done: boolean }>;
      result?: undefined;
      writes?: undefined;
      commit?: undefined;
    }
  | { result: R; writes: CompiledQuery[]; commit?: undefined; run?: undefined; afterwards?: () => void | Promise<void> }
  | {
      result: R;
      run?: undefined;
      /** Returns a result instead when it wrote nothing after all (a refusal found as it wrote): that one, not recorded. */
      commit: (record: CompiledQuery[]) => Promise<R | void>;
      writes?: undefined;
      afterwards?: () => void | Promise<void>;
    };

export type Once = ReturnType<typeof createOnce>;

/**
 * Every office action, done once. Its plan runs while no other action holds `key` (on
 * PostgreSQL, in any instance): the request it acts on, so two people acting on one request
 * go one after the other and the second plans from what the first did. An id already recorded
 * gets its first result, and nothing is done again: a double click, Back and Send again, a
 * proxy that sends a POST again to another instance.
 */
export function createOnce({
  database,
  actions,
}: {
  database: Pick<Database, "exclusive" | "write">;
  actions: ActionsRepository;
}) {
  async function once<R extends string>(
    session: OfficeSession,
    { id, key, requestId }: { id: string; key: string; requestId?: string },
    plan: () => Promise<Planned<R>>,
  ): Promise<{ result: R; repeat: boolean }> {
    return database.exclusive(key, async () => {
      const earlier = await actions.resultOf(id);
      if (earlier !== null) return { result: earlier as R, repeat: true };
      const planned = await plan();
      if (planned.run) {
        const { result, done } = await planned.run();
        if (done)
          await database.write([actions.recording({ id, at: Date.now(), actor: session.email, requestId, result })]);
        return { result, repeat: false };
      }
      if (!planned.writes && !planned.commit) return { result: planned.result, repeat: false };
      const record = actions.recording({ id, at: Date.now(), actor: session.email, requestId, result: planned.result });
      try {
        if (planned.commit) {
          const instead = await planned.commit([record]);
          if (instead !== undefined) return { result: instead, repeat: false };
        } else await database.write([...planned.writes, record]);
      } catch (error) {
        // Recorded meanwhile under another key (a form posted to another page): that first result stands.
        const meanwhile = await actions.resultOf(id).catch(() => null);
        if (meanwhile !== null) return { result: meanwhile as R, repeat: true };
        throw error;
      }
      await planned.afterwards?.();
      return { result: planned.result, repeat: false };
    });
  }
  /** The result an id was recorded with, or null: for a form that acts in several steps, each once (the bulk form). */
  once.earlier = (id: string): Promise<string | null> => actions.resultOf(id);
  return once;
}
