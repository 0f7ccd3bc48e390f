import { data, redirect } from "react-router";
import type { Route } from "./+types/answer";
import { AnswerPage } from "~/components/pages/answer-page";
import { useWords, wordsFor } from "~/editions/words";
import { answerOf, answerText } from "~/lib/answer.server";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language, read } = wordsFor(location.pathname);
  const words = read("answer-page").answerPage;
  return seo({
    site,
    title: words.heading,
    description: words.description,
    path: localizedPath("/answer", language),
    noindex: true,
  });
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const link = await answerOf(context).link();
  return { expiresAt: link?.expiresAt ?? null, sent: new URL(request.url).searchParams.has("sent") };
}

/** The visitor's answer: into the thread, then the page again, saying so; what they wrote comes back with any refusal. */
export async function action({ context, request }: Route.ActionArgs) {
  const text = await answerText(request);
  const outcome = await answerOf(context).answer(text);
  if (outcome === "done") return redirect(`${new URL(request.url).pathname}?sent`, 303);
  const status = outcome === "expired" ? 410 : outcome === "limited" ? 429 : 400;
  return data({ refused: outcome, text }, { status });
}

export default function Answer({ loaderData, actionData }: Route.ComponentProps) {
  const { language, read } = useWords();
  return (
    <AnswerPage
      copy={read("answer-page").answerPage}
      language={language}
      expiresAt={loaderData.expiresAt}
      sent={loaderData.sent && !actionData}
      refused={actionData?.refused ?? null}
      text={actionData?.text ?? ""}
    />
  );
}
