import { describe, expect, it } from "vitest";
import { caseStudyBannerSvg, customerLogoSvg } from "../../app/art/case-study-art.server.tsx";
import { caseStudies } from "../../app/collections/collections.server.ts";
import { avatarPath, customerNames, quotePerson } from "../../app/collections/customers.server.ts";
import { projectManagementContent } from "../../content/company/index.ts";
import { portraitSvg } from "../../app/art/portrait.server.ts";
import { renderHomeArt } from "../../app/components/home/home-art.server.tsx";
import { colour } from "../../app/art/palette.ts";
import {
  customerKeys,
  isNamedCustomer,
  personKey,
  portraits,
  type PersonKey,
} from "../../content/customers.ts";
import { homeContent } from "../../content/home/index.ts";
import { leadPagesContent } from "../../content/lead-pages/index.ts";

const languages = ["en", "id"] as const;

describe("customers' names", () => {
  it("are their case studies' names in each language, descriptive ones translated, proper ones kept", () => {
    expect(customerNames("en")["fintech-company"]).toBe("Fintech company");
    expect(customerNames("id")["fintech-company"]).toBe("Perusahaan fintech");
    expect(customerNames("en")["logistic-company"]).toBe("Logistics company");
    expect(customerNames("id")["logistic-company"]).toBe("Perusahaan logistik");
    expect(customerNames("en")["pemasok-perangkat-keras"]).toBe("Hardware supplier");
    expect(customerNames("id")["pemasok-perangkat-keras"]).toBe("Pemasok perangkat keras");
    for (const key of ["pt-alun", "pt-kasir-pintar", "raza-kopi", "mindray"] as const) {
      expect(customerNames("id")[key]).toBe(customerNames("en")[key]);
    }
  });

  it("are written in each language's logo, and on no unnamed customer's banner", () => {
    // The letters are outlines (customer-marks.test.ts); the file names the customer for assistive technology.
    expect(customerLogoSvg("fintech-company", "id")).toContain('aria-label="Perusahaan fintech"');
    expect(customerLogoSvg("fintech-company", "en")).toContain('aria-label="Fintech company"');
    expect(caseStudyBannerSvg("pemasok-perangkat-keras", "id")).not.toMatch(/PERANGKAT KERAS/);
    expect(caseStudyBannerSvg("pemasok-perangkat-keras", "en")).not.toMatch(/SUPPLIER/);
  });
});

describe("the home page's customers", () => {
  // Indonesian pages show the Indonesian customers first (app/i18n/reader-first.ts); English ones keep the
  // data's order.
  const unnamedOrder = {
    en: ["fintech-company", "logistic-company", "pemasok-perangkat-keras"],
    id: ["pemasok-perangkat-keras", "fintech-company", "logistic-company"],
  };
  it.each(languages)("in %s: a mark for each named customer, a story's figure for each other", (lang) => {
    const art = renderHomeArt(homeContent[lang], lang);
    const names = customerNames(lang);
    expect(art.customerLogos.map((logo) => logo.key)).toEqual([
      "pt-alun",
      "pt-kasir-pintar",
      "raza-kopi",
      "mindray",
    ]);
    for (const logo of art.customerLogos) expect(logo.svg).toContain(`aria-label="${names[logo.key]}"`);
    expect(art.unnamedStories.map((story) => story.key)).toEqual(unnamedOrder[lang]);
    for (const story of art.unnamedStories) {
      expect(isNamedCustomer(story.key)).toBe(false);
      // The figure is the story's own first result, never one written for the strip.
      const result = caseStudies[lang].find((item) => item.slug === story.key)?.data.results[0];
      // As words: the figure may be set in parts that break beside its arrow.
      expect(story.html.replace(/<[^>]+>/g, "")).toContain(result?.value);
      expect(story.html).toContain(result?.label);
    }
  });
});

describe("case-study banners", () => {
  it.each(customerKeys)("of %s stay under 20 KB", (key) => {
    for (const lang of languages) {
      expect(new TextEncoder().encode(caseStudyBannerSvg(key, lang)).length).toBeLessThan(20_000);
    }
  });
});

describe("quoted people", () => {
  const siteQuotes = languages.flatMap((lang) => {
    const lead = leadPagesContent[lang];
    const pm = projectManagementContent[lang];
    return [
      ...[lead.requestDemo, lead.registration, lead.contact].map(({ quote }) => ({
        lang,
        name: quote.person,
        role: quote.role,
        company: quote.company,
      })),
      { lang, ...pm.quote },
    ];
  });

  it("are each the person a case study quotes, with that case study's role and company", () => {
    for (const quote of siteQuotes) {
      const story = caseStudies[quote.lang].find((item) => item.data.quoteName === quote.name);
      expect(story, `${quote.name} (${quote.lang}) is quoted by no case study`).toBeDefined();
      expect([quote.role, quote.company]).toEqual([story?.data.quoteRole, story?.data.company_name]);
    }
  });

  it("on the home page are the case studies' people, the company named in the page's language", () => {
    for (const lang of languages) {
      const people = homeContent[lang].proof.quotes.map((quote) => quotePerson(quote.customer, lang));
      expect(people.length).toBeGreaterThanOrEqual(1);
      expect(people.map((person) => person.company)).toContain(customerNames(lang)["pt-alun"]);
    }
  });

  it("of a customer who is not named carry no person's name and no portrait, only a role", () => {
    for (const lang of languages) {
      for (const key of customerKeys) {
        const person = quotePerson(key, lang);
        const story = caseStudies[lang].find((item) => item.slug === key);
        if (isNamedCustomer(key)) {
          expect(person.name, `${key} (${lang})`).toBe(story?.data.quoteName);
          expect(person.avatar, `${key} (${lang})`).toBeDefined();
        } else {
          expect(story?.data.quoteName, `${key} (${lang})`).toBeUndefined();
          expect(person, `${key} (${lang})`).toEqual({
            role: story?.data.quoteRole,
            company: customerNames(lang)[key],
          });
        }
      }
    }
  });

  it("no quote's words are shown on three pages: the home page's are not the case studies' or the forms'", () => {
    for (const lang of languages) {
      const lead = leadPagesContent[lang];
      const elsewhere = [
        ...caseStudies[lang].map((item) => item.data.quote),
        ...[lead.requestDemo, lead.registration, lead.contact].map(({ quote }) => quote.text),
      ];
      for (const quote of homeContent[lang].proof.quotes) expect(elsewhere).not.toContain(quote.text);
    }
  });

  it("have one portrait each, and every portrait is of someone quoted in both languages", () => {
    const quoted = (lang: (typeof languages)[number]) =>
      caseStudies[lang]
        .flatMap((item) => (item.data.quoteName ? [personKey(item.data.quoteName)] : []))
        .sort();
    expect(quoted("en")).toEqual(Object.keys(portraits).sort());
    expect(quoted("id")).toEqual(quoted("en"));
    expect(avatarPath("Rina Hartono")).toBe("/avatars/rina-hartono.svg");
  });

  it.each(Object.keys(portraits) as PersonKey[])(
    "%s is drawn the same at every build, in the brand's colours and the region's skin tones",
    (person) => {
      const svg = portraitSvg(person);
      expect(portraitSvg(person)).toBe(svg);
      expect(svg).toMatch(/^<svg[^>]*viewBox/);
      const look = portraits[person];
      expect(svg.toLowerCase()).toContain(colour[look.background].slice(1));
      expect(svg.toLowerCase()).toContain(colour[look.topColour].slice(1));
      // One file per person, small enough for a 48 px circle.
      expect(new TextEncoder().encode(svg).length).toBeLessThan(20_000);
    },
  );

  it("are each drawn differently", () => {
    const svgs = new Set((Object.keys(portraits) as PersonKey[]).map(portraitSvg));
    expect(svgs.size).toBe(Object.keys(portraits).length);
  });

  it("without a portrait fail the build", () => {
    expect(() => avatarPath("Head of People")).toThrow(/"Head of People" is quoted but has no portrait/);
  });
});
