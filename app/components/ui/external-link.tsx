import type { ReactNode } from "react";
import { ExternalLinkIcon } from "~/components/icons";
import { useSiteText } from "~/lib/site-text";

/**
 * A link to another site: opens in a new tab, passes no opener and no referrer (the visitor's
 * path on a lawyer's site is private), and tells screen-reader users about the new tab.
 */
export function ExternalLink({
  href,
  children,
  context,
  className,
}: {
  href: string;
  children: ReactNode;
  /** Read after the visible text, so identical link texts stay distinguishable. */
  context?: string;
  className?: string;
}) {
  const { newTabHint } = useSiteText();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">
        {context ? `: ${context}` : ""} {newTabHint}
      </span>
      <ExternalLinkIcon className="size-4 shrink-0" />
    </a>
  );
}
