import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

/**
 * solid: navy, for light backgrounds. accent: brass, the main action on navy.
 * outline / outline-light: the second action beside a solid one, on light or navy.
 */
export type ButtonVariant = "solid" | "accent" | "outline" | "outline-light";

const VARIANTS: Record<ButtonVariant, string> = {
  solid: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  accent: "bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300",
  outline: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  "outline-light": "border border-white/50 text-white hover:border-white hover:bg-white/10",
};

/** 48 px tall at least: an easy target for a thumb (WCAG 2.5.8 asks for 24). */
export function buttonClass(variant: ButtonVariant = "solid", className = ""): string {
  return [
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold",
    "transition-colors duration-150 text-center",
    VARIANTS[variant],
    className,
  ].join(" ");
}

type Common = { variant?: ButtonVariant; className?: string; children: ReactNode };

/** A button-looking link to a page of the site. */
export function ButtonLink({ variant, className, children, ...props }: Common & LinkProps) {
  return (
    <Link className={buttonClass(variant, className)} {...props}>
      {children}
    </Link>
  );
}

/** A button-looking link that leaves the page: tel:, mailto:. */
export function ButtonAnchor({
  variant,
  className,
  children,
  ...props
}: Common & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClass(variant, className)} {...props}>
      {children}
    </a>
  );
}
