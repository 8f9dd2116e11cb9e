import { planButtonPage, planIds, pricing } from "../../../content/pricing/plans.ts";
import { fill } from "../../i18n/fill.ts";
import { useDictionary, useLang } from "../../i18n/use-dictionary.ts";
import { formatPrice, monthlyPrice, yearlyPrice, type PricingView } from "../../pricing/price.ts";
import { AppLink } from "../app-link.tsx";
import { CheckIcon } from "../art/check-icon.tsx";

/** The four plans side by side; prices follow the billing and currency chosen above them. */
export function PlanCards({ content, billing, currency }: PricingView) {
  const t = useDictionary().pricingPage;
  const lang = useLang();
  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
      {planIds.map((id) => {
        const plan = content.plans[id];
        const popular = id === pricing.trialPlan;
        const perMonth = id === "enterprise" ? null : monthlyPrice(id, currency, billing);
        const yearly = id === "enterprise" ? null : yearlyPrice(id, currency, "annual");
        return (
          <li
            key={id}
            className={`relative flex flex-col rounded-3xl border bg-white p-6 shadow-card ${
              popular ? "border-2 border-brand-600" : "border-line"
            }`}
          >
            {popular && (
              <p className="absolute -top-3.5 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
                {t.popular}
              </p>
            )}
            <h3 className="text-xl font-extrabold">{plan.name}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted xl:min-h-[4.25rem]">{plan.summary}</p>
            <p className="mt-5 flex min-h-10 items-baseline gap-1.5">
              <span className="text-3xl font-extrabold" data-testid={`price-${id}`}>
                {perMonth === null ? t.customPrice : formatPrice(perMonth, currency, lang)}
              </span>
              {perMonth !== null && <span className="text-sm text-muted">{t.perUserMonth}</span>}
            </p>
            <p className="mt-1 min-h-10 text-sm text-muted">
              {yearly === null
                ? t.customPriceNote
                : billing === "monthly"
                  ? t.billedMonthly
                  : fill(t.billedAnnually, { price: formatPrice(yearly, currency, lang) })}
            </p>
            <AppLink
              page={planButtonPage[id]}
              className={`mt-5 ${popular ? "btn-primary" : "btn-ghost text-brand-700 hover:bg-brand-50"}`}
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
