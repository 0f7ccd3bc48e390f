import { useId, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import { type MessageBoxRef, usePanelCopy } from "./panel-copy";
import { SendIcon } from "./panel-icons";
import { store } from "./panel-store";

/**
 * The visitor's message box: Enter sends, Shift+Enter starts a new line. While the contact form is
 * shown (`addingMore`) it only adds to the message, so its button steps back for "Send to the office".
 */
export function MessageInput({
  draft,
  messageRef,
  addingMore = false,
}: {
  draft: string;
  messageRef: MessageBoxRef;
  addingMore?: boolean;
}) {
  const copy = usePanelCopy();
  const inputId = useId();
  const hintId = useId();

  function send() {
    store.dispatch({ type: "messageSent", now: new Date() });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composing text keeps its Enter.
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
          placeholder={addingMore ? copy.addMorePlaceholder : copy.messagePlaceholder}
          aria-describedby={hintId}
          onChange={(event) => store.dispatch({ type: "draftChanged", text: event.target.value })}
          onKeyDown={onKeyDown}
          className="block max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 [field-sizing:content] placeholder:text-ink-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
        />
        <Button type="submit" size="icon" variant={addingMore ? "secondary" : "primary"}>
          <SendIcon className="size-5" />
          <span className="sr-only">{addingMore ? copy.addMore : copy.sendMessage}</span>
        </Button>
      </div>
      {/* Only where there is a keyboard to press Enter on: a mouse or trackpad, not a touch screen. */}
      <p id={hintId} className="mt-1 hidden text-xs text-ink-600 pointer-fine:block">
        {copy.messageHint}
      </p>
    </form>
  );
}
