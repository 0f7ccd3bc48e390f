import { ArrowRightIcon } from "~/components/icons";
import { useSiteText } from "~/lib/site-text";

/** The link to "What to do right now" at the top of the home page and of every practice page, on a navy opening. */
export function FirstGuideLink({ className = "" }: { className?: string }) {
  const { navigation } = useSiteText();
  const guide = navigation.guides[0]!;
  return (
    <a
      href={guide.href}
      className={`inline-flex min-h-11 items-center gap-2 font-semibold text-accent-300 underline decoration-accent-300/50 underline-offset-4 hover:decoration-accent-300 ${className}`}
    >
      {guide.name}
      <ArrowRightIcon className="size-5 shrink-0" />
    </a>
  );
}
