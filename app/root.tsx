import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useMatches, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import { telHref } from "~/content/firm";
import { wordsOf } from "~/editions/words";
import { ISLANDS_MARKER_TYPE, type PageIsland } from "~/islands/islands";
import { languageOfPath } from "~/lib/language";
import "./app.css";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** What the page's routes say in their `handle`: `office` (the office's pages), `island` (a page's own island). */
function useHandle<Key extends "office" | "island">(key: Key): unknown {
  const handles = useMatches().map((match) => match.handle as Record<string, unknown> | undefined);
  return handles.find((handle) => handle?.[key] !== undefined)?.[key];
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The office pages (/office, routes/office/layout.tsx) bring their own layout: no public chrome, no script.
  const office = useHandle("office") === true;
  // The edition's language, from the path as everywhere (root holds no words of any edition).
  const language = languageOfPath(useLocation().pathname);
  // Every page is HTML with islands: the header and the widget's launcher, and on two pages the
  // form or the photo tool. React Router ships no script.
  const pageIsland = useHandle("island") as PageIsland | undefined;
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
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14284a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        {/* Where the islands' scripts go: the build rewrites it in every page (islands/rewrite.ts). */}
        <script type={ISLANDS_MARKER_TYPE} data-language={language} data-page={pageIsland} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { firm } = wordsOf("en").site;
  return [{ title: `${notFound ? "404" : "Error"} | ${firm.name}` }, { name: "robots", content: "noindex" }];
}

/**
 * The last resort, for an error in a layout route itself: no header or footer to lean on, so
 * only the firm's phone number, which reads the same in both languages.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const { firm } = wordsOf("en").site;
  useEffect(() => {
    console.error("Unexpected error while rendering", pathname, error);
  }, [pathname, error]);
  return (
    <main id="main" className="mx-auto max-w-2xl flex-1 px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold text-ink-900">{firm.name}</h1>
      <p className="mt-4 text-ink-700">
        <a className="underline" href={telHref(firm.phone.e164)}>
          {firm.phone.display}
        </a>
      </p>
    </main>
  );
}
