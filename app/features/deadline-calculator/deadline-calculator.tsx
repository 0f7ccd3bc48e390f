import { useState, useSyncExternalStore } from "react";
import { CallButton } from "~/components/ui/call-button";
import type { deadlinesGuide } from "~/content/guides/deadlines";
import type { Translation } from "~/content/translation";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { dayIn, fromIsoDay, isoDay } from "~/lib/calendar-day";
import { formatIsoDate } from "~/lib/format-date";
import type { Language } from "~/lib/language";
import { useSiteText } from "~/lib/site-text";
import { countDeadlines, type CountedDeadline } from "./count-deadlines";
import { CALCULATOR_TITLE_ID } from "./calculator-words";

export type CalculatorWords = Translation<typeof deadlinesGuide.calculator>;

export const CALCULATOR_INPUT_ID = "deadline-incident-date";

const noSubscription = () => () => {};
const californiaToday = () => isoDay(dayIn(OFFICE_TIME_ZONE, Date.now()));

/**
 * The deadlines guide's calculator: an incident date in, the claim's and the lawsuit's dates out,
 * counted in the browser (nothing is sent anywhere) on California's calendar. The page's own
 * island (app/islands/deadline-calculator.tsx); before it runs, the date field is there and the
 * guide's rules and examples say the rest.
 */
export function DeadlineCalculator({ words, language }: { words: CalculatorWords; language: Language }) {
  const { header } = useSiteText();
  // A date typed before the script arrived is kept.
  const [incident, setIncident] = useState(() =>
    typeof document === "undefined"
      ? ""
      : ((document.getElementById(CALCULATOR_INPUT_ID) as HTMLInputElement | null)?.value ?? ""),
  );
  // Today is the visitor's, in California: unknown when the page was prerendered.
  const todayIso = useSyncExternalStore(noSubscription, californiaToday, () => null);
  const today = todayIso ? fromIsoDay(todayIso) : null;

  const counted = today ? countDeadlines(incident, today) : { state: "empty" as const };

  return (
    <section
      aria-labelledby={CALCULATOR_TITLE_ID}
      className="rounded-card border border-brand-100 bg-brand-50 px-5 py-6 sm:px-8"
    >
      <h2 id={CALCULATOR_TITLE_ID} className="font-serif text-2xl font-semibold text-ink-900">
        {words.title}
      </h2>
      <p className="mt-2 text-ink-700">{words.intro}</p>
      <form className="mt-5" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={CALCULATOR_INPUT_ID} className="block text-sm font-semibold text-ink-900">
          {words.dateLabel}
        </label>
        <input
          id={CALCULATOR_INPUT_ID}
          type="date"
          min="1900-01-01"
          max={todayIso ?? undefined}
          onChange={(event) => setIncident(event.target.value)}
          aria-describedby={`${CALCULATOR_INPUT_ID}-hint`}
          className="mt-1.5 block min-h-12 w-full max-w-xs rounded-lg border border-ink-400 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs hover:border-ink-500 focus:border-brand-600"
        />
        <p id={`${CALCULATOR_INPUT_ID}-hint`} className="mt-1 text-sm text-ink-600">
          {words.dateHint}
        </p>
      </form>
      <div aria-live="polite" className="mt-5">
        {counted.state === "counted" ? (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Deadline label={words.claimLabel} deadline={counted.claim} words={words} language={language}>
                {counted.claim.daysLeft < 0 && counted.lateClaim.daysLeft >= 0 ? (
                  <p className="mt-2 text-sm text-ink-800">
                    {words.latePassed.replace("{date}", formatIsoDate(counted.lateClaim.date, language))}
                  </p>
                ) : null}
              </Deadline>
              <Deadline label={words.suitLabel} deadline={counted.suit} words={words} language={language} />
            </dl>
            <p className="mt-4 text-sm font-semibold text-ink-900">{words.confirm}</p>
            {/* The moment of most alarm on the site: the call is one tap away, here. */}
            <div className="mt-3">
              <CallButton label={header.callLabel} surface="light" />
            </div>
          </>
        ) : (
          <p className="text-sm text-ink-700">{counted.state === "future" ? words.future : words.empty}</p>
        )}
      </div>
    </section>
  );
}

function Deadline({
  label,
  deadline,
  words,
  language,
  children,
}: {
  label: string;
  deadline: CountedDeadline;
  words: CalculatorWords;
  language: Language;
  children?: React.ReactNode;
}) {
  const passed = deadline.daysLeft < 0;
  // Two months or less: it must not look like a date years away.
  const soon = !passed && deadline.daysLeft <= SOON_DAYS;
  const frame = passed
    ? "border-danger-600 bg-white"
    : soon
      ? "border-accent-600 bg-accent-50"
      : "border-ink-200 bg-white";
  return (
    <div className={`rounded-lg border-2 p-4 ${frame}`}>
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-1">
        <span className="block font-serif text-xl font-semibold text-ink-900">
          {words.due} {formatIsoDate(deadline.date, language)}
        </span>
        <span
          className={`mt-1 block text-sm ${passed ? "font-semibold text-danger-700" : soon ? "font-semibold text-accent-700" : "text-ink-700"}`}
        >
          {daysLeftText(deadline.daysLeft, words)}
        </span>
        {children}
      </dd>
    </div>
  );
}

/** A deadline this close stands out (amber), as one passed does (red). */
const SOON_DAYS = 60;

export function daysLeftText(daysLeft: number, words: CalculatorWords): string {
  if (daysLeft < 0) return words.passed;
  if (daysLeft === 0) return words.lastDay;
  if (daysLeft === 1) return words.oneDayLeft;
  return words.daysLeft.replace("{days}", daysLeft.toLocaleString("en-US"));
}
