import { ArrowRightIcon } from "~/components/icons";
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
      <nav aria-labelledby="not-found-guides" className="mt-12 w-full max-w-sm text-left">
        <h2 id="not-found-guides" className="text-center font-serif text-xl font-semibold text-ink-900">
          {navigation.guidesTitle}
        </h2>
        <ul className="mt-3 divide-y divide-ink-100 border-y border-ink-100">
          {navigation.guides.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="flex min-h-12 items-center justify-between gap-3 py-2 font-semibold text-brand-800 hover:text-brand-950 hover:underline"
              >
                {item.name}
                <ArrowRightIcon className="size-5 shrink-0 text-brand-700" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
