import { GuideLinks } from "~/components/sections/guide-links";
import { ButtonAnchor } from "~/components/ui/button";
import { useSiteText } from "~/lib/site-text";

export function NotFound() {
  const { notFound: notFoundCopy, navigation } = useSiteText();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-serif text-6xl font-semibold text-brand-700">404</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">{notFoundCopy.heading}</h1>
      <p className="mt-4 text-lg text-ink-700">{notFoundCopy.body}</p>
      <ButtonAnchor href={navigation.main.home.href} className="mt-8">
        {notFoundCopy.homeLink}
      </ButtonAnchor>
      <GuideLinks
        id="not-found-guides"
        title={navigation.guidesTitle}
        items={navigation.guides}
        className="mt-12 w-full max-w-sm text-left"
        titleClassName="text-center"
        landmark="section"
      />
    </section>
  );
}
