import { currencies, type Currency } from "../../content/pricing/plans.ts";
import { currencyAttribute, currencyStorageKey } from "./use-currency.ts";

/**
 * The currency a visitor in each time zone pays in (docs/pricing.md, "One currency per view"): Indonesia's
 * three zones, Malaysia's two, the Philippines, Thailand and Singapore. Any other zone keeps the first
 * currency of the page's language.
 */
export const currencyByTimeZone: Record<string, Currency> = {
  "Asia/Jakarta": "IDR",
  "Asia/Pontianak": "IDR",
  "Asia/Makassar": "IDR",
  "Asia/Jayapura": "IDR",
  "Asia/Kuala_Lumpur": "MYR",
  "Asia/Kuching": "MYR",
  "Asia/Manila": "PHP",
  "Asia/Bangkok": "THB",
  "Asia/Singapore": "SGD",
};

/**
 * Picks the visitor's currency before the page paints: the one they chose before, else their time zone's.
 * It marks the document with it (the stylesheet then shows the plan cards' prices in it, with no shift
 * when the app starts) and sets the pricing page's currency picker. It runs in the inline script of every
 * prerendered page (scripts/defer-hydration.ts), before and without the app's code, so it names nothing
 * outside itself; the app reads the mark (useCurrency) when it starts.
 */
function pickCurrency(
  key: string,
  attribute: string,
  known: readonly string[],
  zones: Record<string, string>,
) {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(key);
  } catch {
    // Storage blocked: the time zone decides.
  }
  if (!chosen || known.indexOf(chosen) < 0) {
    try {
      chosen = zones[Intl.DateTimeFormat().resolvedOptions().timeZone] || null;
    } catch {
      chosen = null;
    }
  }
  if (!chosen) return;
  document.documentElement.setAttribute(attribute, chosen);
  const picker = document.querySelector<HTMLSelectElement>("select[data-currency-picker]");
  if (picker) picker.value = chosen;
}

/** The inline script that picks the currency on a prerendered page, without comments. */
export const currencyScript = `(${pickCurrency
  .toString()
  .replace(/\/\/[^\n]*/g, "")
  .replace(
    /\s+/g,
    " ",
  )})(${JSON.stringify(currencyStorageKey)},${JSON.stringify(currencyAttribute)},${JSON.stringify(currencies)},${JSON.stringify(currencyByTimeZone)});`;
