/** Shared look of header links, each on one line (the Spanish labels wrapped at 1280 px); the active one is underlined and coloured. */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return [
    "rounded-md px-2 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors 2xl:px-3",
    isActive
      ? "text-brand-800 underline decoration-2 underline-offset-8 decoration-accent-500"
      : "text-ink-700 hover:text-brand-800 hover:bg-brand-50",
  ].join(" ");
}
