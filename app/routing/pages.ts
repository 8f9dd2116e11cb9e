/**
 * The one table of the site's screens (docs/product.md, Screens and routes). Everything that knows a
 * path — routes.ts, the language of a page, the language switch, canonical and hreflang links, the sitemap
 * and the prerender list — is derived from it. Plain data, safe to import in the browser.
 */
export const languages = ["en", "id"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";

/** How the language switch names each language, in that language. */
export const languageNames: Record<Lang, { short: string; name: string }> = {
  en: { short: "EN", name: "English" },
  id: { short: "ID", name: "Bahasa Indonesia" },
};

export interface PageEntry {
  /** English and Indonesian paths, React Router patterns. Equal when both languages share one path. */
  paths: Record<Lang, string>;
  /** Extra English or Indonesian paths that open the same page (`/home`); canonical is `paths`. */
  aliases?: Partial<Record<Lang, string[]>>;
  /** Route module under app/, once the screen is built. Without one the screen is not registered yet. */
  module?: string;
  /** Whether search engines may list the page (thank-you pages and form results may not). */
  indexable: boolean;
}

export const pages = {
  home: {
    paths: { en: "/", id: "/beranda" },
    aliases: { en: ["/home"] },
    module: "routes/home.tsx",
    indexable: true,
  },
  about: { paths: { en: "/about-us", id: "/tentang-kami" }, module: "routes/about.tsx", indexable: true },
  blog: {
    paths: { en: "/blog/:category?", id: "/blog/:category?" },
    module: "routes/blog.tsx",
    indexable: true,
  },
  blogArticle: {
    paths: { en: "/blog/:category/:id", id: "/blog/:category/:id" },
    module: "routes/blog-article.tsx",
    indexable: true,
  },
  caseStudies: {
    paths: { en: "/case-study", id: "/studi-kasus" },
    module: "routes/case-studies.tsx",
    indexable: true,
  },
  caseStudy: {
    paths: { en: "/case-study/:name", id: "/studi-kasus/:name" },
    module: "routes/case-study.tsx",
    indexable: true,
  },
  featureTask: {
    paths: { en: "/features/task", id: "/fitur/tugas" },
    module: "routes/feature.tsx",
    indexable: true,
  },
  featureChat: {
    paths: { en: "/features/chat", id: "/fitur/chat" },
    module: "routes/feature.tsx",
    indexable: true,
  },
  featureTime: {
    paths: { en: "/features/time", id: "/fitur/absensi" },
    module: "routes/feature.tsx",
    indexable: true,
  },
  featureLeave: {
    paths: { en: "/features/leave", id: "/fitur/cuti" },
    module: "routes/feature.tsx",
    indexable: true,
  },
  featureOvertime: {
    paths: { en: "/features/overtime", id: "/fitur/lembur" },
    module: "routes/feature.tsx",
    indexable: true,
  },
  featureClaim: {
    paths: { en: "/features/claim", id: "/fitur/klaim" },
    module: "routes/feature.tsx",
    indexable: true,
  },
  featurePayroll: {
    paths: { en: "/features/payroll-services", id: "/fitur/layanan-penggajian" },
    module: "routes/feature.tsx",
    indexable: true,
  },
  contact: {
    paths: { en: "/contact-us", id: "/hubungi-kami" },
    module: "routes/contact.tsx",
    indexable: true,
  },
  conversionWa: {
    paths: { en: "/conversion-page-wa", id: "/conversion-page-wa" },
    module: "routes/conversion-wa.tsx",
    indexable: false,
  },
  resources: {
    paths: { en: "/download-resources", id: "/unduh-materi" },
    module: "routes/resources.tsx",
    indexable: true,
  },
  resource: {
    paths: { en: "/download-resources/:name", id: "/unduh-materi/:name" },
    module: "routes/resource.tsx",
    indexable: true,
  },
  faq: { paths: { en: "/faq", id: "/tanya-jawab" }, module: "routes/faq.tsx", indexable: true },
  covid: {
    paths: { en: "/prevention-of-covid-19", id: "/pencegahan-covid-19" },
    module: "routes/covid.tsx",
    indexable: true,
  },
  pricing: { paths: { en: "/pricing", id: "/harga" }, module: "routes/pricing.tsx", indexable: true },
  privacy: {
    paths: { en: "/privacy-policy", id: "/kebijakan-privasi" },
    module: "routes/legal.tsx",
    indexable: true,
  },
  projectManagement: {
    paths: { en: "/project-management-software", id: "/perangkat-manajemen-proyek" },
    module: "routes/project-management.tsx",
    indexable: true,
  },
  registration: {
    paths: { en: "/registration", id: "/registrasi" },
    module: "routes/registration.tsx",
    indexable: true,
  },
  requestDemo: {
    paths: { en: "/request-demo", id: "/jadwalkan-demo" },
    module: "routes/request-demo.tsx",
    indexable: true,
  },
  terms: {
    paths: { en: "/terms-conditions", id: "/syarat-ketentuan" },
    module: "routes/legal.tsx",
    indexable: true,
  },
  thankYou: {
    paths: { en: "/thank-you", id: "/terima-kasih" },
    module: "routes/thank-you.tsx",
    indexable: false,
  },
  thankYouRegistering: {
    paths: { en: "/thank-you-for-registering", id: "/terima-kasih-telah-mendaftar" },
    module: "routes/thank-you.tsx",
    indexable: false,
  },
  thankYouDemo: {
    // "telar" is the live URL's spelling (docs/product.md, Screens and routes); links and bookmarks
    // depend on it.
    paths: { en: "/thank-you-for-request-demo", id: "/terima-kasih-telar-menjadwalkan-demo" },
    module: "routes/thank-you.tsx",
    indexable: false,
  },
  thankYouSubscribing: {
    paths: { en: "/thank-you-for-subscribing", id: "/terima-kasih-telah-berlangganan" },
    module: "routes/thank-you.tsx",
    indexable: false,
  },
  unsubscribe: {
    paths: { en: "/unsubscribe", id: "/berhenti-berlangganan" },
    module: "routes/unsubscribe.tsx",
    indexable: false,
  },
  userGuide: {
    paths: { en: "/user-guide", id: "/panduan-pengguna" },
    module: "routes/user-guide.tsx",
    indexable: true,
  },
  userGuideArticle: {
    paths: { en: "/user-guide/:slug", id: "/panduan-pengguna/:slug" },
    module: "routes/user-guide-article.tsx",
    indexable: true,
  },
  /** Where the footer's newsletter form posts without JavaScript, and shows its errors. */
  newsletter: {
    paths: { en: "/newsletter", id: "/berlangganan" },
    module: "routes/newsletter.tsx",
    indexable: false,
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

/** Whether a page has its route module, i.e. is live on the site. */
export function isBuilt(pageId: PageId): boolean {
  return (pages[pageId] as PageEntry).module !== undefined;
}
