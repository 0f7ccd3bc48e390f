import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { usePanelCopy } from "./panel-copy";
import { CheckCircleIcon } from "./panel-icons";
import { isFocusLost, store } from "./panel-store";
import { EvidenceOffer } from "~/features/evidence-upload/evidence-offer";
import { useSiteText } from "~/lib/site-text";

/** What the panel says once the office has the visitor's messages and details. */
export function SentConfirmation({ onClose, reference }: { onClose: () => void; reference: string | null }) {
  const copy = usePanelCopy();
  const { language } = useSiteText();
  const grant = store.uploadGrant();
  const ref = useRef<HTMLDivElement>(null);

  // The form and its button are gone: keep a keyboard visitor's place in the panel.
  useEffect(() => {
    if (isFocusLost()) ref.current?.focus();
  }, []);

  return (
    <div ref={ref} tabIndex={-1} className="border-t border-ink-100 bg-brand-50 px-5 py-4 focus:outline-none">
      <div className="flex items-start gap-3">
        <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-success-700" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-success-700">{copy.sentTitle}</h3>
          <p className="mt-0.5 text-sm text-ink-700">{copy.sentBody}</p>
          {reference ? (
            <p className="mt-1 text-sm text-ink-700">
              {copy.referenceLabel} <strong className="font-mono tracking-wider text-ink-900">{reference}</strong>
            </p>
          ) : null}
        </div>
      </div>
      {/* The offer and the close button take the panel's whole width, below the confirmation. */}
      {grant ? <EvidenceOffer grant={grant} copy={copy.evidenceOffer} language={language} compact /> : null}
      {/* Also at the bottom: on a phone the toast covers the conversation for a while. */}
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" size="sm" onClick={onClose}>
          {copy.closeAfterSent}
        </Button>
      </div>
    </div>
  );
}
