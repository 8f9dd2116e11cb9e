import type { MayHold, Template } from "../../app/i18n/fill.ts";
import type { ComparisonRow, ComparisonValue, Currency, PlanId } from "./plans.ts";

/**
 * The words of the pricing page in one language; numbers come from plans.ts and the page fills them into
 * the `{slots}` each field's type names.
 */
export interface PricingContent {
  meta: { title: string; description: string };
  hero: { title: string; lead: string };
  /** The currencies in the order this language lists them; the first is the default. */
  currencyOrder: [Currency, Currency, Currency, Currency, Currency];
  /** How each currency is named in the picker, e.g. "Indonesian rupiah (IDR)". */
  currencyNames: Record<Currency, string>;
  plans: Record<
    PlanId,
    {
      name: string;
      /** Who the plan is for, one sentence. */
      summary: string;
      /** Four to six short lines of what it includes, the first being "Everything in X" for higher plans. */
      includes: string[];
      cta: string;
    }
  >;
  comparison: {
    title: string;
    lead: string;
    /** The label of the first column's heading. */
    featureColumn: string;
    rows: Record<ComparisonRow, string>;
    values: Record<ComparisonValue, string>;
  };
  payroll: { title: string; body: Template<"price">; cta: string };
  faq: { title: string; items: Array<{ question: string; answer: MayHold<"users" | "days"> }> };
}
