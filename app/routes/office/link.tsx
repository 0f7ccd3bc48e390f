import { data, redirect } from "react-router";
import type { Route } from "./+types/link";
import { officeOf, queryOf } from "~/office/context.server";
import { LinkQuerySchema } from "~/office/page-schemas.server";
import { officeCopy } from "~/office/copy";
import { officeMeta } from "~/office/meta";

export const meta: Route.MetaFunction = () => officeMeta(officeCopy.confirm.title);

/**
 * Opening the link moves its token out of the URL into a short-lived cookie for this path,
 * so neither a proxy's log of later requests nor a Referer ever carries it; the page then
 * only asks, so a mail scanner that follows links does not use it up.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const office = officeOf(context);
  const { token } = queryOf(LinkQuerySchema, request);
  if (token !== null)
    throw redirect("/office/link", { status: 303, headers: { "Set-Cookie": office.holdLink(token) } });
  if (!(await office.linkUsable())) throw data(null, { status: 410 });
  return null;
}

export async function action({ context }: Route.ActionArgs) {
  const cookies = await officeOf(context).redeemLink();
  if (!cookies) throw data(null, { status: 410 });
  return redirect("/office", { headers: cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) });
}

export default function ConfirmSignIn() {
  return (
    <div className="office-narrow">
      <h1>{officeCopy.confirm.title}</h1>
      <p>{officeCopy.confirm.body}</p>
      <form method="post" action="/office/link" className="office-card">
        <button className="office-button" type="submit">
          {officeCopy.confirm.submit}
        </button>
      </form>
    </div>
  );
}
