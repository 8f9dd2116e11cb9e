import { describe, expect, it } from "vitest";
import { caseStudyBannerSvg, customerLogoSvg } from "../../app/components/art/case-study-art.server.tsx";
import { caseStudies } from "../../app/collections/collections.server.ts";
import { avatarPath, customerNames, quotePerson } from "../../app/collections/customers.server.ts";
import { projectManagementContent } from "../../content/company/index.ts";
import { customerKeys, personKey, portraits } from "../../content/customers.ts";
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

  it("are written in each language's logo and banner", () => {
    expect(customerLogoSvg("fintech-company", "id")).toMatch(/>Perusahaan</);
    expect(customerLogoSvg("fintech-company", "en")).toMatch(/>Fintech</);
    expect(caseStudyBannerSvg("pemasok-perangkat-keras", "id")).toMatch(/>PERANGKAT KERAS</);
    expect(caseStudyBannerSvg("pemasok-perangkat-keras", "en")).toMatch(/>SUPPLIER</);
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

  it("on the home page are the case studies' people, named in the page's language", () => {
    for (const lang of languages) {
      const people = homeContent[lang].proof.quotes.map((quote) => quotePerson(quote.customer, lang));
      expect(people.length).toBeGreaterThanOrEqual(1);
      expect(people.map((person) => person.company)).toContain(
        lang === "id" ? "Perusahaan fintech" : "Fintech company",
      );
    }
  });

  it("have one portrait each, and every portrait is of someone quoted in both languages", () => {
    const quoted = (lang: (typeof languages)[number]) =>
      caseStudies[lang].map((item) => personKey(item.data.quoteName)).sort();
    expect(quoted("en")).toEqual(Object.keys(portraits).sort());
    expect(quoted("id")).toEqual(quoted("en"));
    expect(avatarPath("Rina Hartono")).toBe("/avatars/rina-hartono.svg");
  });

  it("without a portrait fail the build", () => {
    expect(() => avatarPath("Head of People")).toThrow(/"Head of People" is quoted but has no portrait/);
  });
});
