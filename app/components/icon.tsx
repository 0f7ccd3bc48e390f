import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of every small stroke icon on the site. Each is decorative (aria-hidden), so the
 * control around it needs a name. Kept alone in this module so a feature can draw its own
 * icons without pulling in the shared set.
 */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
