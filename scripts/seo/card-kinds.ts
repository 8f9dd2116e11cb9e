/**
 * What a page's sharing card says above its title, and which drawing it shows, by page of the route table
 * (core/routing/pages.ts). A page added to the table without a line here fails the typecheck. docs/seo.md.
 */
import type { Lang, PageId } from "../../core/routing/pages.ts";
import type { MotifKind } from "./card-motifs.ts";

type Localized = Record<Lang, string>;

const feature: Localized = { en: "Feature", id: "Fitur" };
const thanks: Localized = { en: "Thank you", id: "Terima kasih" };
const newsletter: Localized = { en: "Newsletter", id: "Newsletter" };
const legal: Localized = { en: "Legal", id: "Legal" };
const calculator: Localized = { en: "Free payroll calculator", id: "Kalkulator payroll gratis" };

export const cardKinds: Record<PageId, { eyebrow: Localized; motif: MotifKind }> = {
  home: { eyebrow: { en: "The all-in-one HR app", id: "Aplikasi HR all-in-one" }, motif: "team" },
  about: { eyebrow: { en: "About Regu", id: "Tentang Regu" }, motif: "team" },
  // A category's or an article's card names the category after "Blog" (scripts/seo/page-seo.ts).
  blog: { eyebrow: { en: "Blog", id: "Blog" }, motif: "article" },
  blogArticle: { eyebrow: { en: "Blog", id: "Blog" }, motif: "article" },
  caseStudies: { eyebrow: { en: "Case studies", id: "Studi kasus" }, motif: "chart" },
  caseStudy: { eyebrow: { en: "Case study", id: "Studi kasus" }, motif: "chart" },
  featureTask: { eyebrow: feature, motif: "phone" },
  featureChat: { eyebrow: feature, motif: "phone" },
  featureTime: { eyebrow: feature, motif: "phone" },
  featureLeave: { eyebrow: feature, motif: "phone" },
  featureOvertime: { eyebrow: feature, motif: "phone" },
  featureClaim: { eyebrow: feature, motif: "phone" },
  featurePayroll: { eyebrow: feature, motif: "phone" },
  contact: { eyebrow: { en: "Contact", id: "Kontak" }, motif: "message" },
  conversionWa: { eyebrow: { en: "WhatsApp", id: "WhatsApp" }, motif: "message" },
  resources: { eyebrow: { en: "Free resources", id: "Materi gratis" }, motif: "download" },
  resource: { eyebrow: { en: "Free download", id: "Unduh gratis" }, motif: "download" },
  faq: { eyebrow: { en: "FAQ", id: "Tanya jawab" }, motif: "question" },
  covid: { eyebrow: { en: "Workplace health", id: "Kesehatan kerja" }, motif: "shield" },
  pricing: { eyebrow: { en: "Pricing", id: "Harga" }, motif: "plans" },
  privacy: { eyebrow: legal, motif: "shield" },
  projectManagement: { eyebrow: { en: "Project management", id: "Manajemen proyek" }, motif: "phone" },
  registration: { eyebrow: { en: "Free trial", id: "Coba gratis" }, motif: "steps" },
  requestDemo: { eyebrow: { en: "Free demo", id: "Demo gratis" }, motif: "message" },
  terms: { eyebrow: legal, motif: "shield" },
  thankYou: { eyebrow: thanks, motif: "message" },
  thankYouRegistering: { eyebrow: thanks, motif: "steps" },
  thankYouDemo: { eyebrow: thanks, motif: "message" },
  thankYouSubscribing: { eyebrow: thanks, motif: "article" },
  unsubscribe: { eyebrow: newsletter, motif: "article" },
  confirmSubscription: { eyebrow: newsletter, motif: "article" },
  userGuide: { eyebrow: { en: "User guide", id: "Panduan pengguna" }, motif: "steps" },
  userGuideArticle: { eyebrow: { en: "User guide", id: "Panduan pengguna" }, motif: "steps" },
  newsletter: { eyebrow: newsletter, motif: "article" },
  tools: { eyebrow: calculator, motif: "chart" },
  overtimeCalculator: { eyebrow: calculator, motif: "chart" },
  thrCalculator: { eyebrow: calculator, motif: "chart" },
  bpjsCalculator: { eyebrow: calculator, motif: "chart" },
  pph21Calculator: { eyebrow: calculator, motif: "chart" },
  severanceCalculator: { eyebrow: calculator, motif: "chart" },
};
