import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { timings } from "../navigation/timings.ts";

const { throttleMs, durationMs, tickMs, hideAfterMs } = timings.progress;

/**
 * The thin bar at the top during navigation (SPEC.md §2, §9): it appears only when a navigation takes
 * longer than the throttle, creeps towards the end over the duration, fills and fades when done, and
 * turns red when the navigation failed.
 */
export function ProgressBar({ failed }: { failed: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [percent, setPercent] = useState<number | null>(null);
  const shownRef = useRef(false);

  useEffect(() => {
    if (busy) {
      let tick: ReturnType<typeof setInterval> | undefined;
      const start = setTimeout(() => {
        shownRef.current = true;
        setPercent(0);
        tick = setInterval(
          () => setPercent((value) => Math.min(95, (value ?? 0) + (100 * tickMs) / durationMs)),
          tickMs,
        );
      }, throttleMs);
      return () => {
        clearTimeout(start);
        clearInterval(tick);
      };
    }
    if (!shownRef.current) return;
    setPercent(100);
    const hide = setTimeout(() => {
      shownRef.current = false;
      setPercent(null);
    }, hideAfterMs);
    return () => clearTimeout(hide);
  }, [busy]);

  if (percent === null) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="progress-bar"
      data-failed={failed}
      className={`fixed top-0 left-0 z-[60] h-[2px] transition-[width] duration-100 ${failed ? "bg-red-600" : "bg-accent"}`}
      style={{ width: `${percent}%` }}
    />
  );
}
