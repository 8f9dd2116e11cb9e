import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useDelayedClose } from "./use-delayed-close.ts";

const noSubscription = () => () => {};

interface DropdownProps {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "header": the panel is centred under the whole header (wide panels), else under its button. */
  anchor?: "button" | "header";
  /** Tailwind classes of the panel (width, columns). */
  panelClassName?: string;
  /**
   * Dropdowns sharing a group name are exclusive without JavaScript as with it: the browser closes one
   * when another of the group opens (the `name` of `<details>`).
   */
  group?: string;
  children: ReactNode;
}

/**
 * A disclosure menu of links: a `<details>` whose `<summary>` is the button, its panel in the page's HTML
 * (docs/architecture.md, A page's first round trip). Without JavaScript the browser opens and closes it, and
 * tells assistive technology whether it is expanded. With JavaScript the page owns its state: it opens on
 * click and on hover, closes 150 ms after focus or the pointer leaves, closes on Escape and gives focus back
 * to the button, and the summary carries aria-expanded.
 */
export function Dropdown({
  label,
  open,
  onOpenChange,
  anchor = "button",
  panelClassName = "",
  group,
  children,
}: DropdownProps) {
  const panelId = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  // A mouse user points at the button (the panel opens) and then clicks it: that click must not close it,
  // however long the pointer rested first. Only a click after that one, or after leaving, toggles.
  const openedByHover = useRef(false);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const { schedule, cancel } = useDelayedClose(close);
  // aria-expanded only once the page runs (false in the server's markup and while React takes the page
  // over, true after): before, the browser's own state of the details is the truth.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    // Opened by the browser before the app started: the page takes that state over.
    if (detailsRef.current?.open) onOpenChange(true);
    // Once, when the app starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) schedule();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      onOpenChange(false);
      summaryRef.current?.focus();
    }
  };

  return (
    <details
      ref={detailsRef}
      name={group}
      open={open}
      className={anchor === "button" ? "relative" : ""}
      onBlur={onBlur}
      onFocus={cancel}
      onKeyDown={onKeyDown}
      // The browser closes a details of the same group when this one opens: the page follows.
      onToggle={(event) => {
        if (event.currentTarget.open !== open) onOpenChange(event.currentTarget.open);
      }}
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
      <summary
        ref={summaryRef}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        onClick={(event) => {
          // The page decides, not the browser's toggle (Enter and Space click a summary too).
          event.preventDefault();
          const confirmsHover = openedByHover.current;
          openedByHover.current = false;
          // A closed menu always opens on a click, whatever the pointer did before.
          if (!open || !confirmsHover) onOpenChange(!open);
        }}
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 font-semibold [&::-webkit-details-marker]:hidden"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 transition-transform [details[open]>summary>&]:rotate-180"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <div
        id={panelId}
        className={`absolute left-1/2 z-50 -translate-x-1/2 rounded-2xl ${anchor === "button" ? "top-full mt-2" : "top-full -mt-2"} border border-line bg-white p-3 text-ink shadow-card ${panelClassName}`}
      >
        {children}
      </div>
    </details>
  );
}
