import { useLayoutEffect, useRef } from "react";
import { ArrowRightIcon } from "~/components/icons";
import { useSiteText } from "~/lib/site-text";
import { ContactForm } from "./contact-form";
import { type MessageBoxRef, usePanelCopy } from "./panel-copy";
import { PanelNotices } from "./panel-notices";
import { showsContactForm, type ChatMessage, type WidgetState } from "./widget-state";

/** The conversation: the notices, the messages, and the contact form once the office asks for it. */
export function Conversation({ state, messageRef }: { state: WidgetState; messageRef: MessageBoxRef }) {
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
          {state.messages.map((message, index) => (
            <MessageBubble
              key={message.id}
              message={message}
              newest={message.id === newest}
              greeting={index === 0 && !message.isUser}
            />
          ))}
        </ol>
      </div>
      {formShown ? <ContactForm state={state} messageRef={messageRef} /> : null}
    </div>
  );
}

function MessageBubble({ message, newest, greeting }: { message: ChatMessage; newest: boolean; greeting: boolean }) {
  const copy = usePanelCopy();
  const firstGuide = useSiteText().navigation.guides[0]!;
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
      {/* Under the greeting: the guide for someone who needs to know what to do before the office answers. */}
      {greeting ? (
        <a
          href={firstGuide.href}
          className="mt-1 flex min-h-11 items-center gap-1.5 text-[0.9375rem] font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
        >
          {firstGuide.name}
          <ArrowRightIcon className="size-4 shrink-0" />
        </a>
      ) : null}
    </li>
  );
}
