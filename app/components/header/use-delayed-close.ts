import { useCallback, useEffect, useRef } from "react";
import { timings } from "../../navigation/timings.ts";

/**
 * Closing that waits 150 ms (docs/product.md, Timings), so moving between a button and its panel does not
 * flicker.
 */
export function useDelayedClose(close: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(close, timings.menuCloseDelayMs);
  }, [close]);
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
