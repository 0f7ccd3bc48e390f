import { useEffect, useId, useRef } from "react";
import { Icon } from "~/components/icon";
import { EmergencyNotice } from "~/components/sections/emergency-notice";
import { OfficeHours } from "~/components/sections/office-hours";
import { useFormCopy, useFormLanguage } from "./form-copy";
import type { UploadGrant } from "~/contract/evidence-uploads";
import type { BookingOffer as Offer } from "~/contract/contact-endpoint";
import { BookingOffer } from "./booking-offer";
import { EvidenceOffer } from "~/features/evidence-upload/evidence-offer";
import { telHref } from "~/content/firm";
import { useFirm } from "~/lib/site-text";

/**
 * What stays on /consultation after a request is sent (the toast fades after a few seconds):
 * that it arrived, a reference to quote on the phone, what happens next and how to send another.
 * It takes focus when it appears, so a screen reader reads it and a keyboard continues from it.
 */
export function SubmissionConfirmation({
  reference,
  uploads,
  booking,
  onSendAnother,
}: {
  reference: string | undefined;
  /** Where and how to send photos or video with the request, when the server offers it. */
  uploads?: UploadGrant;
  /** The next open times and the page to pick one, when the firm lets visitors pick. */
  booking?: Offer;
  onSendAnother: () => void;
}) {
  const copy = useFormCopy().confirmation;
  const language = useFormLanguage();
  const firm = useFirm();
  const titleId = useId();
  const bodyId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-xl border border-success-700/30 bg-brand-50 p-4 sm:p-7">
      <div className="flex items-center gap-3">
        <CheckCircleIcon className="size-7 shrink-0 text-success-700" />
        <h3
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          aria-describedby={bodyId}
          className="font-serif text-2xl font-semibold text-ink-900 focus:outline-none"
        >
          {copy.title}
        </h3>
      </div>
      <div id={bodyId} className="mt-3 space-y-1 text-ink-800">
        <p>{copy.body}</p>
        {reference ? (
          <p>
            {copy.referenceLabel} <strong className="font-mono text-lg tracking-wider text-ink-900">{reference}</strong>
          </p>
        ) : null}
      </div>
      {reference ? <p className="mt-1 text-sm text-ink-700">{copy.referenceHint}</p> : null}
      {booking ? <BookingOffer offer={booking} language={language} /> : null}
      {uploads ? <EvidenceOffer grant={uploads} copy={copy.evidence} language={language} /> : null}

      <div className="mt-6 border-t border-brand-100 pt-5">
        <h4 className="font-semibold text-ink-900">{copy.nextTitle}</h4>
        <p className="mt-1 leading-relaxed text-ink-700">{copy.next}</p>
        <p className="mt-3 text-ink-800">
          {copy.callLead}{" "}
          <a
            href={telHref(firm.phone.e164)}
            className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
          >
            {firm.phone.display}
          </a>
        </p>
        <OfficeHours className="mt-2" />
        <EmergencyNotice className="mt-3" />
      </div>

      <button
        type="button"
        onClick={onSendAnother}
        className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg border border-brand-700 px-6 py-3 font-semibold text-brand-800 transition-colors hover:bg-white"
      >
        {copy.sendAnother}
      </button>
    </section>
  );
}

function CheckCircleIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  );
}
