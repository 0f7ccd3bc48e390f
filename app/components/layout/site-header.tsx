import { useEffect, useRef, useState } from "react";
import { CloseIcon, MenuIcon, PhoneIcon, ScaleIcon } from "~/components/icons";
import { Button, ButtonAnchor } from "~/components/ui/button";
import { telHref } from "~/content/firm";
import type { NavigationItem } from "~/content/navigation";
import { useSiteText } from "~/lib/site-text";
import { LanguageSwitch } from "./language-switch";
import { NavAnchor } from "./nav-anchor";
import { navLinkClass } from "./nav-link-class";
import { PracticeAreasMenu } from "./practice-areas-menu";

const MOBILE_MENU_ID = "mobile-menu";

/** Small and quiet beside the navigation, but a full-size target. */
const languageLinkClass =
  "inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700";

export function SiteHeader() {
  const { navigation, firmText, firm } = useSiteText();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <a href={navigation.main.home.href} className="group flex min-w-0 items-center gap-3 rounded-md">
          {/* On the narrowest phones the firm's whole name matters more than its mark. */}
          <ScaleIcon className="hidden size-8 shrink-0 text-brand-700 min-[430px]:block" />
          <span className="flex min-w-0 flex-col leading-tight">
            {/* The whole name, on two lines if it must (320 px), never cut; the subtitle yields first. */}
            <span className="line-clamp-2 font-serif text-base font-semibold text-ink-900 group-hover:text-brand-800 sm:text-lg lg:whitespace-nowrap lg:text-xl">
              {firm.name}
            </span>
            <span className="hidden truncate text-xs tracking-wide text-ink-600 min-[375px]:block lg:text-sm">
              {firmText.subtitle}
            </span>
          </span>
        </a>
        <DesktopNavigation />
        <MobileNavigation />
      </div>
    </header>
  );
}

function DesktopNavigation() {
  const { header: headerCopy, navigation, firm } = useSiteText();
  const mainNavigation = navigation.main;
  return (
    <nav aria-label={headerCopy.mainNavLabel} className="hidden items-center gap-0.5 lg:flex 2xl:gap-1">
      <NavAnchor href={mainNavigation.home.href} end className={navLinkClass}>
        {mainNavigation.home.name}
      </NavAnchor>
      {/* The first guide, for someone who needs it now, where the bar has room for it (the footer has them all). */}
      <span className="hidden xl:contents">
        <NavAnchor href={navigation.guides[0]!.href} className={navLinkClass}>
          {navigation.guides[0]!.name}
        </NavAnchor>
      </span>
      <NavAnchor href={mainNavigation.about.href} className={navLinkClass}>
        {mainNavigation.about.name}
      </NavAnchor>
      <PracticeAreasMenu />
      <NavAnchor href={mainNavigation.contact.href} className={navLinkClass}>
        {mainNavigation.contact.name}
      </NavAnchor>
      <LanguageSwitch className={languageLinkClass} />
      {/* From 1024 px the number is on the button; below 1280 px only its icon shows, so the firm's
          name and subtitle keep a line each beside the links (the number is in every hero too). */}
      <ButtonAnchor href={telHref(firm.phone.e164)} size="sm" className="ml-3 whitespace-nowrap">
        <PhoneIcon className="size-4" />
        <span className="max-xl:sr-only">
          <span className="sr-only">{headerCopy.callLabel} </span>
          {firm.phone.display}
        </span>
      </ButtonAnchor>
    </nav>
  );
}

function MobileNavigation() {
  // Every move between pages is a page load (ADR 001): a new page starts with the menu closed.
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  const { header: headerCopy, navigation, firm } = useSiteText();
  const mainNavigation = navigation.main;

  return (
    <div className="flex items-center gap-1 lg:hidden">
      <LanguageSwitch className={languageLinkClass} />
      <ButtonAnchor href={telHref(firm.phone.e164)} variant="ghost" size="icon">
        <PhoneIcon className="size-5" />
        <span className="sr-only">
          {headerCopy.callLabel} {firm.phone.display}
        </span>
      </ButtonAnchor>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        <span className="sr-only">{open ? headerCopy.closeMenu : headerCopy.openMenu}</span>
      </Button>
      <nav
        id={MOBILE_MENU_ID}
        aria-label={headerCopy.mainNavLabel}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-100 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          <MobileLink item={mainNavigation.home} end onSelect={close} />
          <li>
            <p
              id="mobile-menu-guides"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase"
            >
              {navigation.guidesTitle}
            </p>
            <ul
              aria-labelledby="mobile-menu-guides"
              className="ml-4 flex flex-col gap-0.5 border-l border-ink-100 pl-3"
            >
              {navigation.guides.map((item) => (
                <MobileLink key={item.href} item={item} onSelect={close} small />
              ))}
            </ul>
          </li>
          <MobileLink item={navigation.help.consultation} onSelect={close} />
          <MobileLink item={mainNavigation.about} onSelect={close} />
          <MobileLink item={mainNavigation.practiceAreas} onSelect={close} />
          <li>
            <ul className="ml-4 flex flex-col gap-0.5 border-l border-ink-100 pl-3">
              {navigation.practiceAreas.map((item) => (
                <MobileLink key={item.href} item={item} onSelect={close} small />
              ))}
            </ul>
          </li>
          <MobileLink item={navigation.help.news} onSelect={close} />
          <MobileLink item={mainNavigation.contact} onSelect={close} />
        </ul>
      </nav>
    </div>
  );
}

function MobileLink({
  item,
  end,
  small,
  onSelect,
}: {
  item: NavigationItem;
  end?: boolean;
  small?: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <NavAnchor
        href={item.href}
        end={end}
        onClick={onSelect}
        className={({ isActive }) =>
          [
            "block rounded-md px-3",
            small ? "py-2 text-sm" : "py-3 text-base font-medium",
            isActive ? "bg-brand-50 text-brand-800 font-semibold" : "text-ink-800 hover:bg-brand-50",
          ].join(" ")
        }
      >
        {item.name}
      </NavAnchor>
    </li>
  );
}
