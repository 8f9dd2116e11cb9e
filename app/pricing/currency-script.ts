import { visitorCurrencyArguments } from "./use-currency.ts";
import { markVisitorCurrency } from "./visitor-currency.ts";

/**
 * The inline script that marks the visitor's currency on a prerendered page (visitor-currency.ts), without
 * comments. It runs at the end of the body, so the page's prices are already parsed when it looks for them.
 */
export const currencyScript = `(${markVisitorCurrency
  .toString()
  .replace(/\/\/[^\n]*/g, "")
  .replace(
    /\s+/g,
    " ",
  )})(${visitorCurrencyArguments.map((argument) => JSON.stringify(argument)).join(",")});`;
