import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SiteHeader } from "~/components/layout/site-header";
import { MessageWidget, type WidgetPanelLoader } from "~/features/message-widget/message-widget";
import { LazyToaster } from "~/features/notifications/lazy-toaster";
import { CurrentPathProvider } from "~/lib/current-path";
import { SiteTextProvider, type SiteText } from "~/lib/site-text";
import { HEADER_ISLAND_ID, PAGE_ISLAND_ID, WIDGET_ISLAND_ID } from "./island-ids";

/**
 * The interactive parts of a page React Router does not hydrate (ADR 102): the header (its menus)
 * and the message widget's launcher, each hydrated from the HTML the page was prerendered with,
 * and the toast outlet, which has no HTML of its own. Everything else on the page is HTML.
 */
export function hydrateIslands({ text, panel }: { text: SiteText; panel: WidgetPanelLoader }) {
  // In a transition, as React Router hydrates its pages: the work yields to a visitor's input.
  startTransition(() => hydrate(text, panel));
}

function hydrate(text: SiteText, panel: WidgetPanelLoader) {
  const header = document.getElementById(HEADER_ISLAND_ID);
  if (header) {
    hydrateRoot(
      header,
      <StrictMode>
        <SiteTextProvider value={text}>
          {/* The path the page was rendered for, so the markup matches what the server wrote. */}
          <CurrentPathProvider value={header.dataset.path ?? location.pathname}>
            <SiteHeader />
          </CurrentPathProvider>
        </SiteTextProvider>
      </StrictMode>,
    );
  }
  const widget = document.getElementById(WIDGET_ISLAND_ID);
  if (widget) {
    hydrateRoot(
      widget,
      <StrictMode>
        <SiteTextProvider value={text}>
          <MessageWidget copy={text.widgetLauncher} panel={panel} />
        </SiteTextProvider>
      </StrictMode>,
    );
  }
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(<LazyToaster />);
}

/**
 * A page's own island (the form, the photo tool), from its own entry module, which the page's
 * boot imports once the frame's islands are running, so the launcher does not wait for it.
 */
export function hydratePageIsland(text: SiteText, island: ReactNode) {
  const container = document.getElementById(PAGE_ISLAND_ID);
  if (!container) return;
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <SiteTextProvider value={text}>{island}</SiteTextProvider>
      </StrictMode>,
    );
  });
}
