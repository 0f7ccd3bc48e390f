import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from "react";
import { flushSync } from "react-dom";
import { CloseIcon, PhoneIcon } from "~/components/icons";
import { whenPageIsQuiet } from "~/lib/when-page-is-quiet";
import { Button, buttonClass } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { telHref } from "~/content/firm";
import { useFirm, useSiteText } from "~/lib/site-text";
import type { MessageWidgetPanelProps } from "./message-widget-panel";
import { PANEL_ID, panelFrameClass } from "./panel-frame";
import { OPEN_STORAGE_KEY, sessionStorageOrNull } from "./storage-keys";
import type { MessageWidgetLauncherCopy, WidgetEdition } from "./widget-copy";
import { MessageIcon } from "./widget-icons";

/**
 * The floating message widget: this launcher ships with every page and stays tiny; the panel,
 * the conversation logic and the schema load on first open or when the browser is idle (ADR 030).
 */
type LoadedPanelProps = Omit<MessageWidgetPanelProps, "edition"> & { launcherCopy: MessageWidgetLauncherCopy };

/** The panel's code and one edition's words, loaded together on first open or when the browser is idle. */
export type WidgetPanelLoader = {
  load: () => Promise<unknown>;
  Panel: LazyExoticComponent<ComponentType<LoadedPanelProps>>;
};

/**
 * The panel for one edition: the frame island of each edition makes one, with a function that
 * imports its own words, so the other language's words are never fetched.
 */
export function widgetPanel(loadEdition: () => Promise<WidgetEdition>): WidgetPanelLoader {
  let loading: Promise<{ default: ComponentType<LoadedPanelProps> }> | undefined;
  const load = () => {
    loading ??= Promise.all([import("./message-widget-panel"), loadEdition()]).then(([module, edition]) => {
      const EditionPanel = ({ onClose, moveFocus }: LoadedPanelProps) => (
        <module.default onClose={onClose} moveFocus={moveFocus} edition={edition} />
      );
      return { default: EditionPanel };
    });
    // A failed load (no connection) is tried again on the next open.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  // Without a connection the panel cannot load: say so and offer the phone, never break the page.
  const Panel = lazy(() => load().catch(() => ({ default: PanelUnavailable })));
  return { load, Panel };
}

/**
 * Whether the panel is open, remembered for this tab so a reload in the middle of a
 * conversation finds it open again. The server always renders it closed.
 */
const openState = {
  value: null as boolean | null,
  listeners: new Set<() => void>(),
  get(): boolean {
    openState.value ??= sessionStorageOrNull()?.getItem(OPEN_STORAGE_KEY) === "1";
    return openState.value;
  },
  set(open: boolean) {
    openState.value = open;
    try {
      const storage = sessionStorageOrNull();
      if (open) storage?.setItem(OPEN_STORAGE_KEY, "1");
      else storage?.removeItem(OPEN_STORAGE_KEY);
    } catch {
      // Refused storage only means a reload forgets that the panel was open.
    }
    for (const listener of openState.listeners) listener();
  },
  subscribe(listener: () => void) {
    openState.listeners.add(listener);
    return () => openState.listeners.delete(listener);
  },
};

const closedOnServer = () => false;

const noPanel: WidgetPanelLoader = {
  load: () => Promise.resolve(),
  Panel: lazy(() => Promise.resolve({ default: PanelUnavailable })),
};

/**
 * The launcher, and the panel once opened. `panel` is absent where the page is rendered: the
 * server renders the launcher closed, and the island that hydrates it brings the panel.
 */
export function MessageWidget({
  copy,
  panel = noPanel,
}: {
  copy: MessageWidgetLauncherCopy;
  panel?: WidgetPanelLoader;
}) {
  const { load: loadPanel, Panel: MessageWidgetPanel } = panel;
  const open = useSyncExternalStore(openState.subscribe, openState.get, closedOnServer);
  // Focus moves into the panel only when the visitor opened it, not when a reload restores it.
  const [openedByVisitor, setOpenedByVisitor] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const { firm, header } = useSiteText();

  // Loaded ahead of the first open once the page is quiet, or as soon as a pointer or focus
  // reaches the launcher.
  useEffect(() => whenPageIsQuiet(() => void loadPanel()), [loadPanel]);

  function openPanel() {
    setOpenedByVisitor(true);
    openState.set(true);
  }

  function closePanel({ returnFocus }: { returnFocus: boolean }) {
    // The launcher is hidden while the panel is open: show it before giving it focus.
    flushSync(() => openState.set(false));
    if (returnFocus) launcherRef.current?.focus();
  }

  return (
    <div className="print:hidden">
      {/* Below 1024 px the round button sits in a band of its own across the screen's foot, so it
          never lies over a word (a line either shows above the band or is below the fold); the
          footer ends with room for it. The band's free width is the office's phone, always a tap
          away. From 1024 px the band dissolves and the button floats. */}
      <div
        data-launcher-band
        hidden={open}
        className="fixed inset-x-0 bottom-0 z-50 flex h-18 items-center justify-end border-t border-ink-200 bg-white px-4 shadow-[0_-2px_10px_rgb(0_0_0/0.06)] lg:contents"
      >
        <a
          href={telHref(firm.phone.e164)}
          className={buttonClass({ size: "sm", className: "mr-3 min-w-0 flex-1 whitespace-nowrap lg:hidden" })}
        >
          <PhoneIcon className="size-4 shrink-0" />
          <span className="max-[359px]:sr-only">{header.callLabel} </span>
          <span>{firm.phone.display}</span>
        </a>
        <Button
          ref={launcherRef}
          size="icon-lg"
          aria-label={copy.openLabel}
          aria-expanded={open}
          aria-controls={PANEL_ID}
          hidden={open}
          onClick={openPanel}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className="shadow-lg ring-2 ring-white lg:fixed lg:right-6 lg:bottom-6 lg:z-50"
        >
          <MessageIcon className="size-7" />
        </Button>
      </div>
      {open ? (
        <Suspense fallback={<PanelPlaceholder copy={copy} />}>
          <MessageWidgetPanel onClose={closePanel} moveFocus={openedByVisitor} launcherCopy={copy} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Shown for the moment the panel's code takes to arrive when it was not preloaded. */
function PanelPlaceholder({ copy }: { copy: MessageWidgetLauncherCopy }) {
  return (
    <div id={PANEL_ID} className={`${panelFrameClass} items-center justify-center`} role="status">
      <Spinner className="size-8 text-brand-700" />
      <span className="mt-3 text-sm text-ink-700">{copy.loading}</span>
    </div>
  );
}

function PanelUnavailable({ onClose, launcherCopy: copy }: LoadedPanelProps) {
  const firm = useFirm();
  return (
    <div id={PANEL_ID} role="alert" className={`${panelFrameClass} items-center justify-center gap-4 px-8 text-center`}>
      <p className="text-ink-800">{copy.unavailable}</p>
      <a href={telHref(firm.phone.e164)} className="font-semibold text-brand-700 underline underline-offset-2">
        {firm.phone.display}
      </a>
      <Button variant="ghost" size="icon" onClick={() => onClose({ returnFocus: true })}>
        <CloseIcon className="size-5" />
        <span className="sr-only">{copy.close}</span>
      </Button>
    </div>
  );
}
