/**
 * The conversation of the message widget as a pure reducer (spec section 4). Time is passed in
 * with each action, so every transition can be tested without a clock or a browser.
 */

/** Spec section 3: id (a timestamp string), text, isUser, timestamp. */
export type ChatMessage = { id: string; text: string; isUser: boolean; timestamp: Date };

/** Spec section 3: name is required; at least one of email and phone (section 5). */
export type WidgetContact = { name: string; email: string; phone: string };

export type WidgetState = {
  messages: ChatMessage[];
  /** What the visitor is typing in the message box. */
  draft: string;
  contact: WidgetContact;
  /** A visitor's message has been sent and the request for contact details is due. */
  contactPromptPending: boolean;
  contactFormShown: boolean;
  sending: boolean;
  submitted: boolean;
  /** The reference the office gave the message once it had it (the id's first eight characters), to read out on the phone. */
  reference: string | null;
  /** One per submission: kept when the same details are retried, dropped when they change. */
  idempotencyKey: string | null;
  /** Why the details could not be sent (the site's own check, in the page's language: the browser's is off). */
  formError: string | null;
  /** The detail that error is about, to mark and focus; null when it is about none in particular. */
  formErrorField: keyof WidgetContact | null;
};

/** Spec section 9: the delay before the widget asks for contact details. */
export const CONTACT_PROMPT_DELAY_MS = 1000;

export const initialWidgetState: WidgetState = {
  messages: [],
  draft: "",
  contact: { name: "", email: "", phone: "" },
  contactPromptPending: false,
  contactFormShown: false,
  sending: false,
  submitted: false,
  reference: null,
  idempotencyKey: null,
  formError: null,
  formErrorField: null,
};

export type WidgetAction =
  /** The texts the office "says" come with the actions, in the language of the page they happen on. */
  | { type: "opened"; now: Date; greeting: string }
  | { type: "draftChanged"; text: string }
  | { type: "messageSent"; now: Date }
  | { type: "contactPromptDue"; now: Date; text: string }
  | { type: "contactChanged"; field: keyof WidgetContact; value: string }
  | { type: "submitStarted"; idempotencyKey: string }
  | { type: "submitRejected"; error: string; field?: keyof WidgetContact }
  | { type: "submitFailed" }
  | {
      type: "submitSucceeded";
      now: Date;
      reply: (name: string, hasPhone: boolean) => string;
      /** The reference of the stored message, when the answer carried one. */
      reference?: string | null;
    }
  | { type: "restored"; state: WidgetState };

export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case "opened":
      if (state.messages.length > 0) return state;
      return { ...state, messages: [message(state, action.greeting, false, action.now)] };

    case "draftChanged":
      return action.text === state.draft ? state : { ...state, draft: action.text };

    case "messageSent": {
      const text = state.draft.trim();
      if (text === "" || state.submitted) return state;
      const askForContact = !state.contactFormShown && !state.submitted;
      return {
        ...state,
        messages: [...state.messages, message(state, text, true, action.now)],
        draft: "",
        contactPromptPending: state.contactPromptPending || askForContact,
        idempotencyKey: null,
      };
    }

    case "contactPromptDue":
      if (!state.contactPromptPending) return state;
      return {
        ...state,
        messages: [...state.messages, message(state, action.text, false, action.now)],
        contactPromptPending: false,
        contactFormShown: true,
      };

    case "contactChanged":
      if (state.contact[action.field] === action.value) return state;
      return {
        ...state,
        contact: { ...state.contact, [action.field]: action.value },
        idempotencyKey: null,
        formError: null,
        formErrorField: null,
      };

    case "submitStarted":
      if (!canSubmitContact(state)) return state;
      return {
        ...state,
        sending: true,
        formError: null,
        formErrorField: null,
        idempotencyKey: state.idempotencyKey ?? action.idempotencyKey,
      };

    case "submitRejected":
      return { ...state, sending: false, formError: action.error, formErrorField: action.field ?? null };

    case "submitFailed":
      return state.sending ? { ...state, sending: false } : state;

    case "submitSucceeded": {
      if (!state.sending) return state;
      const name = state.contact.name.trim().split(/\s+/).join(" ");
      const reply = action.reply(name, state.contact.phone.trim() !== "");
      return {
        ...state,
        messages: [...state.messages, message(state, reply, false, action.now)],
        draft: "",
        contactPromptPending: false,
        sending: false,
        submitted: true,
        reference: action.reference ?? null,
      };
    }

    case "restored":
      // A conversation restored from storage is never in the middle of a request.
      return { ...action.state, sending: false };
  }
}

/** Spec section 5: a name and at least one of email or phone, and not while sending. */
export function hasRequiredContact({ name, email, phone }: WidgetContact): boolean {
  return name.trim() !== "" && (email.trim() !== "" || phone.trim() !== "");
}

export function canSubmitContact(state: WidgetState): boolean {
  return state.contactFormShown && !state.sending && !state.submitted && hasRequiredContact(state.contact);
}

/** The message box and the contact form disappear once the message has gone (spec section 4). */
export function showsMessageInput(state: WidgetState): boolean {
  return !state.submitted;
}

export function showsContactForm(state: WidgetState): boolean {
  return state.contactFormShown && !state.submitted;
}

/** Ids are timestamp strings (spec section 3), made unique when two messages share a millisecond. */
function message(state: WidgetState, text: string, isUser: boolean, now: Date): ChatMessage {
  const taken = new Set(state.messages.map((m) => m.id));
  let id = String(now.getTime());
  for (let n = 1; taken.has(id); n++) id = `${now.getTime()}-${n}`;
  return { id, text, isUser, timestamp: now };
}
