import { describe, expect, it } from "vitest";
import {
  blogArticles,
  caseStudies,
  guideArticles,
  resources,
} from "../../app/collections/collections.server.ts";
import { faqContent } from "../../content/faq/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { homeContent } from "../../content/home/index.ts";
import { comparison } from "../../content/pricing/plans.ts";
import { pricingContent } from "../../content/pricing/index.ts";
import { covidContent } from "../../content/company/index.ts";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { thankYouContent } from "../../content/thank-you/index.ts";
import { legalDocuments } from "../../app/legal/documents.server.ts";
import { id } from "../../core/i18n/id.ts";

/**
 * Figures the pages once gave two or three ways, each now one fact: the geofence radius by kind of site,
 * what payroll services cost an Enterprise customer, and how an employee's invitation arrives. Read from
 * the content as the build loads it (facts and prices filled), in both languages.
 */
const languages = ["en", "id"] as const;

/** Every page's and item's words in a language, as one text per page or item. */
function textsIn(lang: (typeof languages)[number]): string[] {
  const texts: string[] = [
    JSON.stringify(homeContent[lang]),
    JSON.stringify(faqContent[lang]),
    JSON.stringify(featurePages[lang]),
    JSON.stringify(pricingContent[lang]),
  ];
  for (const collection of [blogArticles, caseStudies, guideArticles, resources])
    for (const item of collection[lang]) texts.push(`${JSON.stringify(item.data)} ${item.markdown}`);
  return texts;
}

describe("figures stated once", () => {
  it("give an outlet in a mall a geofence of 100 to 150 m wherever a radius is stated for one", () => {
    // The GPS article's reasoning: GPS drifts indoors, so a mall needs more room than a street-front shop.
    const mall = {
      en: /\b(\d+)(?:–(\d+))? m\b[^.\n\d]{0,40}?\bmalls?\b|\bmalls?\b[^.\n]{0,12}?:?\s(\d+)(?:–(\d+))? m\b/gi,
      id: /\b(\d+)(?:–(\d+))? m\b[^.\n\d]{0,40}?\bmal\b|\bmal\b[^.\n]{0,12}?:?\s(\d+)(?:–(\d+))? m\b/gi,
    };
    let stated = 0;
    for (const lang of languages)
      for (const text of textsIn(lang))
        for (const match of text.matchAll(mall[lang])) {
          const metres = match.slice(1).filter(Boolean).map(Number);
          stated += 1;
          for (const value of metres) expect(value, `${lang}: “${match[0]}”`).toBeGreaterThanOrEqual(100);
          for (const value of metres) expect(value, `${lang}: “${match[0]}”`).toBeLessThanOrEqual(150);
        }
    expect(stated).toBeGreaterThan(4);
    const timePage = { en: JSON.stringify(featurePages.en.time), id: JSON.stringify(featurePages.id.time) };
    expect(timePage.en).toContain("100–150 m for an outlet in a mall");
    expect(timePage.id).toContain("100–150 m untuk outlet di mal");
  });

  it("price payroll services separately for Enterprise, never as included in the plan", () => {
    expect(comparison.payroll.enterprise).toBe("quotedSeparately");
    for (const lang of languages)
      for (const text of textsIn(lang))
        expect(text).not.toMatch(
          /payroll services?[^.]{0,40}(?:come with|included in|includes?)[^.]{0,20}Enterprise|Enterprise[^.]{0,30}(?:which includes|sudah mencakup) (?:payroll|layanan penggajian)|layanan (?:payroll|penggajian)[^.]{0,20}termasuk dalam paket Enterprise|Layanan ini termasuk dalam paket Enterprise/i,
        );
  });

  it("send an employee's invitation by WhatsApp or email, as the home page says, not by SMS", () => {
    expect(JSON.stringify(homeContent.en)).toContain("invitation by email or WhatsApp");
    expect(JSON.stringify(homeContent.id)).toContain("undangan lewat email atau WhatsApp");
    for (const lang of languages)
      for (const text of textsIn(lang)) expect(text).not.toMatch(/\bSMS\b|text message/i);
  });
});

describe("the copy review's worst Indonesian sentences", () => {
  // Each as it was; the rewrite replaced it and its like (docs/glossary.md for the words).
  const rewritten = [
    "Kami tidak menggunakan cookie atau teknologi pelacak lain",
    "padahal hal itu tidak diatur",
    "Bagaimana cara perusahaan menuju digitalisasi",
    "Checklist cut off payroll",
    "7 orang mana yang perlu diingatkan",
    "bukan kejadian sekali saja",
    "dijawab apa adanya",
    "Lebih lengkap dengan",
    "ke angka yang bulat",
    "Putar ke depan",
    "pulang dengan tahu posisinya",
    "akan membela",
    "sampai Anda diberi tahu lain",
    "Pilih waktunya, dalam bahasa Anda",
    "Kami sudah mengirim email aktivasi dari aplikasi Regu",
  ];

  it("are gone from every Indonesian page, article, dictionary and legal text", () => {
    const texts = [
      ...textsIn("id"),
      JSON.stringify([covidContent.id, leadPagesContent.id, thankYouContent.id, id]),
      legalDocuments.privacy.id.markdown,
      legalDocuments.terms.id.markdown,
    ].join("\n");
    for (const sentence of rewritten) expect(texts, sentence).not.toContain(sentence);
    expect(texts).toContain("Rotasikan maju:** pagi, siang, lalu malam.");
    expect(texts).toContain("Email aktivasi sudah kami kirim ke alamat yang Anda daftarkan.");
  });
});
