import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent } from "react";
import { CloseIcon, PhoneIcon } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { telHref } from "~/content/firm";
import { useFirm } from "~/lib/site-text";
import { Conversation } from "./conversation";
import { MessageInput } from "./message-input";
import { PanelCopyProvider, usePanelCopy } from "./panel-copy";
import { PANEL_ID, panelFrameClass } from "./panel-frame";
import { activeGreeting, setActiveEdition, store } from "./panel-store";
import { SentConfirmation } from "./sent-confirmation";
import type { WidgetEdition } from "./widget-copy";
import { showsContactForm, showsMessageInput } from "./widget-state";

/**
 * The panel of the message widget. It is loaded on first open or when the page is quiet (see
 * message-widget.tsx), so none of this is in a page's first-load JavaScript. It only ever runs
 * in the browser: the launcher renders it after a visitor's click.
 */
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
    setActiveEdition(edition);
  }, [edition]);
  return (
    <PanelCopyProvider value={edition.copy}>
      <Panel {...props} />
    </PanelCopyProvider>
  );
}

/** The CSS variable that says where the open panel's header ends (read by toaster.css). */
const PANEL_HEADER_END = "--message-panel-header-end";

function Panel({ onClose, moveFocus }: Omit<MessageWidgetPanelProps, "edition">) {
  const firm = useFirm();
  const copy = usePanelCopy();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    store.dispatch({ type: "opened", now: new Date(), greeting: activeGreeting() });
  }, []);

  // Where the panel's header ends, for the toasts: on a phone the panel fills the screen, and a
  // toast must not cover its title or close button (toaster.css).
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === "undefined") return; // an old browser: toasts at their default place
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(PANEL_HEADER_END, `${Math.ceil(header.getBoundingClientRect().bottom)}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty(PANEL_HEADER_END);
    };
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
      <header ref={headerRef} className="flex items-start gap-3 bg-brand-800 px-5 py-4 text-white">
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

      {state.submitted ? (
        <SentConfirmation onClose={() => onClose({ returnFocus: true })} reference={state.reference} />
      ) : null}
      {showsMessageInput(state) ? (
        <MessageInput draft={state.draft} messageRef={messageRef} addingMore={showsContactForm(state)} />
      ) : null}

      <footer className="flex items-center justify-between gap-3 border-t border-ink-100 px-4 text-sm">
        <a
          href={telHref(firm.phone.e164)}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
        >
          <PhoneIcon className="size-4 text-brand-700" />
          <span className="sr-only">{copy.call}</span>
          {firm.phone.display}
        </a>
        {/* Its words take two lines where the row is too narrow ("Schedule Consultation" at 320 px): the footer keeps its one row. */}
        <a
          href={copy.scheduleConsultationHref}
          onClick={() => onClose({ returnFocus: false })}
          className="inline-flex min-h-11 items-center text-right leading-tight font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {copy.scheduleConsultation}
        </a>
      </footer>
    </dialog>
  );
}
