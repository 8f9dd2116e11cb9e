import { useCallback, useSyncExternalStore } from "react";
import { currencies, type Currency } from "../../content/pricing/plans.ts";

/** The localStorage key that remembers the visitor's currency between visits and languages. */
const storageKey = "currency";
const listeners = new Set<() => void>();
/** The choice of this page view when storage is blocked. */
let memory: Currency | null = null;

function read(): Currency | null {
  try {
    const value = localStorage.getItem(storageKey);
    return currencies.find((currency) => currency === value) ?? null;
  } catch {
    return null; // Storage can be blocked; the page's default currency then stands.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener); // a choice made in another tab
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * The currency prices are shown in: the visitor's earlier choice once the page runs in their browser,
 * else the first currency of the page's language (which is also what the prerendered page shows).
 */
export function useCurrency(fallback: Currency): [Currency, (currency: Currency) => void] {
  const remembered = useSyncExternalStore(subscribe, read, () => null);
  const choose = useCallback((currency: Currency) => {
    try {
      localStorage.setItem(storageKey, currency);
    } catch {
      // Not remembered when storage is blocked; the listeners below still show the choice.
      memory = currency;
    }
    for (const listener of listeners) listener();
  }, []);
  return [remembered ?? memory ?? fallback, choose];
}
