import { Link, redirect } from "react-router";
import type { Route } from "./+types/site";
import { queryOf, requireFormSession, requireSession } from "~/office/context.server";
import { SiteQuerySchema } from "~/office/page-schemas.server";
import { officeTime } from "~/office/format";
import { officeMeta } from "~/office/meta";
import { Token } from "~/office/request-forms";
import { siteCopy } from "~/office/site/copy";
import { documentSlug } from "~/office/site/editor-form";
import { Checklist, siteLinks } from "~/office/site/site-view";
import { checklist, parts } from "~/office/site/site.server";

const copy = siteCopy;
const sectionId = (section: string) => `site-${section.toLowerCase().replace(/\s+/g, "-")}`;

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = () => officeMeta(copy.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const state = await office.site.draftState();
  const list = checklist(state.snapshot);
  const latest = (await office.site.versions(1))[0];
  const query = queryOf(SiteQuerySchema, request);
  const published = query.published ?? 0;
  return {
    csrf: session.csrf,
    publisher: office.site.isPublisher(session.email),
    sections: parts(state, list.findings),
    blocking: list.blocking,
    listed: list.listed,
    drafts: state.drafts.size,
    version: latest
      ? { number: latest.number, by: latest.publishedBy, at: officeTime(latest.publishedAt) }
      : { number: 0, by: "", at: "" },
    review: state.review
      ? { by: state.review.requestedBy, at: officeTime(state.review.requestedAt), note: state.review.note }
      : null,
    notice: published > 0 ? copy.publish.done(published) : query.review ? copy.publish.reviewSent : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  if (form.get("intent") === "review") {
    // Asked once, whatever the clicks: the reviewers hear of it once.
    await office.siteOnce(session, once, async () => {
      await office.site.requestReview(
        session.email,
        (form.get("note") ?? "").replace(/\s+/g, " ").trim().slice(0, 500),
      );
      return { result: "review", done: true };
    });
    return redirect("/office/site?review=1");
  }
  // Published once: a repeat (a double click, a proxy's replay) is shown the version it made.
  const { result: outcome } = await office.siteOnce(session, once, async () => {
    const published = await office.site.publish(session.email);
    return published.ok
      ? { result: `published ${published.number}`, done: true }
      : { result: published.reason, done: false };
  });
  const number = /^published (\d+)$/.exec(outcome)?.[1];
  if (number) return redirect(`/office/site?published=${number}`);
  const result = { reason: outcome };
  switch (result.reason) {
    case "not-a-publisher":
      return { error: copy.publish.notAllowed, refusals: [] };
    case "nothing-to-publish":
      return { error: copy.publish.nothing, refusals: [] };
    case "raced":
      return { error: copy.publish.raced, refusals: [] };
    case "invalid":
      return { error: copy.publish.invalid, refusals: [] };
    case "refused":
      return {
        error: copy.publish.refused,
        refusals: checklist(await office.site.draftState().then((s) => s.snapshot)).blocking,
      };
  }
}

export default function Site({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, publisher, sections, blocking, listed, drafts, version, review, notice } = loaderData;
  return (
    <>
      <div className="office-heading-row">
        <h1>{copy.title}</h1>
        <p className="office-muted">{copy.published(version.number, version.by, version.at)}</p>
      </div>
      <p>{copy.intro}</p>
      {notice ? (
        <p className="office-notice" role="status">
          {notice}{" "}
          <a href="/" target="_blank" rel="noreferrer">
            {copy.publish.seePublic}
          </a>
        </p>
      ) : null}
      {actionData?.error ? (
        <div className="office-alert" role="alert">
          <p>
            <strong>{actionData.error}</strong>
          </p>
          {actionData.refusals.length > 0 ? <Checklist items={actionData.refusals} limit={40} /> : null}
        </div>
      ) : null}

      <section className="office-panel site-publish" aria-labelledby="site-publish">
        <h2 id="site-publish">{copy.publish.heading}</h2>
        <p>{copy.draftCount(drafts)}</p>
        {review ? <p className="office-notice">{copy.publish.reviewOpen(review.by, review.at, review.note)}</p> : null}
        {publisher ? (
          <form method="post" className="office-row">
            <Token csrf={csrf} />
            <input type="hidden" name="intent" value="publish" />
            <button className="office-button" type="submit" disabled={drafts === 0}>
              {copy.publish.button}
            </button>
            <span className="office-muted office-small">{copy.publish.who}</span>
          </form>
        ) : (
          <p className="office-muted">{copy.publish.notPublisher}</p>
        )}
        <form method="post" className="office-stack site-review">
          <Token csrf={csrf} />
          <input type="hidden" name="intent" value="review" />
          <label className="office-label" htmlFor="site-review-note">
            {copy.publish.reviewLabel}
          </label>
          <input className="office-input" id="site-review-note" name="note" maxLength={500} />
          <div>
            <button className="office-button office-button-quiet" type="submit">
              {copy.publish.reviewButton}
            </button>
          </div>
        </form>
        <p>
          <Link to="/office/site/preview">{copy.previewLink}</Link> ·{" "}
          <Link to="/office/site/history">{copy.history}</Link> ·{" "}
          <Link to="/office/site/interface">{copy.interface}</Link>
        </p>
      </section>

      <section className="office-panel" aria-labelledby="site-checklist">
        <h2 id="site-checklist">{copy.checklist.heading}</h2>
        {blocking.length === 0 ? (
          <p className="office-notice">{copy.checklist.none}</p>
        ) : (
          <>
            <p>{copy.checklist.intro}</p>
            <Checklist items={blocking} limit={25} />
          </>
        )}
        {listed.length > 0 ? (
          <>
            <p>{copy.checklist.launchList}</p>
            <Checklist items={listed} limit={12} />
          </>
        ) : null}
      </section>

      {sections.map(({ section, title, parts: documents }) => (
        <section key={section} className="office-panel" aria-labelledby={sectionId(section)}>
          <h2 id={sectionId(section)}>{title}</h2>
          <ul className="site-parts">
            {documents.map((part) => (
              <li key={part.id} className="site-part">
                <div className="site-part-head">
                  <Link to={`/office/site/edit/${documentSlug(part.id)}`} className="site-part-title">
                    {part.title}
                  </Link>
                  <span className="office-tags">
                    {part.draft ? (
                      <span className="office-tag office-tag-wait">{copy.draftBy(part.draft.by, part.draft.at)}</span>
                    ) : (
                      <span className="office-tag office-tag-plain">{copy.unchanged}</span>
                    )}
                    {part.blocking > 0 ? (
                      <span className="office-tag office-tag-bad">{part.blocking} to change</span>
                    ) : null}
                    {part.stale > 0 ? (
                      <span className="office-tag office-tag-wait">{copy.needsTranslation(part.stale)}</span>
                    ) : null}
                    {part.awaitingReview ? (
                      <span className="office-tag office-tag-plain">{copy.awaitingReview}</span>
                    ) : null}
                  </span>
                </div>
                <p className="office-muted office-small">{part.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
