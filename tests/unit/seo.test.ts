import { describe, expect, it } from "vitest";
import { pricingContent } from "../../content/pricing/index.ts";
import { languages, pageIds } from "../../core/routing/pages.ts";
import { structuredDataFor, type StructuredData } from "../../app/seo/structured-data.ts";
import { motifKinds } from "../../scripts/seo/card-motifs.ts";
import {
  addSeoTags,
  cardContentOf,
  cardPathOf,
  cardTitle,
  decodeEntities,
  readPageFacts,
} from "../../scripts/seo/page-seo.ts";
import { renderCard } from "../../scripts/seo/social-card.ts";
import { sharedAsOf } from "../../scripts/seo/shared-as.ts";
import { blogArticles } from "../../app/collections/collections.server.ts";
import { blogCategories } from "../../content/blog/categories.ts";

const siteUrl = "https://www.regu.example";

function page(head: string, lang = "en"): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${head}</head><body><h1>x</h1></body></html>`;
}

const pricingHead =
  `<title>Pricing &amp; plans | Regu</title><meta property="og:title" content="Pricing &amp; plans | Regu"/>` +
  `<meta property="og:locale" content="en_US"/><link rel="canonical" href="${siteUrl}/pricing"/>` +
  `<link rel="alternate" hrefLang="en" href="${siteUrl}/pricing"/>` +
  `<link rel="alternate" hrefLang="id" href="${siteUrl}/harga"/>`;

/** The size a PNG's header gives. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("a page's card", () => {
  it("reads the page's language, title, canonical path and other languages from its head", () => {
    expect(readPageFacts(page(pricingHead), "/pricing")).toEqual({
      urlPath: "/pricing",
      lang: "en",
      title: "Pricing & plans | Regu",
      canonicalPath: "/pricing",
      otherLanguages: ["id"],
    });
  });

  it("lives at /og/<lang>/<path>.png, an alias's at its canonical page's", () => {
    const home = readPageFacts(page(`<link rel="canonical" href="${siteUrl}/"/>`), "/home");
    expect(cardPathOf(home)).toBe("/og/en/index.png");
    const indonesian = readPageFacts(page("", "id"), "/terima-kasih");
    expect(cardPathOf(indonesian)).toBe("/og/id/terima-kasih.png");
    // A page without hreflang links (not indexable) still exists in the other language.
    expect(indonesian.otherLanguages).toEqual(["en"]);
  });

  it("shows the title without the brand the search result title carries", () => {
    expect(cardTitle("Pricing and plans | Regu")).toBe("Pricing and plans");
    expect(cardTitle("Hukum ketenagakerjaan: artikel untuk tim HR | Blog Regu")).toBe(
      "Hukum ketenagakerjaan: artikel untuk tim HR",
    );
    expect(cardTitle("Regu · Aplikasi Absensi, Cuti & Payroll Karyawan")).toBe(
      "Aplikasi Absensi, Cuti & Payroll Karyawan",
    );
    expect(cardTitle("Regu")).toBe("Regu");
    expect(decodeEntities("Doctor&#x27;s F&amp;B &#8212; &quot;x&quot;")).toBe(`Doctor's F&B \u2014 "x"`);
  });

  it("says what kind of page it is, in the page's language, with the blog's category", () => {
    const article = readPageFacts(page("", "id"), "/blog/penggajian/cara-menghitung-thr-karyawan");
    expect(cardContentOf(article, siteUrl)).toMatchObject({ eyebrow: "Blog · Penggajian", motif: "article" });
    const pricing = readPageFacts(page(pricingHead), "/pricing");
    expect(cardContentOf(pricing, siteUrl)).toEqual({
      title: "Pricing & plans",
      eyebrow: "Pricing",
      motif: "plans",
      site: "www.regu.example",
    });
  });

  it("is announced after og:locale, with its size, alt text, the other locale and a large Twitter card", () => {
    const html = addSeoTags(page(pricingHead), readPageFacts(page(pricingHead), "/pricing"), siteUrl);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      `<meta property="og:locale" content="en_US"/><meta property="og:image" content="${siteUrl}/og/en/pricing.png"/>`,
    );
    expect(head).toContain(`<meta property="og:image:width" content="1200"/>`);
    expect(head).toContain(`<meta property="og:image:height" content="630"/>`);
    expect(head).toContain(`<meta property="og:image:alt" content="Pricing &amp; plans | Regu"/>`);
    expect(head).toContain(`<meta property="og:locale:alternate" content="id_ID"/>`);
    expect(head).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    // The pricing page's structured data closes the head; `<` in a text cannot end its script element.
    expect(head).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org"/);
    expect(head).not.toMatch(/<script type="application\/ld\+json">[^<]*<(?!\/script>)/);
    expect(html).toContain("<body><h1>x</h1></body>");
  });

  it("is the page's own photo when it has one, and an article is shared as one with its section", () => {
    const head = (html: string) => html.slice(0, html.indexOf("</head>"));
    const articleHead = pricingHead + '<meta property="og:type" content="website"/>';
    const photo = {
      src: "/assets/media/cover.0123456789ab.40x21.1200.jpg",
      width: 1200,
      height: 630,
      alt: "A shift",
    };
    const html = head(
      addSeoTags(page(articleHead), readPageFacts(page(articleHead), "/pricing"), siteUrl, {
        image: photo,
        article: { publishedTime: "2026-11-03", section: "Payroll" },
      }),
    );
    expect(html).toContain(
      `<meta property="og:image" content="${siteUrl}${photo.src}"/><meta property="og:image:type" content="image/jpeg"/>`,
    );
    expect(html).toContain(`<meta property="og:image:alt" content="A shift"/>`);
    expect(html).not.toContain("/og/en/pricing.png");
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).not.toContain('content="website"');
    expect(html).toContain('<meta property="article:section" content="Payroll"/>');
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
  });

  it("knows a blog article by its address, and a page that is no article is a website", () => {
    const [article] = blogArticles.id;
    const category = article ? blogCategories[article.data.category].id : undefined;
    expect(sharedAsOf(`/blog/${category?.slug}/${article?.slug}`)).toEqual({
      article: { publishedTime: article?.data.date, section: category?.name },
    });
    expect(sharedAsOf("/pricing")).toEqual({});
  });

  it("is drawn as a 1200×630 PNG with every drawing", { timeout: 30_000 }, async () => {
    for (const motif of motifKinds) {
      const png = await renderCard({
        title: "Kelola seluruh tim Anda",
        eyebrow: "Fitur",
        motif,
        site: "regu.example",
      });
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
  });
});

describe("structured data", () => {
  const blocks = (pageId: (typeof pageIds)[number], lang: (typeof languages)[number]) =>
    structuredDataFor(pageId, lang, { siteUrl, pagePath: "/page" });
  const types = (data: StructuredData[]) => data.map((block) => block["@type"]);

  it("describes the questions of the FAQ, feature, calculator, project management and pricing pages", () => {
    for (const lang of languages) {
      for (const pageId of pageIds) {
        const faqs = blocks(pageId, lang).filter((block) => block["@type"] === "FAQPage");
        const expected = pageId === "faq" || pageId === "pricing" || pageId === "projectManagement";
        const listsQuestions = expected || pageId.startsWith("feature") || pageId.endsWith("Calculator");
        expect(faqs.length, `${pageId} ${lang}`).toBe(listsQuestions ? 1 : 0);
        for (const faq of faqs) {
          const questions = faq.mainEntity as Array<Record<string, unknown>>;
          expect(questions.length).toBeGreaterThan(0);
          for (const question of questions) {
            expect(question["@type"]).toBe("Question");
            expect(question.name).toMatch(/\S/);
            expect(question.acceptedAnswer).toMatchObject({
              "@type": "Answer",
              text: expect.stringMatching(/\S/),
            });
            // Slots the page fills ({users}, {days}) are filled here too.
            expect(JSON.stringify(question)).not.toMatch(/\{\w+\}/);
          }
        }
      }
    }
  });

  it("describes each calculator as a free web application in the page's language", () => {
    for (const lang of languages)
      for (const pageId of pageIds.filter((id) => id.endsWith("Calculator"))) {
        const [app] = blocks(pageId, lang);
        expect(app, `${pageId} ${lang}`).toMatchObject({
          "@type": "WebApplication",
          inLanguage: lang,
          isAccessibleForFree: true,
          offers: { "@type": "Offer", price: 0 },
        });
      }
  });

  it("gives pricing's plans their monthly price in the currency the page shows first", () => {
    for (const lang of languages) {
      const [app] = blocks("pricing", lang);
      expect(app).toMatchObject({ "@type": "SoftwareApplication", name: "Regu" });
      const offers = app?.offers as Array<Record<string, unknown>>;
      expect(offers.map((offer) => offer.name)).toEqual(["Starter", "Growth", "Business"]);
      for (const offer of offers) {
        expect(offer["@type"]).toBe("Offer");
        expect(typeof offer.price).toBe("number");
        expect(offer.price).toBeGreaterThan(0);
        expect(offer.priceCurrency).toBe(pricingContent[lang].currencyOrder[0]);
      }
    }
    expect(blocks("pricing", "id")[0]?.offers).toContainEqual(
      expect.objectContaining({ name: "Starter", price: 15_000, priceCurrency: "IDR" }),
    );
  });

  it("describes the company, its logo and its contacts on the home and about pages only", () => {
    for (const lang of languages) {
      for (const pageId of pageIds) {
        const organizations = blocks(pageId, lang).filter((block) => block["@type"] === "Organization");
        expect(organizations.length, pageId).toBe(pageId === "home" || pageId === "about" ? 1 : 0);
      }
    }
    const [organization] = blocks("home", "en");
    expect(organization?.logo).toMatchObject({ url: `${siteUrl}/logo.png`, width: 512, height: 512 });
    expect(organization?.contactPoint).toEqual([
      expect.objectContaining({ "@type": "ContactPoint", contactType: "sales", email: expect.any(String) }),
      expect.objectContaining({ "@type": "ContactPoint", contactType: "customer support" }),
    ]);
    expect(types(blocks("contact", "en"))).toEqual([]);
  });
});
