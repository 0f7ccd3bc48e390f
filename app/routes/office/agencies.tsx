import { Link, redirect } from "react-router";
import type { Route } from "./+types/agencies";
import { queryOf, requireFormSession, requireSession } from "~/office/context.server";
import { AgenciesQuerySchema } from "~/office/page-schemas.server";
import { officeCopy } from "~/office/copy";
import { officeMeta } from "~/office/meta";
import { Alert, Token, When } from "~/office/request-forms";
import { officeInput } from "../../../server/office/text";

const copy = officeCopy.agencies;

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const list = await office.agencies.list();
  const { error } = queryOf(AgenciesQuerySchema, request);
  return { csrf: session.csrf, ...list, error };
}

/** Adds an agency to the list the office picks from, or takes one the firm added off it. */
export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  const remove = form.get("remove");
  if (remove) {
    await office.agencies.remove(session, remove.slice(0, 200), once);
    return redirect("/office/agencies");
  }
  const name = officeInput(form.get("name") ?? "", 200)
    .replace(/\s+/g, " ")
    .trim();
  if (name.length < 2) return redirect("/office/agencies?error=short");
  return redirect(
    (await office.agencies.add(session, name, once)) ? "/office/agencies" : "/office/agencies?error=exists",
  );
}

export default function Agencies({ loaderData }: Route.ComponentProps) {
  const { csrf, builtIn, added, error } = loaderData;
  return (
    <div className="office-narrow-wide">
      <p>
        <Link to="/office/new">{officeCopy.newLead.title}</Link>
      </p>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <p className="office-muted">{copy.builtIn(builtIn)}</p>
      <section className="office-card" aria-labelledby="office-agencies-added">
        <h2 id="office-agencies-added">{copy.added}</h2>
        {added.length === 0 ? <p className="office-muted">{copy.none}</p> : null}
        <ul className="office-named-list">
          {added.map((agency) => (
            <li key={agency.key}>
              {agency.name} · <span className="office-muted">{agency.addedBy}</span>, <When at={agency.addedAt} />
              <form method="post" className="office-inline-form">
                <Token csrf={csrf} />
                <input type="hidden" name="remove" value={agency.key} />
                <button className="office-link-button" type="submit" aria-label={`${copy.remove}: ${agency.name}`}>
                  {copy.remove}
                </button>
              </form>
            </li>
          ))}
        </ul>
        <form method="post" className="office-stack">
          <Token csrf={csrf} />
          {error ? <Alert>{error === "exists" ? copy.exists : copy.tooShort}</Alert> : null}
          <label className="office-label" htmlFor="office-agency-name">
            {copy.name}
          </label>
          <div className="office-inline-form">
            <input className="office-input" id="office-agency-name" name="name" required maxLength={200} />
            <button className="office-button office-button-quiet" type="submit">
              {copy.add}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
