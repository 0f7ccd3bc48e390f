import { randomBytes } from "node:crypto";
import { isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import type { OfficeRefusal } from "../../../server/office/service";
import { officeOf } from "~/office/context.server";
import { officeCopy } from "~/office/copy";
import { siteCopy } from "~/office/site/copy";
import { officeMeta } from "~/office/meta";
import { Token } from "~/office/request-forms";
import { wordsOf } from "~/editions/words";
import officeCss from "~/office/office.css?url";

/** Read by the root Layout: office pages get a bare document, without the public chrome or any script. */
export const handle = { office: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeCss }];

export const meta: Route.MetaFunction = () => officeMeta("Office inbox");

export async function loader({ context }: Route.LoaderArgs) {
  const session = await officeOf(context).session();
  // Each rendering's forms take their one-time ids from this (app/office/request-forms.tsx, Token).
  return {
    email: session?.email ?? null,
    csrf: session?.csrf ?? null,
    nonce: randomBytes(16).toString("base64url"),
    firmName: wordsOf("en").site.firm.shortName,
  };
}

function OfficeChrome({
  email,
  csrf,
  firmName,
  children,
}: {
  email: string | null;
  csrf: string | null;
  firmName: string;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  const current = (path: string) => (pathname === path ? "page" : undefined);
  return (
    <div className="office-body">
      <a className="office-skip" href="#office-main">
        {officeCopy.skipLink}
      </a>
      <header className="office-bar">
        <div className="office-bar-inner">
          <p className="office-brand">
            {firmName} <span>{officeCopy.brandSuffix}</span>
          </p>
          {email && csrf ? (
            <nav className="office-nav" aria-label={officeCopy.nav.label}>
              <Link to="/office" aria-current={current("/office")}>
                {officeCopy.nav.inbox}
              </Link>
              <Link to="/office/today" aria-current={current("/office/today")}>
                {officeCopy.nav.today}
              </Link>
              <Link to="/office/new" aria-current={current("/office/new")}>
                {officeCopy.nav.newLead}
              </Link>
              <Link to="/office/dashboard" aria-current={current("/office/dashboard")}>
                {officeCopy.nav.dashboard}
              </Link>
              <Link to="/office/audit" aria-current={current("/office/audit")}>
                {officeCopy.nav.audit}
              </Link>
              <Link to="/office/site" aria-current={pathname.startsWith("/office/site") ? "page" : undefined}>
                {siteCopy.nav}
              </Link>
              <form method="post" action="/office/sign-out">
                <Token csrf={csrf} />
                <button type="submit">
                  {officeCopy.nav.signOut} {email}
                </button>
              </form>
            </nav>
          ) : null}
        </div>
      </header>
      <main id="office-main" className="office-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export default function OfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <OfficeChrome email={loaderData.email} csrf={loaderData.csrf} firmName={loaderData.firmName}>
      <Outlet />
    </OfficeChrome>
  );
}

const REFUSALS: Record<number, { title: string; body: string }> = officeCopy.refusals;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refused = isRouteErrorResponse(error) ? (error.data as Partial<OfficeRefusal> | null) : null;
  // A client's error without words of its own (an oversized or foreign body) reads as a form that could not be read.
  const refusal = REFUSALS[status] ?? (status < 500 ? officeCopy.refusals[400] : officeCopy.refusals.other);
  const origin = refused?.reason === "origin" ? (refused as OfficeRefusal) : null;
  return (
    <OfficeChrome email={null} csrf={null} firmName={wordsOf("en").site.firm.shortName}>
      <div className="office-narrow">
        <h1>{refusal.title}</h1>
        {origin ? (
          <>
            <p>{officeCopy.refusals.origin.body(origin.seen, origin.siteUrl)}</p>
            {origin.sameHost && origin.seen ? (
              <p className="office-notice">{officeCopy.refusals.origin.setSiteUrl(origin.seen)}</p>
            ) : null}
          </>
        ) : (
          <p>{refusal.body}</p>
        )}
        <p>
          <Link to={status === 410 ? "/office/sign-in" : "/office"}>
            {status === 410 ? officeCopy.refusals.newLink : officeCopy.refusals.toInbox}
          </Link>
        </p>
      </div>
    </OfficeChrome>
  );
}
