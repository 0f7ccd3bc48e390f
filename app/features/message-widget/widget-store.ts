import type { Notice } from "~/features/notifications/notify";
import type { WidgetSubmission } from "~/contract/contact-request";
import type { ContactResponse } from "~/contract/contact-endpoint";
import type { UploadGrant } from "~/contract/evidence-uploads";
import { waitBeforeRetry } from "~/contract/send-contact-request";
import { requestReference } from "~/contract/request-reference";
import { prepareWidgetSubmission } from "./build-submission";
import type { WidgetEdition } from "./widget-copy";
import { loadConversation, saveConversation } from "./conversation-storage";
import {
  CONTACT_PROMPT_DELAY_MS,
  canSubmitContact,
  initialWidgetState,
  widgetReducer,
  type WidgetAction,
  type WidgetState,
} from "./widget-state";

export type WidgetStoreDeps = {
  storage: Storage | null;
  /** The words and rules of the edition the visitor is on now (it may change between pages). */
  edition: () => WidgetEdition;
  send: (payload: WidgetSubmission, idempotencyKey: string) => Promise<unknown>;
  notify: (notice: Notice) => void;
  newIdempotencyKey: () => string;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
};

export type WidgetStore = {
  getState(): WidgetState;
  subscribe(listener: () => void): () => void;
  dispatch(action: WidgetAction): void;
  /** Sends the contact details and the visitor's messages to the office. */
  submit(): Promise<void>;
  /** Once sent: where and how to send photos or video with it (kept in memory only). */
  uploadGrant(): UploadGrant | null;
};

/**
 * The conversation outside React: it outlives the panel (closing it, moving between pages),
 * keeps sessionStorage in step, runs the contact-prompt timer and the request to the office.
 */
export function createWidgetStore({
  storage,
  edition,
  send,
  notify,
  newIdempotencyKey,
  now = () => new Date(),
  logError = (message, error) => console.error(message, error),
}: WidgetStoreDeps): WidgetStore {
  let state = widgetReducer(initialWidgetState, {
    type: "restored",
    state: loadConversation(storage) ?? initialWidgetState,
  });
  const listeners = new Set<() => void>();
  let promptTimer: ReturnType<typeof setTimeout> | null = null;
  let grant: UploadGrant | null = null;

  function dispatch(action: WidgetAction) {
    const next = widgetReducer(state, action);
    if (next === state) return;
    state = next;
    saveConversation(storage, state);
    schedulePrompt();
    for (const listener of listeners) listener();
  }

  function schedulePrompt() {
    if (!state.contactPromptPending || promptTimer !== null) return;
    promptTimer = setTimeout(() => {
      promptTimer = null;
      dispatch({ type: "contactPromptDue", now: now(), text: edition().copy.contactPrompt });
    }, CONTACT_PROMPT_DELAY_MS);
  }

  async function submit() {
    if (!canSubmitContact(state)) return;
    const current = edition();
    const { copy } = current;
    const prepared = prepareWidgetSubmission(state.contact, state.messages, current);
    if (!prepared.success) {
      dispatch({ type: "submitRejected", error: prepared.error, field: prepared.field });
      return;
    }
    dispatch({ type: "submitStarted", idempotencyKey: newIdempotencyKey() });
    const idempotencyKey = state.idempotencyKey;
    if (!state.sending || idempotencyKey === null) return;
    let reference: string | null = null;
    try {
      const answer = (await send(prepared.payload, idempotencyKey)) as ContactResponse | undefined;
      grant = answer?.uploads ?? null;
      reference = requestReference(answer?.id) ?? null;
    } catch (error) {
      // The error says what failed (a status, a network error), never who wrote.
      logError("Message widget: the message could not be sent", error);
      dispatch({ type: "submitFailed" });
      const wait = waitBeforeRetry(error);
      notify(wait === null ? copy.errorToast : copy.rateLimitedToast(wait));
      return;
    }
    // Once sent, saveConversation clears sessionStorage: nothing personal stays behind.
    dispatch({ type: "submitSucceeded", now: now(), reply: copy.successReply, reference });
    notify(copy.successToast);
  }

  // A reload between a message and the request for contact details still asks for them.
  schedulePrompt();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    submit,
    uploadGrant: () => grant,
  };
}
