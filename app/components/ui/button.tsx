import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Spinner } from "./spinner";

/**
 * primary: the main action (navy on a light surface, brass on navy). secondary: the action
 * beside it, outlined. ghost: no frame until hovered, for icon buttons and quiet actions.
 */
export type ButtonVariant = "primary" | "secondary" | "ghost";
/** What the button sits on: the white and paper sections, or a navy hero, band or header. */
export type ButtonSurface = "light" | "dark";
/**
 * md: 48 px tall, the page's actions. sm: 44 px, in the header, the widget and the tools.
 * icon: a 44 px circle round an icon; icon-lg: the 56 px message launcher. Every size is an
 * easy target for a thumb (WCAG 2.5.8 asks for 24 px).
 */
export type ButtonSize = "md" | "sm" | "icon" | "icon-lg";

export type ButtonStyle = {
  variant?: ButtonVariant;
  surface?: ButtonSurface;
  size?: ButtonSize;
  /** Working on it: the look stays, the cursor says wait; a Button also shows the spinner. */
  busy?: boolean;
  className?: string;
};

const LOOKS: Record<ButtonVariant, Record<ButtonSurface, string>> = {
  primary: {
    light: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
    dark: "bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300",
  },
  secondary: {
    light: "border border-brand-700 text-brand-800 hover:bg-brand-50",
    dark: "border border-white/50 text-white hover:border-white hover:bg-white/10",
  },
  ghost: {
    light: "text-brand-800 hover:bg-brand-50",
    dark: "text-white hover:bg-white/10",
  },
};

/** A button that cannot be used yet (the widget's Send before a name is given) turns grey. */
const UNAVAILABLE =
  "disabled:cursor-not-allowed aria-disabled:cursor-not-allowed disabled:border-transparent disabled:bg-ink-200 disabled:text-ink-600 disabled:shadow-none";

const SIZES: Record<ButtonSize, string> = {
  md: "min-h-12 gap-2 px-6 py-3 text-base",
  sm: "min-h-11 gap-2 px-4 py-2 text-sm",
  icon: "size-11 shrink-0",
  "icon-lg": "size-14 shrink-0",
};

export function buttonClass({
  variant = "primary",
  surface = "light",
  size = "md",
  busy = false,
  className = "",
}: ButtonStyle = {}): string {
  return [
    "inline-flex items-center justify-center rounded-full text-center font-semibold transition-colors duration-150",
    SIZES[size],
    LOOKS[variant][surface],
    busy ? "cursor-progress" : UNAVAILABLE,
    className,
  ].join(" ");
}

type Content = { children: ReactNode };

/**
 * A <button>. `icon` sits before the label and gives way to the spinner while `busy`; the
 * caller keeps the label (e.g. "Submitting...") and decides whether busy also disables it.
 */
export function Button({
  variant,
  surface,
  size,
  busy = false,
  className,
  icon,
  type = "button",
  children,
  ...props
}: ButtonStyle &
  Content & { icon?: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement> & {
    ref?: Ref<HTMLButtonElement>;
  }) {
  return (
    <button type={type} className={buttonClass({ variant, surface, size, busy, className })} {...props}>
      {busy ? <Spinner /> : icon}
      {children}
    </button>
  );
}

/** A button-looking link: to a page of the site (every move between pages is a page load, ADR 001), tel:, mailto:. */
export function ButtonAnchor({
  variant,
  surface,
  size,
  className,
  children,
  ...props
}: ButtonStyle & Content & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClass({ variant, surface, size, className })} {...props}>
      {children}
    </a>
  );
}
