import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { formOf, officeOf, parsedBy, queryOf } from "~/office/context.server";
import { SignInFormSchema, SignInQuerySchema } from "~/office/page-schemas.server";
import { officeCopy } from "~/office/copy";
import { officeMeta } from "~/office/meta";

export const meta: Route.MetaFunction = () => officeMeta(officeCopy.signIn.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const office = officeOf(context);
  if (await office.session()) throw redirect("/office");
  const query = queryOf(SignInQuerySchema, request);
  return { sent: query.sent, signedOut: query["signed-out"], minutes: office.linkMinutes };
}

export async function action({ context, request }: Route.ActionArgs) {
  const office = officeOf(context);
  const { email } = parsedBy(SignInFormSchema, await formOf(request));
  if (email.trim() !== "") office.requestLink(email);
  // The same answer for every address, at once: whether it may sign in is never told.
  return redirect("/office/sign-in?sent");
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { sent, signedOut, minutes } = loaderData;
  return (
    <div className="office-narrow">
      <h1>{officeCopy.signIn.heading}</h1>
      {signedOut ? (
        <p className="office-notice" role="status">
          {officeCopy.signIn.signedOut}
        </p>
      ) : null}
      {sent ? (
        <div className="office-notice" role="status">
          <p>{officeCopy.signIn.sent(minutes)}</p>
          <p>{officeCopy.signIn.notArrived}</p>
        </div>
      ) : null}
      <p>{officeCopy.signIn.intro}</p>
      <form method="post" className="office-card">
        <label className="office-label" htmlFor="office-email">
          {officeCopy.signIn.label}
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
          {officeCopy.signIn.submit}
        </button>
      </form>
    </div>
  );
}
