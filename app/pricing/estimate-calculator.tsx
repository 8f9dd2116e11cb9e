import { useId, useState } from "react";
import { pricing } from "../../content/pricing/plans.ts";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import {
  estimate,
  formatPrice,
  parseUsers,
  type PricedPlan,
  type PricingView,
} from "../../core/pricing/price.ts";

const pricedPlans: PricedPlan[] = ["starter", "growth", "business"];

/** The bill for the number of users the visitor types, on a plan, in the chosen currency and billing. */
export function EstimateCalculator({ content, billing, currency }: PricingView) {
  const t = useDictionary().pricingPage;
  const lang = useLang();
  const id = useId();
  const [usersText, setUsersText] = useState("25");
  const [plan, setPlan] = useState<PricedPlan>(pricing.trialPlan);
  const users = parseUsers(usersText);
  const result = users === null ? null : estimate(plan, users, currency, billing);
  const money = (amount: number) => formatPrice(amount, currency, lang);

  return (
    <div className="mt-10 grid gap-8 rounded-3xl border border-line bg-white p-6 shadow-card md:grid-cols-2 md:p-10">
      <div className="space-y-6">
        <div>
          <label htmlFor={`${id}-users`} className="block font-bold">
            {t.users}
          </label>
          <input
            id={`${id}-users`}
            inputMode="numeric"
            autoComplete="off"
            value={usersText}
            onChange={(event) => setUsersText(event.target.value)}
            aria-invalid={users === null}
            aria-describedby={users === null ? `${id}-users-error` : undefined}
            className="mt-2 min-h-12 w-full rounded-xl border border-line px-4 text-lg font-semibold aria-invalid:border-danger"
          />
          {users === null && (
            <p id={`${id}-users-error`} className="mt-2 text-sm font-semibold text-danger">
              {t.usersInvalid}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="font-bold">{t.plan}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {pricedPlans.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line px-2 text-sm font-semibold has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-accent"
              >
                <input
                  type="radio"
                  name={`${id}-plan`}
                  value={option}
                  checked={plan === option}
                  onChange={() => setPlan(option)}
                  className="sr-only"
                />
                {content.plans[option].name}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <output
        htmlFor={`${id}-users`}
        aria-live="polite"
        className="flex flex-col justify-center rounded-2xl bg-brand-50 p-6 text-brand-900"
      >
        {result && users !== null ? (
          <>
            <span className="text-3xl font-extrabold" data-testid="estimate-total">
              {billing === "monthly"
                ? fill(t.perMonth, { total: money(result.perMonth) })
                : fill(t.perYear, { total: money(result.perYear) })}
            </span>
            <span className="mt-2 text-sm">
              {fill(t.taxNote, { users: result.billedUsers, plan: content.plans[result.plan].name })}
            </span>
            <span className="mt-3 text-sm font-semibold">
              {fill(billing === "annual" ? t.annualSavedNote : t.annualSavingNote, {
                saving: money(result.annualSaving),
              })}
            </span>
            {result.raisedToMinimum && (
              <span className="mt-3 text-sm">{fill(t.minimumNote, { users: pricing.minimumUsers })}</span>
            )}
            {result.movedFromStarter && (
              <span className="mt-3 text-sm">
                {fill(t.starterLimitNote, { max: pricing.plans.starter.maxUsers })}
              </span>
            )}
          </>
        ) : (
          <span className="text-sm">{t.usersInvalid}</span>
        )}
      </output>
    </div>
  );
}
