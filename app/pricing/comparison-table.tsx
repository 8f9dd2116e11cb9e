import { useState } from "react";
import { comparison, planIds, type ComparisonRow, type PlanId } from "../../content/pricing/plans.ts";
import type { PricingContent } from "../../content/pricing/types.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { CheckIcon } from "../components/art/check-icon.tsx";

const rows = Object.keys(comparison) as ComparisonRow[];

/**
 * Every plan's features in one table. On a phone four plan columns do not fit: the visitor picks the
 * plan to show beside the feature names instead.
 */
export function ComparisonTable({ content }: { content: PricingContent }) {
  const t = useDictionary().pricingPage;
  const [shown, setShown] = useState<PlanId>("growth");
  const hiddenOnPhone = (plan: PlanId) => (plan === shown ? "" : "max-md:hidden");

  return (
    <>
      <div
        role="group"
        aria-label={t.showPlan}
        className="mt-8 grid grid-cols-4 gap-1 rounded-full border border-line bg-white p-1 md:hidden"
      >
        {planIds.map((plan) => (
          <button
            key={plan}
            type="button"
            aria-pressed={plan === shown}
            onClick={() => setShown(plan)}
            className="min-h-11 rounded-full text-xs font-bold aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {content.plans[plan].name}
          </button>
        ))}
      </div>
      <div className="mt-4 overflow-hidden rounded-2xl border border-line bg-white shadow-card md:mt-10">
        <table className="w-full text-left text-sm md:text-base">
          <caption className="sr-only">{content.comparison.title}</caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" className="px-4 py-3 md:px-6">
                {content.comparison.featureColumn}
              </th>
              {planIds.map((plan) => (
                <th key={plan} scope="col" className={`px-4 py-3 text-center md:px-6 ${hiddenOnPhone(plan)}`}>
                  {content.plans[plan].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row" className="px-4 py-3 font-semibold md:px-6">
                  {content.comparison.rows[row]}
                </th>
                {planIds.map((plan) => {
                  const value = comparison[row][plan];
                  return (
                    <td key={plan} className={`px-4 py-3 text-center md:px-6 ${hiddenOnPhone(plan)}`}>
                      {value === "included" ? (
                        <>
                          <CheckIcon className="mx-auto size-5 text-brand-600" />
                          <span className="sr-only">{t.included}</span>
                        </>
                      ) : value === "notIncluded" ? (
                        <>
                          <span aria-hidden="true" className="text-muted">
                            –
                          </span>
                          <span className="sr-only">{t.notIncluded}</span>
                        </>
                      ) : (
                        content.comparison.values[value]
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
