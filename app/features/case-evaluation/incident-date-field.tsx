import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { CloseIcon } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { useFormCopy, useFormLanguage } from "./form-copy";
import { EARLIEST_INCIDENT_DATE, formatIncidentDate, parseIncidentDate, startOfToday } from "~/contract/incident-date";
import { controlClass, fieldIds } from "./field";
import { displayIncidentDate } from "./incident-date";

// One calendar per language, so the month and day names of the other language are never fetched.
const calendars = {
  en: { load: () => import("./incident-calendar") },
  es: { load: () => import("./incident-calendar-es") },
};
const lazyCalendars = {
  en: lazy(calendars.en.load),
  es: lazy(calendars.es.load),
};

type IncidentDateFieldProps = {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  fieldRef: (element: HTMLElement | null) => void;
  describedBy?: string;
  /** Before hydration the page shows the browser's own date input, which works without script. */
  interactive: boolean;
};

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * The optional date of the incident: a button that opens a modal <dialog> with a one-month
 * calendar (docs/decisions/030). The dialog traps focus, closes on Escape and returns focus to
 * the button, all natively.
 */
export function IncidentDateField({
  id,
  name,
  value,
  onChange,
  onBlur,
  fieldRef,
  describedBy,
  interactive,
}: IncidentDateFieldProps) {
  const copy = useFormCopy().fields.incidentDate;
  const language = useFormLanguage();
  const loadCalendar = calendars[language].load;
  const IncidentCalendar = lazyCalendars[language];
  const [open, setOpen] = useState(false);
  const [today, setToday] = useState(() => startOfToday());
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Derived from the field's id, not useId(): the form is hydrated as an island, whose tree is not
  // the page's, so useId would give other ids than the server wrote (ADR 001).
  const titleId = `${id}-title`;
  const helpId = `${id}-help`;
  const valueId = `${id}-value`;
  const selected = parseIncidentDate(value);

  // The calendar is small; fetch it once the page is idle so the dialog opens at once.
  useEffect(() => {
    if (!interactive) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void loadCalendar());
  }, [interactive, loadCalendar]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!interactive) {
    return (
      <input
        ref={fieldRef}
        id={id}
        name={name}
        type="date"
        min={isoDate(EARLIEST_INCIDENT_DATE)}
        aria-describedby={describedBy}
        className={controlClass(false)}
      />
    );
  }

  const openCalendar = () => {
    setToday(startOfToday());
    setOpen(true);
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={(element) => {
            triggerRef.current = element;
            fieldRef(element);
          }}
          id={id}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${fieldIds(id).label} ${valueId}`}
          aria-describedby={describedBy}
          onClick={openCalendar}
          onBlur={onBlur}
          className={`${controlClass(false)} flex min-h-11 flex-1 items-center justify-between gap-3 text-left`}
        >
          <span id={valueId} className={selected ? "text-ink-900" : "text-ink-600"}>
            {selected ? displayIncidentDate(selected, language) : copy.placeholder}
          </span>
          <CalendarIcon className="size-5 shrink-0 text-brand-700" />
        </button>
        {selected ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange("");
              // The clear button goes away with the date: keep the keyboard on the field.
              triggerRef.current?.focus();
            }}
          >
            {copy.clear}
          </Button>
        ) : null}
      </div>

      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={helpId}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> itself, outside its content.
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="m-auto max-w-[calc(100vw-1rem)] rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-[rgba(20,20,18,0.6)]"
      >
        {open ? (
          <div className="p-3 min-[360px]:p-4 sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={titleId} className="font-serif text-lg font-semibold">
                {copy.dialogTitle}
              </h2>
              <Button variant="ghost" size="icon" onClick={() => setOpen(false)} className="-mt-1 -mr-1">
                <span className="sr-only">{copy.close}</span>
                <CloseIcon className="size-5" />
              </Button>
            </div>
            {/* The keys' help shows where there is a keyboard (a fine pointer), as the widget's Enter hint. */}
            <p id={helpId} className="mt-1 hidden max-w-xs text-sm text-ink-600 pointer-fine:block">
              {copy.dialogHelp}
            </p>
            <div className="mt-3 flex min-h-[22rem] justify-center">
              <Suspense fallback={<p className="self-center text-sm text-ink-600">{copy.loading}</p>}>
                <IncidentCalendar
                  selected={selected}
                  today={today}
                  onSelect={(date) => {
                    onChange(formatIncidentDate(date));
                    setOpen(false);
                  }}
                />
              </Suspense>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

function CalendarIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </Icon>
  );
}
