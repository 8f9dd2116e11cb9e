import { describe, expect, it } from "vitest";
import { chatTexts } from "../../app/chat/texts.ts";
import { consentTexts } from "../../app/consent/texts.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import type { Dictionary } from "../../core/i18n/en.ts";
import { fill } from "../../core/i18n/fill.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import {
  aboutContent,
  conversionContent,
  covidContent,
  projectManagementContent,
} from "../../content/company/index.ts";
import { emailsEn } from "../../content/emails/en.ts";
import { emailsId } from "../../content/emails/id.ts";
import { faqContent } from "../../content/faq/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { homeContent } from "../../content/home/index.ts";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { pricingContent } from "../../content/pricing/index.ts";
import { thankYouContent } from "../../content/thank-you/index.ts";

/** Every word list and page copy written in both languages. */
const copies: Record<string, Record<Lang, unknown>> = {
  dictionary: dictionaries,
  forms: formWords,
  chat: chatTexts,
  consent: consentTexts,
  home: homeContent,
  about: aboutContent,
  covid: covidContent,
  projectManagement: projectManagementContent,
  conversion: conversionContent,
  faq: faqContent,
  featurePages,
  leadPages: leadPagesContent,
  pricing: pricingContent,
  thankYou: thankYouContent,
  collectionLists: collectionListsContent,
  emails: { en: emailsEn, id: emailsId },
};

/** The `{name}` slots of every string in a copy, by the string's path. */
function slotsByPath(value: unknown, path: string, found = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") {
    const names = new Set(Array.from(value.matchAll(/\{(\w+)\}/g), (match) => match[1]));
    found.set(path, [...names].sort().join(", "));
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) slotsByPath(item, `${path}.${key}`, found);
  }
  return found;
}

describe("the site's copy", () => {
  it("fills each slot of a template with its value, however often the slot appears", () => {
    expect(fill(dictionaries.en.faqPage.matches, { count: 3, total: 28 })).toBe("3 of 28 questions match.");
    expect(fill(dictionaries.id.pricingPage.minimumNote, { users: 5 })).toBe(
      "Paket berbayar dimulai dari 5 pengguna, jadi perkiraan ini menghitung 5 pengguna.",
    );
  });

  it("fails typecheck when a slot's value is missing or a value has no slot", () => {
    const matches = dictionaries.en.faqPage.matches;
    // @ts-expect-error: {total} has no value.
    expect(fill(matches, { count: 3 })).toBe("3 of {total} questions match.");
    // @ts-expect-error: "query" is not a slot of this string.
    fill(matches, { count: 3, total: 28, query: "trial" });
    // @ts-expect-error: a string without slots has nothing to fill.
    fill(dictionaries.en.faqPage.topics, { count: 3 });
    // @ts-expect-error: a translation must keep the English string's slots.
    const translation: Dictionary["faqPage"]["matches"] = "{count} pertanyaan cocok.";
    expect(translation).toContain("{count}");
  });

  it("names the same slots in both languages of every string", () => {
    for (const [name, copy] of Object.entries(copies)) {
      const english = slotsByPath(copy.en, name);
      const indonesian = slotsByPath(copy.id, name);
      const slotted = [...english].filter(([path, slots]) => slots !== "" || indonesian.get(path));
      expect(slotted.map(([path]) => [path, indonesian.get(path)])).toEqual(slotted);
    }
  });
});
