import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFound } from "~/components/not-found";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { MessageWidget } from "~/features/message-widget/message-widget";
import { LazyToaster } from "~/features/notifications/lazy-toaster";
import { errorCopy, headerCopy, notFoundCopy } from "~/content/layout";
import { firm, telHref } from "~/content/firm";
import "./app.css";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  // The office pages (/office, routes/office/layout.tsx) bring their own layout: no public chrome, no script.
  const office = useMatches().some((match) => (match.handle as { office?: boolean } | undefined)?.office);
  if (office) {
    return (
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <Links />
        </head>
        <body>{children}</body>
      </html>
    );
  }
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14284a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {headerCopy.skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {/* Mount point of the floating message widget (app/features/message-widget). */}
        <MessageWidget />
        <LazyToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const title = isRouteErrorResponse(error) && error.status === 404 ? notFoundCopy.title : errorCopy.title;
  return [{ title: `${title} | ${firm.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound) console.warn(`404: no page at ${pathname}`);
    else console.error("Unexpected error while rendering", pathname, error);
  }, [notFound, pathname, error]);

  if (notFound) return <NotFound />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold text-ink-900">{errorCopy.heading}</h1>
      <p className="mt-4 text-ink-700">
        {errorCopy.body}{" "}
        <a className="underline" href={telHref()}>
          {firm.phone.display}
        </a>
        .
      </p>
    </section>
  );
}
