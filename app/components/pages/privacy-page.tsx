import { Fragment } from "react";
import { PageHero } from "~/components/sections/page-hero";
import { Markdown } from "~/content/model/markdown-view";
import type { privacyCopy } from "~/content/privacy";
import type { Translation } from "~/content/translation";
import { formatIsoDate } from "~/lib/format-date";
import { useSiteText } from "~/lib/site-text";

export function PrivacyPage({ copy }: { copy: Translation<typeof privacyCopy> }) {
  const { language } = useSiteText();
  return (
    <>
      <PageHero title={copy.title} lead={copy.intro}>
        <p className="text-brand-100">
          {copy.effectiveLabel} <time dateTime={copy.effectiveDate}>{formatIsoDate(copy.effectiveDate, language)}</time>
        </p>
      </PageHero>
      <div className="section-y">
        <div className="container-page">
          <div className="prose-body">
            {copy.sections.map((section) => (
              <Fragment key={section.title}>
                <h2>{section.title}</h2>
                <Markdown text={section.paragraphs} />
              </Fragment>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
