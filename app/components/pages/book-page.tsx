import { PrivacyNote, PrivatePage } from "~/components/sections/private-page-notes";
import type { bookingPage } from "~/content/booking";
import type { Translation } from "~/content/translation";
import type { Language } from "~/lib/language";
import { useFirm } from "~/lib/site-text";
import { dayWords, timeWords, whenWords } from "~/lib/when-words";
import type { BookingView, PickOutcome } from "../../../server/agenda/self-booking";

export type BookRefusal = Exclude<PickOutcome["outcome"], "held">;

/** The open times by office day, in order. */
function byDay(slots: readonly number[], language: Language): { day: string; slots: number[] }[] {
  const days: { day: string; slots: number[] }[] = [];
  for (const slot of slots) {
    const day = dayWords(slot, language);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

/**
 * The page a booking link opens: the open times by day, each a button of one plain form that
 * posts to itself (it works without JavaScript), in the visitor's language; the time picked is
 * held at once, or refused with why.
 */
export function BookPage({
  copy,
  language,
  view,
  held,
  refused,
}: {
  copy: Translation<typeof bookingPage>;
  language: Language;
  view: BookingView;
  held: number | null;
  refused: BookRefusal | null;
}) {
  const firm = useFirm();
  const phone = (text: string) => text.replaceAll("{phone}", firm.phone.display);
  const expired = view.state === "expired" || refused === "expired";
  const refusal =
    refused === "taken" || refused === "past" || refused === "outside" || refused === "missing"
      ? copy.refused[refused]
      : refused === "not_saved"
        ? phone(copy.notSaved)
        : null;
  return (
    <PrivatePage
      title={expired ? copy.expiredHeading : copy.heading}
      lead={expired ? phone(copy.expired) : view.state === "open" ? copy.intro : undefined}
      copy={copy}
    >
      {held !== null ? (
        <div role="status" className="mb-6 rounded-lg border border-success-700 bg-brand-50 px-4 py-3 text-ink-900">
          <p className="font-semibold">{copy.held(whenWords(held, language, copy.zone))}</p>
          <p className="mt-2">{copy.heldNext}</p>
          <p className="mt-2">{phone(copy.change)}</p>
        </div>
      ) : null}
      {refusal ? (
        <p role="alert" className="mb-6 rounded-lg border border-danger-700 px-4 py-3 font-semibold text-danger-700">
          {refusal}
        </p>
      ) : null}
      {view.state === "off" ? <p className="text-ink-800">{phone(copy.off)}</p> : null}
      {view.state === "have" && held === null ? (
        <div className="space-y-2 text-ink-800">
          <p className="font-semibold">{copy.already(whenWords(view.startsAt, language, copy.zone))}</p>
          <p>{view.confirmed ? copy.alreadyConfirmed : copy.alreadyHeld}</p>
          <p>{phone(copy.change)}</p>
        </div>
      ) : null}
      {view.state === "open" ? (
        <>
          <p className="mb-6 text-ink-800">{copy.length(view.minutes)}</p>
          {view.slots.length === 0 ? (
            <p className="text-ink-800">{phone(copy.noneOpen)}</p>
          ) : (
            <form method="post">
              <fieldset>
                <legend className="mb-4 text-lg font-semibold text-ink-900">{copy.chosenLegend}</legend>
                {byDay(view.slots, language).map(({ day, slots }) => (
                  <section key={day} className="mb-6" aria-label={copy.dayHeading(day)}>
                    <h2 className="mb-2 font-semibold text-ink-900 first-letter:uppercase">{copy.dayHeading(day)}</h2>
                    <ul className="flex flex-wrap gap-2">
                      {slots.map((slot) => (
                        <li key={slot}>
                          <button
                            type="submit"
                            name="slot"
                            value={String(slot)}
                            aria-label={`${copy.choose}: ${whenWords(slot, language, copy.zone)}`}
                            className="inline-flex min-h-12 items-center justify-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
                          >
                            {timeWords(slot, language)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </fieldset>
            </form>
          )}
          <PrivacyNote copy={copy} className="mt-6" />
        </>
      ) : null}
    </PrivatePage>
  );
}
