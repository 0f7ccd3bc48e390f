import type { BookingOffer as Offer } from "~/contract/contact-endpoint";
import { bookingOfferCopy as en } from "~/content/booking";
import { bookingOfferCopy as es } from "~/content/es/booking";
import type { Language } from "~/lib/language";
import { whenWords } from "~/lib/when-words";

/**
 * "Choose a time for your free consultation", on the form's confirmation while the firm lets
 * visitors pick: the next open times and a link to the page that holds one (/book, with this
 * request's own link). Plain links: no code of the pick page loads here.
 */
export function BookingOffer({ offer, language }: { offer: Offer; language: Language }) {
  const copy = language === "es" ? es : en;
  return (
    <div className="mt-6 border-t border-brand-100 pt-5">
      <h4 className="font-semibold text-ink-900">{copy.heading}</h4>
      {offer.next.length === 0 ? (
        <p className="mt-1 leading-relaxed text-ink-700">{copy.none}</p>
      ) : (
        <>
          <p className="mt-1 leading-relaxed text-ink-700">{copy.body}</p>
          <ul className="mt-3 space-y-2">
            {offer.next.map((at) => (
              <li key={at}>
                <a
                  href={offer.url}
                  aria-label={`${copy.choose}: ${whenWords(at, language, copy.zone)}`}
                  className="font-semibold text-brand-700 underline underline-offset-2 first-letter:uppercase"
                >
                  {whenWords(at, language, copy.zone)}
                </a>
              </li>
            ))}
          </ul>
          <a
            href={offer.url}
            className="mt-3 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {copy.more}
          </a>
        </>
      )}
    </div>
  );
}
