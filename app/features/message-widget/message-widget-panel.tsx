import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
} from "react";
import { CloseIcon, PhoneIcon } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { firm, telHref } from "~/content/firm";
import type { MessageWidgetCopy, WidgetEdition } from "./widget-copy";
import { newIdempotencyKey, sendContactRequest } from "~/contract/send-contact-request";
import { showToast } from "~/features/notifications/show-toast";
import { PANEL_ID, panelFrameClass } from "./panel-frame";
import { PanelNotices } from "./panel-notices";
import { sessionStorageOrNull } from "./storage-keys";
import { CheckCircleIcon, SendIcon } from "./panel-icons";
import { createWidgetStore, type WidgetStore } from "./widget-store";
import {
  canSubmitContact,
  showsContactForm,
  showsMessageInput,
  type ChatMessage,
  type WidgetContact,
  type WidgetState,
} from "./widget-state";

/**
 * The panel of the message widget. It is loaded on first open or when the browser is idle
 * (see message-widget.tsx), so none of this is in a page's first-load JavaScript.
 * This module only ever runs in the browser: the launcher renders it after a visitor's click.
 */
const store: WidgetStore = createWidgetStore({
  storage: sessionStorageOrNull(),
  edition: () => activeEdition,
  send: (payload, idempotencyKey) =>
    sendContactRequest(payload, { idempotencyKey, siteLanguage: activeEdition.language }),
  notify: (notice) => void showToast(notice),
  newIdempotencyKey,
});

/**
 * The words of the edition the panel was last opened in. The conversation outlives the panel
 * (and a change of edition), so the store asks for them when it needs a reply or a notice.
 */
let activeEdition: WidgetEdition;
const CopyContext = createContext<MessageWidgetCopy | null>(null);
function usePanelCopy(): MessageWidgetCopy {
  const copy = useContext(CopyContext);
  if (!copy) throw new Error("the message widget's panel needs its copy");
  return copy;
}

export type MessageWidgetPanelProps = {
  /** Closes the panel; returnFocus is false when the visitor follows a link away. */
  onClose: (options: { returnFocus: boolean }) => void;
  /** Opened by the visitor (move focus in), or restored after a reload (leave focus alone). */
  moveFocus: boolean;
  /** The panel's words and rules, in the page's language. */
  edition: WidgetEdition;
};

export default function MessageWidgetPanel({ edition, ...props }: MessageWidgetPanelProps) {
  // Layout effects run before any passive effect, so the greeting is already in this edition's words.
  useLayoutEffect(() => {
    activeEdition = edition;
  }, [edition]);
  return (
    <CopyContext.Provider value={edition.copy}>
      <Panel {...props} />
    </CopyContext.Provider>
  );
}

function Panel({ onClose, moveFocus }: Omit<MessageWidgetPanelProps, "edition">) {
  const copy = usePanelCopy();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    store.dispatch({ type: "opened", now: new Date(), greeting: activeEdition.copy.greeting });
  }, []);

  useEffect(() => {
    if (!moveFocus) return;
    // With a mouse, straight into the message box. On a touch screen the keyboard would cover the
    // greeting that explains what this is, so focus goes to the title and the visitor taps in.
    const fine = window.matchMedia("(pointer: fine)").matches;
    (fine && messageRef.current ? messageRef.current : titleRef.current)?.focus();
  }, [moveFocus]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    onClose({ returnFocus: true });
  }

  return (
    <dialog open id={PANEL_ID} aria-labelledby={titleId} className={panelFrameClass} onKeyDown={onKeyDown}>
      <header className="flex items-start gap-3 bg-brand-800 px-5 py-4 text-white">
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            className="font-serif text-lg leading-snug font-semibold focus:outline-none"
          >
            {copy.title}
          </h2>
          <p className="mt-1 text-sm leading-snug text-brand-100">{copy.subtitle}</p>
        </div>
        <Button
          variant="ghost"
          surface="dark"
          size="icon"
          onClick={() => onClose({ returnFocus: true })}
          className="-mt-1 -mr-2"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{copy.close}</span>
        </Button>
      </header>

      <Conversation state={state} messageRef={messageRef} />

      {state.submitted ? <SentConfirmation onClose={() => onClose({ returnFocus: true })} /> : null}
      {showsMessageInput(state) ? <MessageInput draft={state.draft} messageRef={messageRef} /> : null}

      <footer className="flex items-center justify-between gap-3 border-t border-ink-100 px-4 text-sm">
        <a
          href={telHref()}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
        >
          <PhoneIcon className="size-4 text-brand-700" />
          <span className="sr-only">{copy.call}</span>
          {firm.phone.display}
        </a>
        <a
          href={copy.scheduleConsultationHref}
          onClick={() => onClose({ returnFocus: false })}
          className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {copy.scheduleConsultation}
        </a>
      </footer>
    </dialog>
  );
}

function Conversation({
  state,
  messageRef,
}: {
  state: WidgetState;
  messageRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const copy = usePanelCopy();
  const scrollRef = useRef<HTMLDivElement>(null);
  const formShown = showsContactForm(state);
  const newest = state.messages.at(-1)?.id;

  // Keep the newest message in view: at the bottom, or, while the contact form is shown below
  // the messages, at the top so the form follows it.
  useLayoutEffect(() => {
    const container = scrollRef.current;
    if (!container) return;
    const last = container.querySelector<HTMLElement>("[data-newest]");
    container.scrollTop = formShown && last ? Math.max(0, last.offsetTop - 12) : container.scrollHeight;
  }, [newest, formShown]);

  return (
    // Focusable, so a keyboard can scroll back through the conversation in every browser.
    <div
      ref={scrollRef}
      role="region"
      aria-label={copy.conversationLabel}
      tabIndex={0}
      className="relative flex-1 overflow-y-auto overscroll-contain bg-ink-50 px-4 py-4 focus-visible:outline-offset-[-3px]"
    >
      <PanelNotices />
      <div role="log" aria-live="polite" aria-label={copy.messagesLabel}>
        <ol className="flex flex-col gap-3">
          {state.messages.map((message) => (
            <MessageBubble key={message.id} message={message} newest={message.id === newest} />
          ))}
        </ol>
      </div>
      {formShown ? <ContactForm state={state} messageRef={messageRef} /> : null}
    </div>
  );
}

function MessageBubble({ message, newest }: { message: ChatMessage; newest: boolean }) {
  const copy = usePanelCopy();
  return (
    <li
      data-newest={newest ? "" : undefined}
      className={
        message.isUser
          ? "ml-8 self-end rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2.5 text-white"
          : "mr-8 self-start rounded-2xl rounded-bl-sm border border-ink-100 bg-white px-4 py-2.5 text-ink-800 shadow-xs"
      }
    >
      <span className="sr-only">{message.isUser ? copy.visitorPrefix : copy.officePrefix} </span>
      <span className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap">{message.text}</span>
    </li>
  );
}

function MessageInput({
  draft,
  messageRef,
}: {
  draft: string;
  messageRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const copy = usePanelCopy();
  const inputId = useId();
  const hintId = useId();

  function send() {
    store.dispatch({ type: "messageSent", now: new Date() });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; an IME composing text keeps its Enter.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      className="border-t border-ink-100 bg-white px-4 pt-3 pb-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        send();
        messageRef.current?.focus();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {copy.messageLabel}
        </label>
        <textarea
          ref={messageRef}
          id={inputId}
          rows={1}
          maxLength={5000}
          value={draft}
          placeholder={copy.messagePlaceholder}
          aria-describedby={hintId}
          onChange={(event) => store.dispatch({ type: "draftChanged", text: event.target.value })}
          onKeyDown={onKeyDown}
          className="block max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 [field-sizing:content] placeholder:text-ink-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
        />
        <Button type="submit" size="icon">
          <SendIcon className="size-5" />
          <span className="sr-only">{copy.sendMessage}</span>
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-ink-600">
        {copy.messageHint}
      </p>
    </form>
  );
}

function ContactForm({
  state,
  messageRef,
}: {
  state: WidgetState;
  messageRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const copy = usePanelCopy();
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { contact, sending, formError } = state;

  // The form appears a second after the visitor's message: if they are waiting in an empty
  // message box, take them to it. Never while they are typing.
  useEffect(() => {
    const box = messageRef.current;
    if (box && document.activeElement === box && box.value === "") nameRef.current?.focus();
  }, [messageRef]);

  // A disabled button loses focus while sending; after a failure, give it back.
  const wasSending = useRef(sending);
  useEffect(() => {
    if (wasSending.current && !sending && isFocusLost()) submitRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  const change = (field: keyof WidgetContact) => (event: React.ChangeEvent<HTMLInputElement>) =>
    store.dispatch({ type: "contactChanged", field, value: event.target.value });

  return (
    <form
      aria-labelledby={titleId}
      aria-describedby={hintId}
      className="mt-4 rounded-xl border border-ink-200 bg-white p-4 shadow-xs"
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit();
      }}
    >
      <h3 id={titleId} className="font-semibold text-ink-900">
        {copy.contactFormTitle}
      </h3>
      <p id={hintId} className="mt-0.5 text-sm text-ink-600">
        {copy.contactFormHint}
      </p>
      <div className="mt-3 flex flex-col gap-3">
        <Field label={copy.nameLabel} note={copy.required}>
          {(id) => (
            <input
              ref={nameRef}
              id={id}
              type="text"
              required
              autoComplete="name"
              maxLength={200}
              value={contact.name}
              onChange={change("name")}
              aria-describedby={formError ? errorId : undefined}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={copy.emailLabel}>
          {(id) => (
            <input
              id={id}
              type="email"
              autoComplete="email"
              maxLength={200}
              value={contact.email}
              onChange={change("email")}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={copy.phoneLabel}>
          {(id) => (
            <input
              id={id}
              type="tel"
              autoComplete="tel"
              maxLength={40}
              value={contact.phone}
              onChange={change("phone")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {formError ? (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {formError}
        </p>
      ) : null}
      <p className="mt-4 text-xs leading-relaxed text-ink-600">
        {copy.notice}{" "}
        <a href={copy.privacyHref} className="font-medium text-brand-700 underline underline-offset-2">
          {copy.privacyLink}
        </a>
        .
      </p>
      <Button
        ref={submitRef}
        type="submit"
        size="sm"
        busy={sending}
        disabled={!canSubmitContact(state)}
        className="mt-3 w-full"
      >
        {sending ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}

const inputClass =
  "block h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600";

function Field({ label, note, children }: { label: string; note?: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label} {note ? <span className="font-normal text-ink-600">{note}</span> : null}
      </label>
      <div className="mt-1">{children(id)}</div>
    </div>
  );
}

function SentConfirmation({ onClose }: { onClose: () => void }) {
  const copy = usePanelCopy();
  const ref = useRef<HTMLDivElement>(null);

  // The form and its button are gone: keep a keyboard visitor's place in the panel.
  useEffect(() => {
    if (isFocusLost()) ref.current?.focus();
  }, []);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex items-center gap-3 border-t border-ink-100 bg-brand-50 px-5 py-4 focus:outline-none"
    >
      <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-success-700" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-success-700">{copy.sentTitle}</h3>
        <p className="mt-0.5 text-sm text-ink-700">{copy.sentBody}</p>
      </div>
      {/* Also at the bottom: on a phone the toast covers the header's close button for a while. */}
      <Button variant="secondary" size="sm" onClick={onClose} className="shrink-0">
        {copy.closeAfterSent}
      </Button>
    </div>
  );
}

/** True when the focused element has just been disabled or removed and the page holds focus. */
function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
