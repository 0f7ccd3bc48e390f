import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { type MessageBoxRef, usePanelCopy } from "./panel-copy";
import { isFocusLost, store } from "./panel-store";
import type { MessageWidgetCopy } from "./widget-copy";
import { canSubmitContact, type WidgetContact, type WidgetState } from "./widget-state";

/** The contact details the office asks for, in the order it asks: a name, then a way to answer. */
const FIELDS: {
  field: keyof WidgetContact;
  label: (copy: MessageWidgetCopy) => string;
  type: "text" | "email" | "tel";
  autoComplete: "name" | "email" | "tel";
  maxLength: number;
}[] = [
  { field: "name", label: (copy) => copy.nameLabel, type: "text", autoComplete: "name", maxLength: 200 },
  { field: "email", label: (copy) => copy.emailLabel, type: "email", autoComplete: "email", maxLength: 200 },
  { field: "phone", label: (copy) => copy.phoneLabel, type: "tel", autoComplete: "tel", maxLength: 40 },
];

const inputClass =
  "block h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600";

/** The form the office's reply asks the visitor to fill in: a name and an email or a phone. */
export function ContactForm({ state, messageRef }: { state: WidgetState; messageRef: MessageBoxRef }) {
  const copy = usePanelCopy();
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const inputs = useRef<Partial<Record<keyof WidgetContact, HTMLInputElement | null>>>({});
  const { contact, sending, formError, formErrorField } = state;
  // The detail an error is about: the one the site's own check names, else the name (the one required field).
  const faulty = formError ? (formErrorField ?? "name") : null;

  // After a refused send, take the visitor to the detail to fix, as the form on /consultation does.
  useEffect(() => {
    if (faulty) inputs.current[faulty]?.focus();
  }, [faulty, formError]);

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

  return (
    <form
      // The site's own messages, in the page's language and its usted, never the browser's
      // ("Please enter a part following '@'…"): the schema the server uses checks the details.
      noValidate
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
        {FIELDS.map(({ field, label, type, autoComplete, maxLength }) => {
          // The name is the one required field.
          const name = field === "name";
          return (
            <Field key={field} label={label(copy)} note={name ? copy.required : undefined}>
              {(id) => (
                <input
                  ref={(element) => {
                    inputs.current[field] = element;
                    if (name) nameRef.current = element;
                  }}
                  id={id}
                  type={type}
                  required={name || undefined}
                  autoComplete={autoComplete}
                  maxLength={maxLength}
                  value={contact[field]}
                  onChange={(event) => store.dispatch({ type: "contactChanged", field, value: event.target.value })}
                  aria-invalid={faulty === field || undefined}
                  aria-describedby={faulty === field ? errorId : undefined}
                  className={inputClass}
                />
              )}
            </Field>
          );
        })}
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
