import { data, redirect } from "react-router";
import type { Route } from "./+types/link";
import { officeOf } from "~/office/context.server";
import { officeCopy } from "~/office/copy";
import { officeMeta } from "~/office/meta";

export const meta: Route.MetaFunction = () => officeMeta(officeCopy.confirm.title);

/** Opening the link only asks: a mail scanner that follows links does not use it up. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!(await officeOf(context).linkUsable(token))) throw data(null, { status: 410 });
  return { token: token ?? "" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const cookie = await officeOf(context).redeemLink((await request.formData()).get("token"));
  if (!cookie) throw data(null, { status: 410 });
  return redirect("/office", { headers: { "Set-Cookie": cookie } });
}

export default function ConfirmSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <div className="office-narrow">
      <h1>{officeCopy.confirm.title}</h1>
      <p>{officeCopy.confirm.body}</p>
      <form method="post" action="/office/link" className="office-card">
        <input type="hidden" name="token" value={loaderData.token} />
        <button className="office-button" type="submit">
          {officeCopy.confirm.submit}
        </button>
      </form>
    </div>
  );
}
