import { useCallback, useLayoutEffect, useSyncExternalStore } from "react";
import { currencies, type Currency } from "../../content/pricing/plans.ts";
import { currencyByTimeZone, markVisitorCurrency } from "./visitor-currency.ts";

/** The localStorage key that remembers the visitor's currency between visits and languages. */
export const currencyStorageKey = "currency";
/**
 * The document's attribute naming the currency shown: set before the first paint of a page with prices,
 * by the page's inline script or, after a move from a page without prices, by useCurrency
 * (visitor-currency.ts), and by a choice here. The stylesheet shows the plan cards' prices in it (app.css,
 * "One currency per view").
 */
export const currencyAttribute = "data-currency";
/** The plan cards' prices, each written in one currency (`data-price="IDR"`): a page that shows prices. */
export const pricedSelector = "[data-price]";
/** What markVisitorCurrency is called with, here and in the page's inline script (currency-script.ts). */
export const visitorCurrencyArguments = [
  currencyStorageKey,
  currencyAttribute,
  pricedSelector,
  currencies,
  currencyByTimeZone,
] as const;
const listeners = new Set<() => void>();

const known = (value: string | null | undefined) => currencies.find((currency) => currency === value) ?? null;

function read(): Currency | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(currencyStorageKey);
  } catch {
    // Storage can be blocked; the document's mark then stands.
  }
  return known(stored) ?? known(document.documentElement.getAttribute(currencyAttribute));
}

function subscribe(listener: () => void): () => void {
  // A choice made in another tab: marked here too, so the plan cards follow it.
  const onStorage = () => {
    const stored = read();
    if (stored) document.documentElement.setAttribute(currencyAttribute, stored);
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The currency prices are shown in: the visitor's earlier choice, else their time zone's (both as the
 * document was marked before its prices painted), else the first currency of the page's language
 * (which is also what the prerendered page's words say).
 */
export function useCurrency(fallback: Currency): [Currency, (currency: Currency) => void] {
  const picked = useSyncExternalStore(subscribe, read, () => null);
  // Reached from a page without prices, whose inline script left the mark unset: marked now, before the
  // prices paint, as that script would have.
  useLayoutEffect(() => {
    if (document.documentElement.hasAttribute(currencyAttribute)) return;
    markVisitorCurrency(...visitorCurrencyArguments);
    for (const listener of listeners) listener();
  }, []);
  const choose = useCallback((currency: Currency) => {
    document.documentElement.setAttribute(currencyAttribute, currency);
    try {
      localStorage.setItem(currencyStorageKey, currency);
    } catch {
      // Not remembered when storage is blocked; the document's mark keeps it for this visit.
    }
    for (const listener of listeners) listener();
  }, []);
  return [picked ?? fallback, choose];
}
