import type { Currency } from "../../content/pricing/plans.ts";
import type { PricingContent } from "../../content/pricing/types.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import type { Billing } from "../../core/pricing/price.ts";

/** The monthly/annual switch (two radio buttons drawn as one control) and the currency picker. */
export function PricingControls({
  billing,
  onBillingChange,
  currency,
  onCurrencyChange,
  content,
}: {
  billing: Billing;
  onBillingChange: (billing: Billing) => void;
  currency: Currency;
  onCurrencyChange: (currency: Currency) => void;
  content: PricingContent;
}) {
  const t = useDictionary().pricingPage;
  return (
    <div className="flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-6">
      <fieldset className="flex rounded-full border border-line bg-white p-1 shadow-card">
        <legend className="sr-only">{t.billing}</legend>
        {(["monthly", "annual"] as const).map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="billing"
              value={option}
              checked={billing === option}
              onChange={() => onBillingChange(option)}
              className="sr-only"
            />
            {t[option]}
            {option === "annual" && (
              <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-ink">
                {t.annualSaving}
              </span>
            )}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-3 text-sm font-semibold">
        {t.currency}
        <select
          data-currency-picker=""
          value={currency}
          onChange={(event) => onCurrencyChange(event.target.value as Currency)}
          className="min-h-11 rounded-full border border-line bg-white px-4 font-semibold shadow-card"
        >
          {content.currencyOrder.map((code) => (
            <option key={code} value={code}>
              {content.currencyNames[code]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
