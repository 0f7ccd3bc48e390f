import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { officeOf } from "~/office/context.server";
import { officeMeta } from "~/office/meta";

export const meta: Route.MetaFunction = () => officeMeta("Sign in");

export async function loader({ context, request }: Route.LoaderArgs) {
  const office = officeOf(context);
  if (await office.session()) throw redirect("/office");
  const params = new URL(request.url).searchParams;
  return {
    sent: params.has("sent"),
    signedOut: params.has("signed-out"),
    minutes: office.linkMinutes,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const office = officeOf(context);
  const email = (await request.formData()).get("email");
  if (typeof email === "string" && email.trim() !== "") await office.requestLink(email);
  // The same answer for every address: whether it may sign in is never told.
  return redirect("/office/sign-in?sent");
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { sent, signedOut, minutes } = loaderData;
  return (
    <div className="office-narrow">
      <h1>Sign in to the office inbox</h1>
      {signedOut ? (
        <p className="office-notice" role="status">
          You are signed out.
        </p>
      ) : null}
      {sent ? (
        <div className="office-notice" role="status">
          <p>
            If that address is one of the office&apos;s, a sign-in link is on its way to it. The link works once, for{" "}
            {minutes} minutes.
          </p>
          <p>Nothing arrived? Check the spam folder, or ask whoever runs the server for a link.</p>
        </div>
      ) : null}
      <p>
        The inbox holds every request the website received. Only the office&apos;s own addresses can sign in: enter
        yours and open the link we email to it.
      </p>
      <form method="post" className="office-card">
        <label className="office-label" htmlFor="office-email">
          Office email address
        </label>
        <input
          className="office-input"
          id="office-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={320}
        />
        <p />
        <button className="office-button" type="submit">
          Email me a sign-in link
        </button>
      </form>
    </div>
  );
}
