import { group, groupPerKey, line, list, mayHold, ordering, paragraph, template } from "../schema/fields.ts";
import { metaGroup } from "../schema/page-parts.ts";
import { rowNames, valueNames } from "./plans.schema.ts";
import {
  comparisonRows,
  comparisonValues,
  currencies,
  planButtonPage,
  planIds,
  trialPlan,
} from "./plan-keys.ts";

const planNames = { starter: "Starter", growth: "Growth", business: "Business", enterprise: "Enterprise" };

/** What each plan card's button leads to (planButtonPage), so its words say what it starts. */
const buttonHints = Object.fromEntries(
  planIds.map((plan) => [
    plan,
    planButtonPage[plan] === "requestDemo"
      ? "Leads to the demo request, with our sales team."
      : plan === trialPlan
        ? "Leads to the free trial's registration: the trial is of this plan."
        : `Leads to the free trial's registration, which is of ${planNames[trialPlan]}: say so.`,
  ]),
) as Record<(typeof planIds)[number], string>;

/**
 * The pricing page's words in one language (`content/pricing/<lang>.yaml`). The numbers are in plans.yaml,
 * the same for both languages; the page puts them into the `{slots}` of the texts that name them.
 */
export const pricingSchema = group(
  {
    meta: metaGroup,
    hero: group(
      { title: line({ label: "Headline" }), lead: paragraph({ label: "Lead" }) },
      { label: "First screen" },
    ),
    currencyOrder: ordering(currencies, {
      label: "Currencies, in this language's order",
      hint: "Drag to change the order the picker lists them in; the first is shown until the visitor picks another.",
    }),
    currencyNames: groupPerKey(currencies, (currency) => line({ label: currency }), {
      label: "Currency names",
      hint: "In the picker, e.g. Indonesian rupiah (IDR).",
    }),
    plans: groupPerKey(
      planIds,
      (plan) =>
        group(
          {
            name: line({ label: "Name" }),
            summary: paragraph({ label: "Who it is for", hint: "One sentence." }),
            includes: list(line({ label: "Line" }), {
              label: "What it includes",
              hint: "Four to six short lines; for a higher plan the first says “Everything in …”.",
              min: 4,
              max: 6,
            }),
            cta: line({ label: "Button", hint: buttonHints[plan] }),
          },
          { label: planNames[plan] },
        ),
      { label: "Plans", hint: "The prices are under “Prices and plans”." },
    ),
    comparison: group(
      {
        title: line({ label: "Heading" }),
        lead: paragraph({ label: "Lead" }),
        featureColumn: line({ label: "First column's heading" }),
        rows: groupPerKey(comparisonRows, (row) => line({ label: rowNames[row] }), {
          label: "Rows",
          hint: "Which plan includes what is set under “Prices and plans”.",
        }),
        values: groupPerKey(comparisonValues, (value) => line({ label: valueNames[value] }), {
          label: "Words in the cells",
          hint: "Where a cell says more than included or not.",
        }),
      },
      { label: "Comparison table" },
    ),
    payroll: group(
      {
        title: line({ label: "Heading" }),
        body: template({
          label: "Text",
          hint: "{price} becomes the “from” price of payroll services, in the visitor's currency.",
          slots: ["price"],
          multiline: true,
        }),
        cta: line({ label: "Button" }),
      },
      { label: "Payroll services" },
    ),
    faq: group(
      {
        title: line({ label: "Heading" }),
        items: list(
          group(
            {
              question: line({ label: "Question" }),
              answer: mayHold({
                label: "Answer",
                hint: "{users} becomes the minimum users, {days} the trial's days (under “Prices and plans”).",
                slots: ["users", "days"],
                multiline: true,
              }),
            },
            { label: "Question" },
          ),
          { label: "Questions" },
        ),
      },
      { label: "Billing questions" },
    ),
  },
  { label: "Pricing page" },
);
