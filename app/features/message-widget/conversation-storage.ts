import { z } from "zod/mini";
import { CONVERSATION_STORAGE_KEY, OPEN_STORAGE_KEY } from "./storage-keys";
import { initialWidgetState, type WidgetState } from "./widget-state";

/**
 * The conversation kept in sessionStorage, so it survives moving between pages and a reload
 * until it has been sent (ADR 030). What is stored is checked on the way back in: a stale or
 * tampered entry is dropped, never trusted.
 */
const StoredConversationSchema = z.object({
  version: z.literal(1),
  messages: z.array(z.object({ id: z.string(), text: z.string(), isUser: z.boolean(), timestamp: z.iso.datetime() })),
  draft: z.string(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  contactPromptPending: z.boolean(),
  contactFormShown: z.boolean(),
  idempotencyKey: z.nullable(z.string()),
});

type StoredConversation = z.infer<typeof StoredConversationSchema>;

export function loadConversation(storage: Storage | null): WidgetState | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CONVERSATION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    clearConversation(storage);
    return null;
  }
  const parsed = StoredConversationSchema.safeParse(json);
  if (!parsed.success) {
    clearConversation(storage);
    return null;
  }
  const { version: _version, messages, ...rest } = parsed.data;
  return {
    ...initialWidgetState,
    ...rest,
    messages: messages.map((message) => ({ ...message, timestamp: new Date(message.timestamp) })),
  };
}

/** Keeps the conversation until it is sent; once sent, nothing personal stays behind. */
export function saveConversation(storage: Storage | null, state: WidgetState): void {
  if (state.submitted) {
    clearConversation(storage);
    return;
  }
  const stored: StoredConversation = {
    version: 1,
    messages: state.messages.map((message) => ({ ...message, timestamp: message.timestamp.toISOString() })),
    draft: state.draft,
    contact: state.contact,
    contactPromptPending: state.contactPromptPending,
    contactFormShown: state.contactFormShown,
    idempotencyKey: state.idempotencyKey,
  };
  try {
    storage?.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the conversation still lives in memory for this page.
  }
}

/** Forgets the conversation, and that the panel was open, so a reload starts afresh. */
export function clearConversation(storage: Storage | null): void {
  try {
    storage?.removeItem(CONVERSATION_STORAGE_KEY);
    storage?.removeItem(OPEN_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is refused.
  }
}
