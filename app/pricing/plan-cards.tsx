import { currencies, planButtonPage, planIds, pricing } from "../../content/pricing/plans.ts";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import {
  formatPrice,
  monthlyPrice,
  yearlyPrice,
  type PricedPlan,
  type PricingView,
} from "../../core/pricing/price.ts";
import { AppLink } from "../components/app-link.tsx";
import { CheckIcon } from "../art/check-icon.tsx";

/**
 * The four plans side by side; prices follow the billing chosen above them. Each price is written in every
 * currency and the stylesheet shows the one the document is marked with (app.css, "One currency per
 * view"): the inline script marks it before the first paint, so a visitor's currency never replaces
 * another's on screen. On wide screens each card's parts share rows with the other cards' (a subgrid),
 * so names, prices, units and buttons line up whatever the length of the words above them.
 */
export function PlanCards({ content, billing, currency }: PricingView) {
  const t = useDictionary().pricingPage;
  const lang = useLang();
  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
      {planIds.map((id) => {
        const plan = content.plans[id];
        const popular = id === pricing.trialPlan;
        const priced: PricedPlan | null = id === "enterprise" ? null : id;
        return (
          <li
            key={id}
            className={`relative flex flex-col rounded-3xl border bg-white p-6 shadow-card md:row-span-6 md:grid md:grid-rows-subgrid md:gap-0 ${
              popular ? "border-2 border-brand-600" : "border-line"
            }`}
          >
            {popular && (
              <p className="absolute -top-3.5 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
                {t.popular}
              </p>
            )}
            <h3 className="text-xl font-extrabold">{plan.name}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{plan.summary}</p>
            <p className="mt-5">
              <span
                className="block text-3xl leading-10 font-extrabold whitespace-nowrap"
                data-testid={`price-${id}`}
              >
                {priced === null
                  ? t.customPrice
                  : currencies.map((code) => (
                      <span
                        key={code}
                        data-price={code}
                        data-default={code === content.currencyOrder[0] || undefined}
                      >
                        {formatPrice(monthlyPrice(priced, code, billing), code, lang)}
                      </span>
                    ))}
              </span>
              {/* Its own line, whatever the width of the price: the unit never wraps beside it. */}
              <span className="block min-h-5 text-sm whitespace-nowrap text-muted">
                {priced !== null && t.perUserMonth}
              </span>
            </p>
            <p className="mt-1 text-sm text-muted">
              {priced === null
                ? t.customPriceNote
                : billing === "monthly"
                  ? t.billedMonthly
                  : // Annual billing is the visitor's choice, made once the app runs: its currency is known.
                    fill(t.billedAnnually, {
                      price: formatPrice(yearlyPrice(priced, currency, "annual"), currency, lang),
                    })}
            </p>
            <AppLink
              page={planButtonPage[id]}
              className={`mt-5 whitespace-nowrap ${popular ? "btn-primary" : "btn-ghost text-brand-700 hover:bg-brand-50"}`}
            >
              {plan.cta}
              <span className="sr-only">: {plan.name}</span>
            </AppLink>
            <ul className="mt-6 space-y-2.5 border-t border-line pt-5 text-sm">
              {plan.includes.map((line) => (
                <li key={line} className="flex gap-2.5">
                  <CheckIcon className="mt-0.5 size-4 text-brand-600" />
                  {line}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
