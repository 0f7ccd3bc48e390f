import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SiteHeader } from "~/components/layout/site-header";
import { fillTokensDeep } from "~/content/model/tokens";
import { editionOf } from "~/editions/editions";
import { MessageWidget, widgetPanel } from "~/features/message-widget/message-widget";
import type { MessageWidgetCopy } from "~/features/message-widget/widget-copy";
import { LazyToaster } from "~/features/notifications/lazy-toaster";
import type { ContactRequestMessages } from "~/contract/contact-request";
import { CurrentPathProvider } from "~/lib/current-path";
import { SiteTextProvider, type SiteText } from "~/lib/site-text";
import { HEADER_ISLAND_ID, WIDGET_ISLAND_ID } from "./islands";

/**
 * Hydrates one island from the HTML the page was prerendered with, in the edition's words. In a
 * transition, as React Router hydrates its pages: the work yields to a visitor's input.
 */
export function hydrateIsland(container: HTMLElement | null, text: SiteText, island: ReactNode) {
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

/** The widget panel's words, which the frame's entry imports on first use, from its own edition. */
export type PanelWords = () => Promise<
  [{ messageWidgetCopy: MessageWidgetCopy }, { contactRequestMessages: ContactRequestMessages }]
>;

/**
 * The frame's islands, on every page: the header (its menus) and the widget's launcher, each
 * from its container, and the toast outlet, which has no HTML of its own.
 */
export function hydrateFrame(text: SiteText, panelWords: PanelWords) {
  // The panel's code and the edition's words load together, on first use or once the page is quiet.
  const panel = widgetPanel(async () => {
    const [{ messageWidgetCopy }, { contactRequestMessages }] = await panelWords();
    const { language, name } = editionOf(text.language);
    // The panel's interface words, with the firm's facts as the page has them.
    const copy = fillTokensDeep(messageWidgetCopy, text.tokens);
    return { copy, messages: contactRequestMessages, language, preferredLanguage: name };
  });
  const header = document.getElementById(HEADER_ISLAND_ID);
  hydrateIsland(
    header,
    text,
    // The path the page was rendered for, so the markup matches what the server wrote.
    <CurrentPathProvider value={header?.dataset.path ?? location.pathname}>
      <SiteHeader />
    </CurrentPathProvider>,
  );
  hydrateIsland(
    document.getElementById(WIDGET_ISLAND_ID),
    text,
    <MessageWidget copy={text.widgetLauncher} panel={panel} />,
  );
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(<LazyToaster />);
}
