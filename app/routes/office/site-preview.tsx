import type { Route } from "./+types/site-preview";
import { prerenderedPaths } from "~/content/navigation";
import { queryOf, requireSession } from "~/office/context.server";
import { SitePreviewQuerySchema } from "~/office/page-schemas.server";
import { officeMeta } from "~/office/meta";
import { siteCopy } from "~/office/site/copy";
import { SitePageHead, siteLinks } from "~/office/site/site-view";

const copy = siteCopy.preview;

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = () => officeMeta(copy.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireSession(context);
  const asked = queryOf(SitePreviewQuerySchema, request).page;
  const page = (prerenderedPaths as readonly string[]).includes(asked) ? asked : "/";
  return { page, pages: prerenderedPaths };
}

/** The draft's page at a phone's width and at a desktop's (scaled to fit), side by side. */
export default function SitePreview({ loaderData }: Route.ComponentProps) {
  const { page, pages } = loaderData;
  const src = `/office/site/draft${page === "/" ? "" : page}`;
  return (
    <>
      <SitePageHead title={copy.title} intro={copy.intro} />
      <form method="get" className="office-row">
        <div>
          <label className="office-label" htmlFor="preview-page">
            {copy.page}
          </label>
          <select className="office-input" id="preview-page" name="page" defaultValue={page}>
            {pages.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </select>
        </div>
        <button className="office-button" type="submit">
          {copy.show}
        </button>
      </form>
      <div className="site-frames">
        <figure className="site-frame site-frame-phone">
          <figcaption className="office-label">{copy.phone}</figcaption>
          <iframe title={`${copy.phone}: ${page}`} src={src} />
        </figure>
        <figure className="site-frame site-frame-desktop">
          <figcaption className="office-label">{copy.desktop}</figcaption>
          <div className="site-frame-scale">
            <iframe title={`${copy.desktop}: ${page}`} src={src} />
          </div>
        </figure>
      </div>
    </>
  );
}
