import { useCallback, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { useDelayedClose } from "./use-delayed-close.ts";

interface DropdownProps {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "header": the panel is centred under the whole header (wide panels), else under its button. */
  anchor?: "button" | "header";
  /** Tailwind classes of the panel (width, columns). */
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A disclosure menu of links: a button with aria-expanded and a panel. Opens on click and on hover,
 * closes 150 ms after focus or the pointer leaves, closes on Escape and gives focus back to the button.
 */
export function Dropdown({
  label,
  open,
  onOpenChange,
  anchor = "button",
  panelClassName = "",
  children,
}: DropdownProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse user points at the button (the panel opens) and then clicks it: that click must not close it,
  // however long the pointer rested first. Only a click after that one, or after leaving, toggles.
  const openedByHover = useRef(false);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const { schedule, cancel } = useDelayedClose(close);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) schedule();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      className={anchor === "button" ? "relative" : ""}
      onBlur={onBlur}
      onFocus={cancel}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancel();
        if (!open) openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        openedByHover.current = false;
        schedule();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const confirmsHover = openedByHover.current;
          openedByHover.current = false;
          // A closed menu always opens on a click, whatever the pointer did before.
          if (!open || !confirmsHover) onOpenChange(!open);
        }}
        className="flex items-center gap-1 rounded-md px-3 py-2 font-semibold"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {/* Drawn only while open: a closed panel in every page's HTML would cost about a kilobyte of the
          first round trip, and without JavaScript its button cannot open it anyway. */}
      {open && (
        <div
          id={panelId}
          className={`absolute left-1/2 z-50 -translate-x-1/2 rounded-2xl ${anchor === "button" ? "top-full mt-2" : "top-full -mt-2"} border border-line bg-white p-3 text-ink shadow-card ${panelClassName}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}
