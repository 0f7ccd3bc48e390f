import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { officeOf, requireFormSession } from "~/office/context.server";

export async function action({ context, request }: Route.ActionArgs) {
  const { office, session } = await requireFormSession(context, request);
  const cookie = await office.signOut(session);
  return redirect("/office/sign-in?signed-out", {
    // The browser forgets the cookie and the pages it kept, so Back shows nothing of the inbox.
    headers: { "Set-Cookie": cookie, "Clear-Site-Data": '"cache"' },
  });
}

export function loader({ context }: Route.LoaderArgs) {
  // A form from another origin is refused here as on every office page (server/app.ts).
  officeOf(context);
  return redirect("/office");
}

/** Never shown (both answers redirect); it places the route under the office layout, whose error page a refused post gets. */
export default function SignOut() {
  return null;
}
