import { describe, expect, it } from "vitest";
import { featureKeys } from "../../content/features.ts";
import { pricingContent } from "../../content/pricing/index.ts";
import { comparison, planButtonPage, planIds, pricing } from "../../content/pricing/plans.ts";
import { trialIncludes } from "../../app/pricing/trial.server.ts";

/** The free trial runs on one plan (Growth): a button says what it starts, and offers the trial only where it shows what the page is about. */
// In Indonesian a button says "coba … gratis", the noun is "uji coba" (docs/glossary.yaml).
const trialWords = { en: /trial/i, id: /uji coba|\bcoba\b.*\bgratis\b/i };

describe("trial buttons say what they start", () => {
  it.each(["en", "id"] as const)("on the plan cards (%s)", (lang) => {
    const content = pricingContent[lang];
    const trialPlanName = content.plans[pricing.trialPlan].name;
    for (const plan of planIds) {
      const button = content.plans[plan].cta;
      if (planButtonPage[plan] === "requestDemo") {
        expect(button, `${plan}: leads to sales, offers no trial`).not.toMatch(trialWords[lang]);
      } else {
        expect(button, `${plan}: starts the trial`).toMatch(trialWords[lang]);
        // Another plan's button starting the trial names the plan the trial is of.
        if (plan !== pricing.trialPlan) expect(button, plan).toContain(trialPlanName);
        // Only a plan whose features the trial holds may send to it.
        for (const row of Object.values(comparison))
          if (row[plan] === "included") expect(row[pricing.trialPlan], plan).toBe("included");
      }
    }
  });

  it("on the feature pages, only for features the trial includes", () => {
    expect(featureKeys.filter((feature) => !trialIncludes(feature))).toEqual(["payroll"]);
  });
});
