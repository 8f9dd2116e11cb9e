import type { Currency } from "../../content/pricing/plan-keys.ts";
import type { Lang } from "../routing/pages.ts";
import { digitsText } from "../text/digits.ts";

/**
 * How the site writes an amount of money in each language: the one formatter of prices (the pricing page's
 * cards), and of amounts in running text (prose-prices.ts, the payroll calculators' figures). Kept apart
 * from the prices themselves, so a page that only writes amounts carries no price list.
 */

const locales: Record<Lang, string> = { en: "en", id: "id-ID" };

/**
 * A price as people in each market write it: Rp, RM, ₱ and ฿ by their local signs, the Singapore dollar
 * by its code (a bare "$" reads as US dollars); decimals only when the amount has them.
 */
export function formatPrice(amount: number, currency: Currency, lang: Lang): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locales[lang], {
    style: "currency",
    currency,
    currencyDisplay: currency === "SGD" ? "code" : "narrowSymbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/**
 * An amount as running text writes it in a language. Rupiah one way per language, as the pricing page's
 * cards write them: "Rp 15,000" in English, "Rp 15.000" in Indonesian (docs/glossary.md, Rupiah); the
 * other currencies by their code (MYR 4, SGD 1.50: docs/style.md).
 */
export function prosePrice(amount: number, currency: Currency, lang: Lang): string {
  const digits = digitsText(amount, lang, Number.isInteger(amount) ? 0 : 2);
  return `${currency === "IDR" ? "Rp" : currency} ${digits}`;
}
