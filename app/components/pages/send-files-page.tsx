import { SendFiles, type SendFilesCopy } from "~/features/evidence-upload/send-files";
import { PAGE_ISLAND_ID } from "~/islands/islands";
import type { Language } from "~/lib/language";

/** /send-files: where a visitor sends the office photos and video for a request they made. */
export function SendFilesPage({ copy, language, phone }: { copy: SendFilesCopy; language: Language; phone: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-16">
      <h1 className="font-serif text-4xl font-semibold text-ink-900 sm:text-5xl">{copy.heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-700">{copy.intro}</p>
      <p className="mt-3 text-ink-700">{copy.privacy}</p>
      {/* The page's own island. */}
      <div id={PAGE_ISLAND_ID} className="contents">
        <SendFiles copy={copy} language={language} phone={phone} />
      </div>
    </div>
  );
}
