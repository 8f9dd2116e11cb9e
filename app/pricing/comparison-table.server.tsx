import { renderToStaticMarkup } from "react-dom/server";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { comparison, planIds, type ComparisonRow, type PlanId } from "../../content/pricing/plans.ts";
import type { PricingContent } from "../../content/pricing/types.ts";
import { CheckIcon } from "../art/check-icon.tsx";

const rows = Object.keys(comparison) as ComparisonRow[];

/** The plan the phone shows beside the features before the visitor picks one. */
const shownFirst: PlanId = "growth";

/**
 * On a phone, the cells of every plan but the one whose radio button is checked are hidden. Written out
 * whole, one rule per plan, so that the stylesheet has each.
 */
const onPhone = [
  "max-md:[&:has([value=starter]:checked)_[data-plan]:not([data-plan=starter])]:hidden",
  "max-md:[&:has([value=growth]:checked)_[data-plan]:not([data-plan=growth])]:hidden",
  "max-md:[&:has([value=business]:checked)_[data-plan]:not([data-plan=business])]:hidden",
  "max-md:[&:has([value=enterprise]:checked)_[data-plan]:not([data-plan=enterprise])]:hidden",
] satisfies `${string}${PlanId}${string}`[];

/**
 * Every plan's features in one table. On a phone four plan columns do not fit: the visitor picks the
 * plan to show beside the feature names instead, with radio buttons that the stylesheet follows. Markup
 * made on the server (see StaticMarkup): the table and its picker work without a line of the page's
 * script, so no tap on them waits for code, and the page's first load carries none.
 */
export function comparisonTableHtml(content: PricingContent, lang: Lang): string {
  const t = dictionaries[lang].pricingPage;
  return renderToStaticMarkup(
    <div className={onPhone.join(" ")}>
      <fieldset className="mt-8 grid grid-cols-4 gap-1 rounded-full border border-line bg-white p-1 md:hidden">
        <legend className="sr-only">{t.showPlan}</legend>
        {planIds.map((plan) => (
          <label
            key={plan}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-full text-xs font-bold has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="compare-plan"
              value={plan}
              defaultChecked={plan === shownFirst}
              className="sr-only"
            />
            {content.plans[plan].name}
          </label>
        ))}
      </fieldset>
      <div className="mt-4 overflow-hidden rounded-2xl border border-line bg-white shadow-card md:mt-10">
        <table className="w-full text-left text-sm md:text-base">
          <caption className="sr-only">{content.comparison.title}</caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" className="px-4 py-3 md:px-6">
                {content.comparison.featureColumn}
              </th>
              {planIds.map((plan) => (
                <th key={plan} scope="col" data-plan={plan} className="px-4 py-3 text-center md:px-6">
                  {content.plans[plan].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row" className="px-4 py-3 font-semibold md:px-6">
                  <KeptWhole text={content.comparison.rows[row]} />
                </th>
                {planIds.map((plan) => {
                  const value = comparison[row][plan];
                  return (
                    <td key={plan} data-plan={plan} className="px-4 py-3 text-center md:px-6">
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
    </div>,
  );
}

/**
 * A row's name with each hyphenated word kept on one line: a narrow column broke "clock-in)" after its
 * hyphen, leaving "in)" alone on the next line.
 */
function KeptWhole({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
