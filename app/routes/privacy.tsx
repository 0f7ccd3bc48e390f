import { Fragment } from "react";
import type { Route } from "./+types/privacy";
import { PageHero } from "~/components/sections/page-hero";
import { privacyCopy } from "~/content/privacy";
import { formatIsoDate } from "~/lib/format-date";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = () => seo({ ...privacyCopy.meta, path: "/privacy" });

export default function Privacy() {
  return (
    <>
      <PageHero title={privacyCopy.title} lead={privacyCopy.intro}>
        <p className="text-brand-100">
          {privacyCopy.effectiveLabel}{" "}
          <time dateTime={privacyCopy.effectiveDate}>{formatIsoDate(privacyCopy.effectiveDate)}</time>
        </p>
      </PageHero>
      <div className="section-y">
        <div className="container-page">
          <div className="prose-body">
            {privacyCopy.sections.map((section) => (
              <Fragment key={section.title}>
                <h2>{section.title}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items ? (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </Fragment>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
