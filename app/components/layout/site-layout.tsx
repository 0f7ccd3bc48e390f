import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { NotFound } from "~/components/not-found";
import { telHref } from "~/content/firm";
import { MessageWidget } from "~/features/message-widget/message-widget";
import { CurrentPathProvider } from "~/lib/current-path";
import { scriptJson, SITE_TEXT_ID, SiteTextProvider, useSiteText, type SiteText } from "~/lib/site-text";
import { HEADER_ISLAND_ID, WIDGET_ISLAND_ID } from "~/islands/islands";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The public site's frame in one language: skip link, header, the page, footer and the message
 * widget's launcher, rendered by the layout route (routes/layout.tsx) with the edition's words.
 * The header and the launcher are the page's islands: app/islands/frame.tsx hydrates each from
 * its container, with the path the page was rendered for, and gives the launcher its panel.
 */
export function SiteLayout({ text, children = <Outlet /> }: { text: SiteText; children?: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <SiteTextProvider value={text}>
      <CurrentPathProvider value={pathname}>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {text.header.skipLink}
        </a>
        <div id={HEADER_ISLAND_ID} data-path={pathname} className="contents">
          <SiteHeader />
        </div>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {/* Mount point of the floating message widget (app/features/message-widget). */}
        <div id={WIDGET_ISLAND_ID} className="contents">
          <MessageWidget copy={text.widgetLauncher} />
        </div>
        {/* What the islands hydrate with: the same words and facts this page was rendered from (a data block, never run). */}
        <script type="application/json" id={SITE_TEXT_ID} dangerouslySetInnerHTML={{ __html: scriptJson(text) }} />
      </CurrentPathProvider>
    </SiteTextProvider>
  );
}

/** A layout route's error boundary: the page's frame stays, with the 404 or the error text in its language. */
export function SiteError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound) console.warn(`404: no page at ${pathname}`);
    else console.error("Unexpected error while rendering", pathname, error);
  }, [notFound, pathname, error]);

  return notFound ? <NotFound /> : <ErrorMessage />;
}

function ErrorMessage() {
  const { error: errorCopy, firm } = useSiteText();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold text-ink-900">{errorCopy.heading}</h1>
      <p className="mt-4 text-ink-700">
        {errorCopy.body}{" "}
        <a className="underline" href={telHref(firm.phone.e164)}>
          {firm.phone.display}
        </a>
        .
      </p>
    </section>
  );
}

/** The title of a layout route's error page, in its language. */
export function errorMeta(error: unknown, text: Pick<SiteText, "notFound" | "error" | "firm">) {
  if (!error) return [];
  const title = isRouteErrorResponse(error) && error.status === 404 ? text.notFound.title : text.error.title;
  return [{ title: `${title} | ${text.firm.name}` }, { name: "robots", content: "noindex" }];
}
