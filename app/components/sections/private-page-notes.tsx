import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/page-hero";
import { telHref } from "~/content/firm";
import { useFirm } from "~/lib/site-text";

/** The words both private pages (answering the office, choosing a time) close with. */
type NotesCopy = {
  noRelationship: string;
  privacyLead: string;
  privacyLink: { href: string; text: string };
  phoneLead: string;
};

/** Sending from a private page makes no one a client; how what they send is kept. */
export function PrivacyNote({ copy, className = "" }: { copy: NotesCopy; className?: string }) {
  return (
    <p className={`${className} text-sm text-ink-700`.trim()}>
      {copy.noRelationship} {copy.privacyLead}{" "}
      <a className="underline" href={copy.privacyLink.href}>
        {copy.privacyLink.text}
      </a>
      .
    </p>
  );
}

/** The office's phone, last on a private page: the way to reach it when the page cannot help. */
function PhoneLine({ copy }: { copy: NotesCopy }) {
  const firm = useFirm();
  return (
    <p className="mt-8 text-ink-700">
      {copy.phoneLead}{" "}
      <a className="font-semibold underline" href={telHref(firm.phone.e164)}>
        {firm.phone.display}
      </a>
    </p>
  );
}

/** A private page's frame: its hero, what the page holds, and the office's phone last. */
export function PrivatePage({
  title,
  lead,
  copy,
  children,
}: {
  title: string;
  lead?: string | undefined;
  copy: NotesCopy;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <div className="section-y">
        <div className="container-page max-w-3xl">
          {children}
          <PhoneLine copy={copy} />
        </div>
      </div>
    </>
  );
}
