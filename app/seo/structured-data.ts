/**
 * Structured data (schema.org, as JSON-LD) for search engines, made from the same content the pages show.
 * The build writes it into the prerendered pages (scripts/seo/page-seo.ts), so it costs the browser no
 * JavaScript. docs/seo.md says which page gets what.
 */
import { brand } from "../../content/brand.ts";
import { projectManagementContent } from "../../content/company/index.ts";
import { calculatorPagesContent } from "../../content/calculators/index.ts";
import { calculatorKeys, calculatorPage, type CalculatorKey } from "../../content/calculators/keys.ts";
import { faqContent } from "../../content/faq/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { featureKeys, featurePage } from "../../content/features.ts";
import { pricingContent } from "../../content/pricing/index.ts";
import { planIds, pricing, pricingTerms, type PlanId } from "../../content/pricing/plans.ts";
import { fill } from "../../core/i18n/fill.ts";
import { logoPath } from "../../core/routing/endpoints.ts";
import type { Lang, PageId } from "../../core/routing/pages.ts";
import { officesFor } from "../i18n/reader-first.ts";

export type StructuredData = Record<string, unknown>;

/** The logo's size: a square PNG the build draws (scripts/seo/build-seo.ts) at logoPath. */
export const logoSize = 512;

const languageNames = ["English", "Indonesian"];

/**
 * The company, its logo, offices and the ways to reach sales and support. The offices in the order the
 * page in `lang` lists them: on Indonesian pages the head office, Jakarta, first.
 */
export function organizationData(siteUrl: string, lang: Lang): StructuredData {
  const telephone = `+${brand.whatsapp.number}`;
  const offices = officesFor(lang);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: brand.name,
    legalName: brand.legalName,
    url: siteUrl,
    logo: {
      "@type": "ImageObject",
      url: `${siteUrl}${logoPath}`,
      width: logoSize,
      height: logoSize,
    },
    email: brand.salesEmail,
    telephone,
    sameAs: brand.social.map((profile) => profile.url),
    contactPoint: [
      { contactType: "sales", email: brand.salesEmail },
      { contactType: "customer support", email: brand.supportEmail },
    ].map((point) => ({
      "@type": "ContactPoint",
      ...point,
      telephone,
      availableLanguage: languageNames,
      areaServed: offices.map((office) => office.countryCode),
    })),
    address: offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: office.countryCode,
    })),
  };
}

/** Questions and their answers, as the page shows them. */
export function faqPageData(items: ReadonlyArray<{ question: string; answer: string | readonly string[] }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: typeof item.answer === "string" ? item.answer : item.answer.join("\n\n"),
      },
    })),
  };
}

const perUserMonth: Record<Lang, string> = {
  en: "per active user per month",
  id: "per pengguna aktif per bulan",
};

/**
 * Regu as an application with its plans' prices, in the currency the pricing page shows in that language
 * before the visitor picks one (the first of its currencies), on monthly billing. Enterprise is quoted by
 * sales and has no price, so it is not an offer here.
 */
export function pricingData(lang: Lang, siteUrl: string, pagePath: string): StructuredData {
  const content = pricingContent[lang];
  const currency = content.currencyOrder[0];
  const url = `${siteUrl}${pagePath}`;
  const priced = planIds.filter((plan): plan is Exclude<PlanId, "enterprise"> => plan !== "enterprise");
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: brand.name,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Android, iOS, Web",
    description: content.meta.description,
    url,
    inLanguage: lang,
    publisher: { "@id": `${siteUrl}/#organization`, "@type": "Organization", name: brand.name },
    offers: priced.map((plan) => {
      const price = pricing.plans[plan].prices[currency];
      const maxUsers = plan === "starter" ? pricing.plans.starter.maxUsers : undefined;
      return {
        "@type": "Offer",
        name: content.plans[plan].name,
        description: content.plans[plan].summary,
        url,
        price,
        priceCurrency: currency,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: currency,
          unitText: perUserMonth[lang],
          billingDuration: "P1M",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "C62" },
        },
        eligibleQuantity: {
          "@type": "QuantitativeValue",
          minValue: pricing.minimumUsers,
          ...(maxUsers ? { maxValue: maxUsers } : {}),
          unitCode: "C62",
        },
      };
    }),
  };
}

/** A free payroll calculator, as a web application in the page's language (docs/calculators.md). */
export function calculatorAppData(
  key: CalculatorKey,
  lang: Lang,
  siteUrl: string,
  pagePath: string,
): StructuredData {
  const content = calculatorPagesContent[lang].calculators[key];
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: content.title,
    description: content.meta.description,
    url: `${siteUrl}${pagePath}`,
    inLanguage: lang,
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    browserRequirements: "Any web browser; works without JavaScript",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: "IDR" },
    publisher: { "@id": `${siteUrl}/#organization`, "@type": "Organization", name: brand.name },
  };
}

/**
 * Every block of structured data for a page of the route table, in a language: the company on the home and
 * about pages, the application and its offers on pricing, each calculator as a free web application, the
 * questions wherever a page lists questions.
 * Blog articles and breadcrumbs write their own (app/routes/blog-article.tsx, components/page/breadcrumbs.tsx).
 */
export function structuredDataFor(
  pageId: PageId,
  lang: Lang,
  { siteUrl, pagePath }: { siteUrl: string; pagePath: string },
): StructuredData[] {
  const feature = featureKeys.find((key) => featurePage[key] === pageId);
  if (feature) return [faqPageData(featurePages[lang][feature].faq)];
  const calculator = calculatorKeys.find((key) => calculatorPage[key] === pageId);
  if (calculator)
    return [
      calculatorAppData(calculator, lang, siteUrl, pagePath),
      faqPageData(calculatorPagesContent[lang].calculators[calculator].faq),
    ];
  switch (pageId) {
    case "home":
    case "about":
      return [organizationData(siteUrl, lang)];
    case "faq":
      return [faqPageData(faqContent[lang].groups.flatMap((group) => group.items))];
    case "projectManagement":
      return [faqPageData(projectManagementContent[lang].faq)];
    case "pricing":
      return [
        pricingData(lang, siteUrl, pagePath),
        faqPageData(
          pricingContent[lang].faq.items.map((item) => ({
            ...item,
            answer: fill(item.answer, pricingTerms),
          })),
        ),
      ];
    default:
      return [];
  }
}
