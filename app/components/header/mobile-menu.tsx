import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { useDictionary } from "../../i18n/use-dictionary.ts";

const loadPanel = () => import("./mobile-menu-panel.tsx");
const MobileMenuPanel = lazy(loadPanel);

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

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
        onClick={() => onOpenChange(!open)}
        // The panel's code starts loading as the finger lands, before the tap ends.
        onPointerDown={loadPanel}
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
        <Suspense>
          <MobileMenuPanel panelId={panelId} onNavigate={onNavigate} />
        </Suspense>
      )}
    </div>
  );
}
