import { useEffect, useId, useRef } from "react";
import { siteConfig } from "../../config/site.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { AppLink } from "../app-link.tsx";
import { FeatureIcon } from "../art/feature-icon.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { featureMenu, resourceMenu } from "./nav-items.ts";

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

/** The menu of small screens: a full-height panel; the page behind it cannot scroll while it is open. */
export function MobileMenu({ open, onOpenChange, onNavigate }: MobileMenuProps) {
  const t = useDictionary();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onOpenChange(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [open, onOpenChange]);

  const item = "block rounded-lg px-3 py-3 text-base font-semibold hover:bg-brand-50";
  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
        onClick={() => onOpenChange(!open)}
        className="grid size-11 place-items-center rounded-lg"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? (
            <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          ) : (
            <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          )}
        </svg>
      </button>
      {/* Drawn only while open, as the header's dropdowns are (dropdown.tsx). */}
      {open && (
        <div
          id={panelId}
          className="fixed inset-x-0 top-16 bottom-0 flex flex-col border-t border-line bg-white text-ink"
        >
          <nav
            aria-label={t.nav.primary}
            className="flex-1 overflow-y-auto overscroll-contain px-4 pt-2 pb-6"
          >
            <AppLink page="home" className={item} onClick={onNavigate}>
              {t.nav.home}
            </AppLink>
            <p className="px-3 pt-4 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
              {t.nav.features}
            </p>
            <ul>
              {featureMenu.map(({ key, page }) => (
                <li key={key}>
                  <AppLink
                    page={page}
                    className="flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-brand-50"
                  >
                    <FeatureIcon feature={key} className="size-5 shrink-0 text-brand-600" />
                    <span className="font-semibold">{t.features[key].title}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
            <AppLink page="pricing" className={item}>
              {t.nav.pricing}
            </AppLink>
            <p className="px-3 pt-4 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
              {t.nav.resources}
            </p>
            <ul>
              {resourceMenu.map(({ key, page }) => (
                <li key={key}>
                  <AppLink page={page} className={item}>
                    {t.nav[key]}
                  </AppLink>
                </li>
              ))}
            </ul>
            <AppLink page="blog" className={item}>
              {t.nav.blog}
            </AppLink>
            <AppLink page="contact" className={item}>
              {t.nav.contact}
            </AppLink>
            <LanguageSwitch onSwitch={onNavigate} className="mt-4 px-1" />
          </nav>
          {/* Pinned under the list, where a thumb finds it without scrolling (Sign up stays in the bar). */}
          <div className="grid grid-cols-2 gap-3 border-t border-line px-4 py-3">
            <a href={siteConfig.APP_URL} className="btn-ghost text-brand-700">
              {t.nav.login}
            </a>
            <AppLink page="requestDemo" className="btn-primary">
              {t.nav.requestDemo}
            </AppLink>
          </div>
        </div>
      )}
    </div>
  );
}
