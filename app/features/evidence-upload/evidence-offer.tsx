import { useState } from "react";
import { sendFilesHref, type UploadGrant } from "~/contract/evidence-uploads";
import type { evidenceOfferCopy } from "~/content/evidence-upload";
import type { Translation } from "~/content/translation";
import type { Language } from "~/lib/language";

export type EvidenceOfferCopy = Translation<typeof evidenceOfferCopy>;

/** Sizes as the visitor reads them, in the offer: "2 GB". */
function shortSize(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

/**
 * "Send photos or video": the one offer, placed once by the form's confirmation and once by the
 * widget's, leading to the page that sends them with this request's credential. The upload code
 * loads there, only when the visitor chooses to send files.
 */
export function EvidenceOffer({
  grant,
  copy,
  language,
  compact = false,
}: {
  grant: UploadGrant;
  copy: EvidenceOfferCopy;
  language: Language;
  compact?: boolean;
}) {
  const [hours] = useState(() => Math.max(1, Math.round((grant.expiresAt - Date.now()) / 3_600_000)));
  return (
    <div className={compact ? "mt-3" : "mt-6 border-t border-brand-100 pt-5"}>
      <h4 className="font-semibold text-ink-900">{copy.heading}</h4>
      <p className={compact ? "mt-1 text-sm text-ink-700" : "mt-1 leading-relaxed text-ink-700"}>{copy.body}</p>
      <p className={compact ? "mt-1 text-sm text-ink-700" : "mt-1 text-sm text-ink-700"}>
        {copy.limits(grant.limits.files, shortSize(grant.limits.fileBytes))}
      </p>
      <a
        href={sendFilesHref(language, grant.token, grant.limits)}
        className="mt-3 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {copy.button}
      </a>
      <p className="mt-2 text-sm text-ink-700">{copy.expires(hours)}</p>
    </div>
  );
}
