/** Shared look of header links; the active one is underlined and coloured. */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return [
    "rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors",
    isActive
      ? "text-brand-800 underline decoration-2 underline-offset-8 decoration-accent-500"
      : "text-ink-700 hover:text-brand-800 hover:bg-brand-50",
  ].join(" ");
}
