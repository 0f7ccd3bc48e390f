import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useSiteText } from "~/lib/site-text";
import { ChevronDownIcon } from "~/components/icons";
import { NavAnchor } from "./nav-anchor";
import { navLinkClass } from "./nav-link-class";

/** A fixed id, not useId(): the header is hydrated as an island, where useId would count differently. */
const LIST_ID = "practice-areas-menu";

/**
 * Desktop "Practice Areas" item: the label is a link to the index, the chevron is a
 * disclosure button (aria-expanded) that shows the 12 areas. Opens on hover with a
 * mouse, on click, and with Enter, Space or ArrowDown; closes on Escape, on selection
 * and when focus or the pointer leaves.
 */
export function PracticeAreasMenu() {
  const { header: headerCopy, navigation } = useSiteText();
  const mainNavigation = navigation.main;
  const practiceAreaNavigation = navigation.practiceAreas;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  function focusLink(index: number) {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      // The list renders on the next frame when it was closed.
      requestAnimationFrame(() => focusLink(current + 1));
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      focusLink(current <= 0 ? all.length - 1 : current - 1);
    } else if (event.key === "Home" && current >= 0) {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === "End" && current >= 0) {
      event.preventDefault();
      focusLink(all.length - 1);
    }
  }

  function onPointer(event: PointerEvent<HTMLDivElement>, next: boolean) {
    if (event.pointerType === "mouse") setOpen(next);
  }

  return (
    <div
      className="relative flex items-center"
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => onPointer(event, true)}
      onPointerLeave={(event) => onPointer(event, false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavAnchor href={mainNavigation.practiceAreas.href} className={navLinkClass} onClick={() => setOpen(false)}>
        {mainNavigation.practiceAreas.name}
      </NavAnchor>
      <button
        ref={buttonRef}
        type="button"
        className="-ml-2 inline-flex size-8 items-center justify-center rounded-md text-ink-700 hover:bg-brand-50 hover:text-brand-800"
        aria-expanded={open}
        aria-controls={LIST_ID}
        aria-label={headerCopy.practiceAreasToggle}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div className={`absolute top-full left-0 z-50 pt-2 ${open ? "" : "hidden"}`}>
        <ul ref={listRef} id={LIST_ID} className="w-72 rounded-xl border border-ink-100 bg-white p-2 shadow-xl">
          {practiceAreaNavigation.map((item) => (
            <li key={item.href}>
              <NavAnchor
                href={item.href}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm ${isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-ink-700 hover:bg-brand-50 hover:text-brand-800"}`
                }
              >
                {item.name}
              </NavAnchor>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
