import type { ReactNode } from "react";
import { isActivePath, useCurrentPath } from "~/lib/current-path";

/** A header link that knows whether it leads to the page being shown (aria-current, its own look). */
export function NavAnchor({
  href,
  end,
  className,
  onClick,
  children,
}: {
  href: string;
  /** Active only on this exact path (the home pages). */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const isActive = isActivePath(useCurrentPath(), href, { end });
  return (
    <a href={href} aria-current={isActive ? "page" : undefined} className={className({ isActive })} onClick={onClick}>
      {children}
    </a>
  );
}
