import { useSyncExternalStore } from "react";
import { timings } from "./timings.ts";

export interface NetworkState {
  onLine: boolean;
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching spends the visitor's data: never offline, on 2g, or when they asked to save data. */
export function canPrefetch(network: NetworkState): boolean {
  if (!network.onLine || network.saveData) return false;
  return network.effectiveType !== "2g" && network.effectiveType !== "slow-2g";
}

interface NavigatorWithConnection extends Navigator {
  connection?: { effectiveType?: string; saveData?: boolean };
}

function currentNetwork(): NetworkState {
  const { connection } = navigator as NavigatorWithConnection;
  return {
    onLine: navigator.onLine,
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData,
  };
}

// One idle wait for the whole page, shared by every link.
let idle = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && !idle) {
    const markIdle = () => {
      idle = true;
      listeners.forEach((notify) => notify());
    };
    if ("requestIdleCallback" in window) {
      window.requestIdleCallback(markIdle, { timeout: timings.prefetchIdleTimeoutMs });
    } else {
      setTimeout(markIdle, timings.prefetchIdleTimeoutMs);
    }
  }
  return () => listeners.delete(listener);
}

/** How links prefetch: nothing until the page is idle, then what is in view, if the network allows. */
export function usePrefetchMode(): "none" | "viewport" {
  return useSyncExternalStore(
    subscribe,
    () => (idle && canPrefetch(currentNetwork()) ? "viewport" : "none"),
    () => "none",
  );
}
