import { ArrowRightIcon } from "~/components/icons";
import { useSiteText } from "~/lib/site-text";

/**
 * The link to "What to do right now" at the top of the home page and of every practice page, on a
 * navy opening: a gold-edged button as strong as the two beside it, the whole width of a phone.
 */
export function FirstGuideLink({ className = "" }: { className?: string }) {
  const { navigation } = useSiteText();
  const guide = navigation.guides[0]!;
  return (
    <a
      href={guide.href}
      className={`flex min-h-12 w-full items-center justify-center gap-2 rounded-full border-2 border-accent-300 px-6 py-3 text-center font-semibold text-white hover:bg-white/10 sm:inline-flex sm:w-auto ${className}`}
    >
      {guide.name}
      <ArrowRightIcon className="size-5 shrink-0" />
    </a>
  );
}
