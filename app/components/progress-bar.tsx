import { useEffect, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { timings } from "../navigation/timings.ts";

const { throttleMs, durationMs, tickMs, hideAfterMs } = timings.progress;

/**
 * The bar's progress lives outside React: when a navigation fails, the error page replaces the layout
 * and mounts a new bar, which must carry on (and turn red) rather than start over.
 */
let percent: number | null = null;
let throttle: ReturnType<typeof setTimeout> | undefined;
let tick: ReturnType<typeof setInterval> | undefined;
let hide: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: number | null) {
  percent = next;
  listeners.forEach((notify) => notify());
}

function start() {
  if (throttle || tick) return;
  clearTimeout(hide);
  // Quick navigations show nothing: the bar appears only after the throttle.
  throttle = setTimeout(() => {
    throttle = undefined;
    set(0);
    tick = setInterval(() => set(Math.min(95, (percent ?? 0) + (100 * tickMs) / durationMs)), tickMs);
  }, throttleMs);
}

function finish() {
  clearTimeout(throttle);
  clearInterval(tick);
  throttle = tick = undefined;
  if (percent === null) return;
  set(100);
  clearTimeout(hide);
  hide = setTimeout(() => set(null), hideAfterMs);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The thin bar at the top during navigation (docs/product.md, Layout and Timings): it appears only when a
 * navigation takes longer than the throttle, creeps towards the end over the duration, fills and fades
 * when done, and is red when the navigation failed.
 */
export function ProgressBar({ failed }: { failed: boolean }) {
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (busy) start();
    else finish();
  }, [busy]);
  const shown = useSyncExternalStore(
    subscribe,
    () => percent,
    () => null,
  );

  if (shown === null) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="progress-bar"
      data-failed={failed}
      className={`fixed top-0 left-0 z-[60] h-[2px] transition-[width] duration-100 ${failed ? "bg-red-600" : "bg-accent"}`}
      style={{ width: `${shown}%` }}
    />
  );
}
