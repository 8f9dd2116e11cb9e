import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dictionaries } from "../../app/i18n/dictionaries.ts";
import { rootDir } from "../../scripts/start-args.ts";

// What a prerendered page's HTML leaves out to fit the first round trip (docs/architecture.md).

const pageHtml = (path: string) => readFileSync(join(rootDir, "build", "client", path, "index.html"), "utf8");

/** The words a page's data carries for React, as JSON inside a JavaScript string. */
const inData = (html: string, words: string) =>
  html.includes(JSON.stringify(JSON.stringify(words)).slice(3, -3));

describe("a prerendered page's HTML", () => {
  it("carries the dictionary's page sections only on the pages that show them", () => {
    for (const lang of ["en", "id"] as const) {
      const t = dictionaries[lang];
      const pricing = pageHtml(lang === "en" ? "pricing" : "harga");
      const faq = pageHtml(lang === "en" ? "faq" : "tanya-jawab");
      expect(inData(pricing, t.pricingPage.plansTitle)).toBe(true);
      expect(inData(pricing, t.faqPage.searchPlaceholder)).toBe(false);
      expect(inData(pricing, t.featurePage.guideLead)).toBe(false);
      expect(inData(faq, t.faqPage.searchPlaceholder)).toBe(true);
      expect(inData(faq, t.pricingPage.plansTitle)).toBe(false);
      // The shell's own sections stay on every page.
      expect(inData(faq, t.newsletter.title)).toBe(true);
    }
  });

  it("leaves out the header's closed menus: their buttons draw them when opened", () => {
    const html = pageHtml("pricing");
    const controlled = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1]);
    expect(controlled.length).toBeGreaterThanOrEqual(3);
    for (const id of controlled) expect(html.includes(`id="${id}"`), id).toBe(false);
    // The features menu's taglines are drawn nowhere else on the pricing page.
    expect(html.includes(`>${dictionaries.en.features.task.tagline}<`)).toBe(false);
  });
});
