import { describe, expect, it } from "vitest";
import { loadCollection } from "../../app/collections/collection.server.ts";
import { caseStudyPageData } from "../../app/collections/collection-pages.server.ts";
import {
  caseStudies,
  caseStudyPhotos,
  caseStudyProblem,
  caseStudyWordsProblem,
} from "../../app/collections/collections.server.ts";
import { customerKeys, oldSiteStyleNames } from "../../content/customers.ts";
import { caseStudyFrontMatter } from "../../content/schema/collections.ts";
import { editorConfig } from "../../editor/keystatic.config.ts";

// A case study's logo, banner and portrait are uploaded once, in its English version, and shown by both
// languages; each language says in its own words what the logo and the banner show (docs/editing.md).

const story = (lang: "en" | "id", lines: string[]) =>
  [
    "---",
    "company_name: Warung Nusantara",
    "key: warung-nusantara",
    ...lines,
    `industry: ${lang === "en" ? "Restaurant chain" : "Jaringan restoran"}`,
    "sector: food-and-beverage",
    "employees: 240",
    "country: Indonesia",
    "features: [time, leave]",
    "results:",
    ...["a", "b", "c"].flatMap((value) => [`  - value: "${value}"`, "    label: recap"]),
    "quote: Our roster is done in an hour.",
    "quoteName: Dewi Lestari",
    "quoteRole: Owner",
    "---",
    "",
    "Body.",
  ].join("\n");
const load = (sources: Record<string, string>) =>
  loadCollection("case-studies", sources, caseStudyFrontMatter, {
    twinOf: (data) => data.key,
    check: caseStudyProblem,
  });

describe("a case study's photos", () => {
  it("are refused in the Indonesian version, which shows the English version's", () => {
    expect(() =>
      load({ "content/case-studies/id/warung-nusantara.md": story("id", ["logo_img: /media/x/logo.svg"]) }),
    ).toThrow(
      /content\/case-studies\/id\/warung-nusantara\.md: logo_img: the photos are kept in the English version, which both show: remove it here/,
    );
  });

  it("need words in each language for an uploaded logo and banner, not for a drawing", () => {
    const item = caseStudies.id.find((candidate) => candidate.slug === "raza-kopi");
    if (!item) throw new Error("no item");
    const photos = { logo_img: "/media/case-studies/raza-kopi/logo.svg", banner_img: undefined };
    expect(caseStudyWordsProblem(item, photos)).toMatch(/^logoAlt: say what the logo says/);
    expect(caseStudyWordsProblem({ ...item, data: { ...item.data, logoAlt: "Raza Kopi" } }, photos)).toBe(
      undefined,
    );
    expect(caseStudyWordsProblem(item, { banner_img: "/media/case-studies/raza-kopi/banner.jpg" })).toMatch(
      /^bannerAlt: say what the banner photo shows/,
    );
    expect(caseStudyWordsProblem(item, {})).toBeUndefined();
  });

  it("of the site's case studies are their English versions', for both languages", () => {
    for (const item of [...caseStudies.en, ...caseStudies.id]) {
      const english = caseStudies.en.find((candidate) => candidate.slug === item.slug);
      expect(caseStudyPhotos(item.slug)).toEqual({
        logo_img: english?.data.logo_img,
        banner_img: english?.data.banner_img,
        quotePhoto: english?.data.quotePhoto,
      });
    }
  });
});

describe("the editor's case-study forms", () => {
  const collections = editorConfig({ kind: "local" }).collections as Record<
    string,
    { schema: Record<string, { label?: string; directory?: string }> }
  >;
  const form = (lang: "en" | "id") => collections[`case-studies-${lang}`]?.schema ?? {};

  it("upload the logo, banner and portrait in English only, into one folder per case study", () => {
    for (const field of ["logo_img", "banner_img", "quotePhoto"]) {
      expect(form("en")[field]?.directory).toBe("content/media/case-studies");
      expect(form("id")).not.toHaveProperty(field);
    }
  });

  it("ask each language what the logo and the banner show", () => {
    for (const lang of ["en", "id"] as const) {
      expect(form(lang).logoAlt?.label).toBe("What the logo says");
      expect(form(lang).bannerAlt?.label).toBe("What the banner photo shows");
    }
  });

  it("show no style name, while the first customers' pages keep theirs from the old site", () => {
    for (const lang of ["en", "id"] as const) expect(form(lang)).not.toHaveProperty("subcontainer_class");
    for (const key of customerKeys) {
      for (const lang of ["en", "id"] as const) {
        const item = caseStudies[lang].find((candidate) => candidate.slug === key);
        expect(item && caseStudyPageData(item).subcontainer_class).toBe(oldSiteStyleNames[key]);
      }
    }
  });
});
