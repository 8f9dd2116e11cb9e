import type { Currency } from "../../content/pricing/plans.ts";

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
 * Marks the document with the visitor's currency: the one they chose before, else, on a document that
 * shows prices (`priced` matches), their time zone's. It also sets the pricing page's currency picker.
 *
 * The time zone is read only where prices are on the page: it is the page's one use of `Intl`, and a
 * browser's first `Intl` call loads its locale data, a task of 40–140 ms on the benchmark's machine
 * (docs/architecture.md, "No locale data on a page that writes no number"). A page without prices leaves
 * the mark unset; the first view with prices marks it before it paints (useCurrency).
 *
 * It runs in the inline script of every prerendered page (currency-script.ts), before and without the
 * app's code, so it names nothing outside itself.
 */
export function markVisitorCurrency(
  key: string,
  attribute: string,
  priced: string,
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
    if (!document.querySelector(priced)) return;
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
