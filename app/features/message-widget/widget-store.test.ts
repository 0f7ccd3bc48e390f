import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WidgetSubmission } from "~/contract/contact-request";
import type { Notice } from "~/features/notifications/notify";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { messageWidgetCopy as rawWords } from "~/content/message-widget";
import { messageWidgetCopy as spanishWords } from "~/content/es/message-widget";
import { siteText as spanishSiteText } from "~/content/es/site-text";
import { ContactSendError } from "~/contract/send-contact-request";
import { fillTokensDeep } from "~/content/model/tokens";
import { siteText } from "~/content/site-text";
import { CONVERSATION_STORAGE_KEY, OPEN_STORAGE_KEY } from "./storage-keys";
import { createWidgetStore, type WidgetStoreDeps } from "./widget-store";

/** The interface words as the island fills them in, with the facts the page carries. */
const messageWidgetCopy = fillTokensDeep(rawWords, siteText.tokens);

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

type Sent = { payload: WidgetSubmission; idempotencyKey: string };

function setup(overrides: Partial<WidgetStoreDeps> = {}) {
  const storage = overrides.storage ?? memoryStorage();
  const sent: Sent[] = [];
  const notices: Notice[] = [];
  const errors: unknown[] = [];
  let keys = 0;
  const deps: WidgetStoreDeps = {
    storage,
    edition: () => ({
      copy: messageWidgetCopy,
      messages: contactRequestMessages,
      language: "en",
      preferredLanguage: "English",
    }),
    send: async (payload, idempotencyKey) => {
      sent.push({ payload, idempotencyKey });
      return { ok: true, id: "m1" };
    },
    notify: (notice) => notices.push(notice),
    newIdempotencyKey: () => `key-${++keys}`,
    logError: (_message, error) => errors.push(error),
    ...overrides,
  };
  return { store: createWidgetStore(deps), storage, sent, notices, errors };
}

function type(store: ReturnType<typeof setup>["store"], text: string) {
  store.dispatch({ type: "draftChanged", text });
  store.dispatch({ type: "messageSent", now: new Date() });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-03-14T10:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

describe("the contact prompt", () => {
  it("comes 1000 ms after the visitor's message, not before", () => {
    const { store } = setup();
    store.dispatch({ type: "opened", now: new Date(), greeting: messageWidgetCopy.greeting });
    type(store, "I need help");
    vi.advanceTimersByTime(999);
    expect(store.getState().contactFormShown).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().contactFormShown).toBe(true);
    expect(store.getState().messages.at(-1)?.text).toBe(messageWidgetCopy.contactPrompt);
  });

  it("still comes after a reload in the middle of the wait", () => {
    const storage = memoryStorage();
    const first = setup({ storage }).store;
    first.dispatch({ type: "opened", now: new Date(), greeting: messageWidgetCopy.greeting });
    type(first, "I need help");
    vi.advanceTimersByTime(400);
    const { store } = setup({ storage });
    vi.advanceTimersByTime(1000);
    expect(store.getState().contactFormShown).toBe(true);
    // The old page's timer fires too, into a store nobody reads: one prompt in storage.
    expect(
      setup({ storage })
        .store.getState()
        .messages.filter((m) => m.text === messageWidgetCopy.contactPrompt),
    ).toHaveLength(1);
  });

  it("notifies subscribers", () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    type(store, "hello");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

async function readyToSubmit(
  context: ReturnType<typeof setup>,
  contact = { name: "Ana Ruiz", email: "ana@example.com", phone: "" },
) {
  const { store } = context;
  store.dispatch({ type: "opened", now: new Date(), greeting: messageWidgetCopy.greeting });
  type(store, "The police took my phone.");
  vi.advanceTimersByTime(1000);
  store.dispatch({ type: "contactChanged", field: "name", value: contact.name });
  store.dispatch({ type: "contactChanged", field: "email", value: contact.email });
  store.dispatch({ type: "contactChanged", field: "phone", value: contact.phone });
}

describe("sending", () => {
  it("sends the payload once, thanks the visitor, toasts, and leaves nothing in storage", async () => {
    const context = setup();
    context.storage.setItem(OPEN_STORAGE_KEY, "1");
    await readyToSubmit(context);
    expect(context.storage.getItem(CONVERSATION_STORAGE_KEY)).toContain("Ana Ruiz");

    const pending = context.store.submit();
    expect(context.store.getState().sending).toBe(true);
    await pending;

    expect(context.sent).toEqual([
      {
        idempotencyKey: "key-1",
        payload: expect.objectContaining({
          firstName: "Ana",
          lastName: "Ruiz",
          caseDescription: "The police took my phone.",
        }),
      },
    ]);
    expect(context.notices).toEqual([
      { title: "Message Sent", description: "Your message has been sent to Jordan Avery's office successfully!" },
    ]);
    expect(context.store.getState().submitted).toBe(true);
    expect(context.storage.length).toBe(0);
  });

  it("keeps the reference the office gave the message, to show it", async () => {
    const context = setup({ send: async () => ({ ok: true, id: "7d6a67dd-1b2c-4d3e-8f90-123456789abc" }) });
    await readyToSubmit(context);
    await context.store.submit();
    expect(context.store.getState().reference).toBe("7D6A67DD");
    // An answer without an id still thanks the visitor, without a reference.
    const bare = setup({ send: async () => ({ ok: true }) });
    await readyToSubmit(bare);
    await bare.store.submit();
    expect(bare.store.getState()).toMatchObject({ submitted: true, reference: null });
  });

  it("on failure logs without personal data, shows the error toast, keeps the form; a retry reuses the key", async () => {
    let fail = true;
    const keysSent: string[] = [];
    const context = setup({
      send: async (_payload, idempotencyKey) => {
        keysSent.push(idempotencyKey);
        if (fail) throw new Error("HTTP error! status: 500");
        return { ok: true };
      },
    });
    await readyToSubmit(context);
    await context.store.submit();

    expect(context.notices).toEqual([
      {
        variant: "destructive",
        title: "Error",
        description: "There was an error sending your message. Please try calling (707) 555-0142 directly.",
      },
    ]);
    expect(context.errors).toHaveLength(1);
    expect(String(context.errors[0])).not.toContain("Ana");
    const state = context.store.getState();
    expect(state).toMatchObject({ sending: false, submitted: false, contactFormShown: true });
    expect(state.contact.name).toBe("Ana Ruiz");
    expect(context.storage.getItem(CONVERSATION_STORAGE_KEY)).toContain("Ana Ruiz");

    fail = false;
    await context.store.submit();
    expect(keysSent).toEqual(["key-1", "key-1"]);
    expect(context.store.getState().submitted).toBe(true);
  });

  it("after a 429 says how long to wait, in the page's language, instead of asking for an immediate retry", async () => {
    const refused = () =>
      setup({
        send: async () => {
          throw new ContactSendError(429, 90);
        },
      });
    const context = refused();
    await readyToSubmit(context);
    await context.store.submit();
    expect(context.notices).toEqual([
      {
        variant: "destructive",
        title: "Please wait before sending again",
        description:
          "Several messages were sent from your connection in a short time. Please wait 2 minutes, then send it again, or call (707) 555-0142. Your message is still here.",
      },
    ]);
    expect(context.store.getState()).toMatchObject({ sending: false, submitted: false, contactFormShown: true });

    const spanish = fillTokensDeep(spanishWords, spanishSiteText.tokens);
    expect(spanish.rateLimitedToast(30)).toEqual({
      variant: "destructive",
      title: "Espere antes de volver a enviar",
      description:
        "Se enviaron varios mensajes desde su conexión en poco tiempo. Espere un minuto y vuelva a enviarlo, o llame al (707) 555-0142. Su mensaje sigue aquí.",
    });
    expect(spanish.rateLimitedToast(3 * 3600).description).toContain("Espere 3 horas");
  });

  it("sends nothing without a name and an email or a phone", async () => {
    const context = setup();
    await readyToSubmit(context, { name: "Ana", email: "", phone: "" });
    await context.store.submit();
    expect(context.sent).toEqual([]);
    expect(context.notices).toEqual([]);
  });

  it("sends nothing when the schema refuses the details, and says why", async () => {
    const context = setup();
    await readyToSubmit(context, { name: "Ana", email: "ana@", phone: "" });
    await context.store.submit();
    expect(context.sent).toEqual([]);
    expect(context.store.getState().formError).toBe("Please enter a valid email address");
  });

  it("sends once when submit is pressed twice", async () => {
    const context = setup();
    await readyToSubmit(context);
    await Promise.all([context.store.submit(), context.store.submit()]);
    expect(context.sent).toHaveLength(1);
  });
});

describe("storage", () => {
  it("restores the conversation in a new page", async () => {
    const context = setup();
    await readyToSubmit(context);
    const { store } = setup({ storage: context.storage });
    expect(store.getState()).toEqual(context.store.getState());
  });

  it("drops a tampered entry", () => {
    const storage = memoryStorage();
    storage.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify({ version: 1, messages: "nope" }));
    const { store } = setup({ storage });
    expect(store.getState().messages).toEqual([]);
    expect(storage.getItem(CONVERSATION_STORAGE_KEY)).toBeNull();
  });

  it("works when storage refuses to store", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const { store } = setup({ storage });
    type(store, "hello");
    expect(store.getState().messages.at(-1)?.text).toBe("hello");
  });
});
