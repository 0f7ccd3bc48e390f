import { describe, expect, it } from "vitest";
import { messageWidgetCopy as rawWords } from "~/content/message-widget";
import { fillTokensDeep } from "~/content/model/tokens";
import { siteText } from "~/content/site-text";
import {
  canSubmitContact,
  initialWidgetState,
  showsContactForm,
  showsMessageInput,
  widgetReducer,
  type WidgetAction,
  type WidgetState,
} from "./widget-state";

/** The interface words as the island fills them in, with the facts the page carries. */
const messageWidgetCopy = fillTokensDeep(rawWords, siteText.tokens);

const t0 = new Date("2025-03-14T10:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

function run(actions: WidgetAction[], state: WidgetState = initialWidgetState): WidgetState {
  return actions.reduce(widgetReducer, state);
}

function say(text: string, ms = 0): WidgetAction[] {
  return [
    { type: "draftChanged", text },
    { type: "messageSent", now: at(ms) },
  ];
}

const withForm = run([
  { type: "opened", now: t0, greeting: messageWidgetCopy.greeting },
  ...say("Police hurt me", 10),
  { type: "contactPromptDue", now: at(1010), text: messageWidgetCopy.contactPrompt },
]);

describe("opening", () => {
  it("adds the greeting on first open", () => {
    const state = run([{ type: "opened", now: t0, greeting: messageWidgetCopy.greeting }]);
    expect(state.messages).toEqual([
      { id: String(t0.getTime()), text: messageWidgetCopy.greeting, isUser: false, timestamp: t0 },
    ]);
  });

  it("does not greet again when there are messages", () => {
    const once = run([{ type: "opened", now: t0, greeting: messageWidgetCopy.greeting }]);
    expect(widgetReducer(once, { type: "opened", now: at(5000), greeting: messageWidgetCopy.greeting })).toBe(once);
  });

  it("says it connects to the office and is not a chatbot", () => {
    expect(messageWidgetCopy.greeting).toMatch(/office/);
    expect(messageWidgetCopy.greeting).toMatch(/not a chatbot/);
  });
});

describe("a visitor's message", () => {
  it("is added trimmed, clears the box and makes the contact prompt due", () => {
    const state = run([
      { type: "opened", now: t0, greeting: messageWidgetCopy.greeting },
      ...say("  I was arrested.\nThey hit me.  ", 50),
    ]);
    expect(state.messages.at(-1)).toMatchObject({
      text: "I was arrested.\nThey hit me.",
      isUser: true,
      timestamp: at(50),
    });
    expect(state.draft).toBe("");
    expect(state.contactPromptPending).toBe(true);
    expect(state.contactFormShown).toBe(false);
  });

  it.each(["", "   ", "\n\t \n"])("is ignored when empty or only whitespace (%j)", (text) => {
    const opened = run([
      { type: "opened", now: t0, greeting: messageWidgetCopy.greeting },
      { type: "draftChanged", text },
    ]);
    expect(widgetReducer(opened, { type: "messageSent", now: at(1) })).toBe(opened);
  });

  it("gets unique ids when two share a millisecond", () => {
    const state = run([
      { type: "opened", now: t0, greeting: messageWidgetCopy.greeting },
      ...say("one", 0),
      ...say("two", 0),
    ]);
    const ids = state.messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBe(String(t0.getTime()));
  });

  it("does not ask again once the form is shown", () => {
    const state = run(say("More details", 2000), withForm);
    expect(state.contactPromptPending).toBe(false);
    expect(state.messages.filter((m) => m.text === messageWidgetCopy.contactPrompt)).toHaveLength(1);
  });

  it("asks only once for several messages sent before the prompt", () => {
    const state = run([
      { type: "opened", now: t0, greeting: messageWidgetCopy.greeting },
      ...say("one", 10),
      ...say("two", 20),
      { type: "contactPromptDue", now: at(1010), text: messageWidgetCopy.contactPrompt },
      { type: "contactPromptDue", now: at(1020), text: messageWidgetCopy.contactPrompt },
    ]);
    expect(state.messages.filter((m) => m.text === messageWidgetCopy.contactPrompt)).toHaveLength(1);
  });
});

describe("the contact prompt", () => {
  it("adds the reply promising a personal reply, usually within 24 hours, and shows the form", () => {
    expect(withForm.messages.at(-1)).toMatchObject({ text: messageWidgetCopy.contactPrompt, isUser: false });
    expect(messageWidgetCopy.contactPrompt).toMatch(/usually within 24 hours/);
    expect(withForm.contactFormShown).toBe(true);
    expect(showsContactForm(withForm)).toBe(true);
    expect(withForm.contactPromptPending).toBe(false);
  });

  it("does nothing when no prompt is due", () => {
    const opened = run([{ type: "opened", now: t0, greeting: messageWidgetCopy.greeting }]);
    expect(
      widgetReducer(opened, { type: "contactPromptDue", now: at(1000), text: messageWidgetCopy.contactPrompt }),
    ).toBe(opened);
  });
});

describe("submitting the contact details", () => {
  const contact = (name: string, email: string, phone: string): WidgetAction[] => [
    { type: "contactChanged", field: "name", value: name },
    { type: "contactChanged", field: "email", value: email },
    { type: "contactChanged", field: "phone", value: phone },
  ];

  it.each([
    ["", "a@example.com", "707 555 0100", false],
    ["   ", "a@example.com", "", false],
    ["Ana", "", "", false],
    ["Ana", "  ", " ", false],
    ["Ana", "a@example.com", "", true],
    ["Ana", "", "707 555 0100", true],
  ])("needs a name and an email or a phone (%j, %j, %j)", (name, email, phone, allowed) => {
    const state = run(contact(name, email, phone), withForm);
    expect(canSubmitContact(state)).toBe(allowed);
    const started = widgetReducer(state, { type: "submitStarted", idempotencyKey: "k1" });
    expect(started.sending).toBe(allowed);
  });

  it("cannot submit before the form is shown", () => {
    const state = run(
      contact("Ana", "a@example.com", ""),
      run([{ type: "opened", now: t0, greeting: messageWidgetCopy.greeting }, ...say("hi")]),
    );
    expect(canSubmitContact(state)).toBe(false);
  });

  it("is not allowed twice while sending", () => {
    const sending = run(
      [...contact("Ana", "a@example.com", ""), { type: "submitStarted", idempotencyKey: "k1" }],
      withForm,
    );
    expect(sending.sending).toBe(true);
    expect(canSubmitContact(sending)).toBe(false);
    expect(widgetReducer(sending, { type: "submitStarted", idempotencyKey: "k2" })).toBe(sending);
  });

  it("keeps the form and its data on failure, and reuses the key on retry", () => {
    const failed = run(
      [
        ...contact("Ana Ruiz", "a@example.com", ""),
        { type: "submitStarted", idempotencyKey: "k1" },
        { type: "submitFailed" },
      ],
      withForm,
    );
    expect(failed.sending).toBe(false);
    expect(showsContactForm(failed)).toBe(true);
    expect(failed.contact).toEqual({ name: "Ana Ruiz", email: "a@example.com", phone: "" });
    const retry = widgetReducer(failed, { type: "submitStarted", idempotencyKey: "k2" });
    expect(retry.idempotencyKey).toBe("k1");
  });

  it("takes a new key when the details or the messages change after a failure", () => {
    const failed = run(
      [
        ...contact("Ana", "a@example.com", ""),
        { type: "submitStarted", idempotencyKey: "k1" },
        { type: "submitFailed" },
      ],
      withForm,
    );
    const edited = widgetReducer(failed, { type: "contactChanged", field: "phone", value: "7075550100" });
    expect(widgetReducer(edited, { type: "submitStarted", idempotencyKey: "k2" }).idempotencyKey).toBe("k2");
    const moreSaid = run(say("one more thing", 3000), failed);
    expect(widgetReducer(moreSaid, { type: "submitStarted", idempotencyKey: "k3" }).idempotencyKey).toBe("k3");
  });

  it("on success thanks by name, promises contact by email, and hides the form and the input", () => {
    const sent = run(
      [
        ...contact("  Ana   María  Ruiz ", "a@example.com", ""),
        { type: "submitStarted", idempotencyKey: "k1" },
        { type: "submitSucceeded", now: at(5000), reply: messageWidgetCopy.successReply },
      ],
      withForm,
    );
    const reply = sent.messages.at(-1)!;
    expect(reply.isUser).toBe(false);
    expect(reply.text).toContain("Thank you, Ana María Ruiz.");
    expect(reply.text).toContain("contact you by email, usually within 24 hours");
    expect(reply.text).toMatch(/For urgent matters, please call \(\d{3}\) \d{3}-\d{4}\./);
    expect(sent.submitted).toBe(true);
    expect(sent.sending).toBe(false);
    expect(showsContactForm(sent)).toBe(false);
    expect(showsMessageInput(sent)).toBe(false);
  });

  it("on success promises contact by phone when a phone was given", () => {
    const sent = run(
      [
        ...contact("Ana", "a@example.com", "707 555 0100"),
        { type: "submitStarted", idempotencyKey: "k1" },
        { type: "submitSucceeded", now: at(5000), reply: messageWidgetCopy.successReply },
      ],
      withForm,
    );
    expect(sent.messages.at(-1)!.text).toContain("contact you by phone, usually within 24 hours");
  });

  it("ignores messages and prompts after it was sent", () => {
    const sent = run(
      [
        ...contact("Ana", "a@example.com", ""),
        { type: "submitStarted", idempotencyKey: "k1" },
        { type: "submitSucceeded", now: at(5000), reply: messageWidgetCopy.successReply },
      ],
      withForm,
    );
    const after = run(say("hello again", 6000), sent);
    expect(after.messages).toHaveLength(sent.messages.length);
    expect(after.contactPromptPending).toBe(false);
  });

  it("shows why the details were refused, and clears it when they change", () => {
    const rejected = run(
      [...contact("Ana", "a@example.com", ""), { type: "submitRejected", error: "Please enter a valid email address" }],
      withForm,
    );
    expect(rejected.formError).toBe("Please enter a valid email address");
    expect(
      widgetReducer(rejected, { type: "contactChanged", field: "email", value: "ana@example.com" }).formError,
    ).toBeNull();
  });
});

describe("restoring", () => {
  it("never restores a conversation in the middle of a request", () => {
    const restored = widgetReducer(initialWidgetState, { type: "restored", state: { ...withForm, sending: true } });
    expect(restored.sending).toBe(false);
    expect(restored.messages).toEqual(withForm.messages);
  });
});
