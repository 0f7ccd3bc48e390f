import { data, redirect } from "react-router";
import type { Route } from "./+types/book";
import { BookPage, type BookRefusal } from "~/components/pages/book-page";
import * as en from "~/content/booking";
import * as es from "~/content/es/booking";
import { wordsFor, useWords } from "~/editions/words";
import { bookingOf, pickedTime } from "~/lib/booking.server";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

/** The booking words are bundled (app/content/booking.ts and its twin), not yet in the content model. */
const COPY = { en: en.bookingPage, es: es.bookingPage } as const;

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language } = wordsFor(location.pathname);
  const words = COPY[language];
  return seo({
    site,
    title: words.title,
    description: words.description,
    path: localizedPath("/book", language),
    noindex: true,
  });
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const view = await bookingOf(context).view();
  const held = new URL(request.url).searchParams.has("held") && view.state === "have" ? view.startsAt : null;
  return { view, held };
}

/** A pick: held, then the page again saying so; refused, the page with why and the times still open. */
export async function action({ context, request }: Route.ActionArgs) {
  const booking = bookingOf(context);
  const picked = await booking.pick(await pickedTime(request));
  if (picked.outcome === "held") return redirect(`${new URL(request.url).pathname}?held`, 303);
  const status =
    picked.outcome === "expired" ? 410 : picked.outcome === "taken" || picked.outcome === "have" ? 409 : 400;
  return data({ refused: picked.outcome as BookRefusal, view: await booking.view() }, { status });
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = useWords();
  return (
    <BookPage
      copy={COPY[language]}
      language={language}
      view={actionData?.view ?? loaderData.view}
      held={actionData ? null : loaderData.held}
      refused={actionData?.refused ?? null}
    />
  );
}
