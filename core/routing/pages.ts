/**
 * The one table of the site's addresses: its screens (docs/product.md, Screens and routes) and the files
 * its resource routes answer. Everything that knows a path — routes.ts, the language of a page, the language
 * switch, canonical and hreflang links, the sitemap, the prerender list, the queries the server renders and
 * the check of the content's links — is derived from it. Plain data, safe to import in the browser.
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
  /** Route module under app/. */
  module: string;
  /** Whether search engines may list the page (thank-you pages and form results may not). */
  indexable: boolean;
  /**
   * A parameter whose values differ between the languages (a blog category's slug), given as pairs by the
   * content (see slug-twins.ts). On a page whose languages share a path, its value says the language.
   */
  twinParam?: string;
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
    twinParam: "category",
  },
  blogArticle: {
    paths: { en: "/blog/:category/:id", id: "/blog/:category/:id" },
    module: "routes/blog-article.tsx",
    indexable: true,
    twinParam: "category",
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
  /** Where the newsletter's confirmation mail leads: its signed link confirms the subscription. */
  confirmSubscription: {
    paths: { en: "/confirm-subscription", id: "/konfirmasi-langganan" },
    module: "routes/confirm-subscription.tsx",
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
  /** The free payroll calculators (docs/calculators.md): the list, then one page per calculator. */
  tools: { paths: { en: "/tools", id: "/kalkulator" }, module: "routes/tools.tsx", indexable: true },
  overtimeCalculator: {
    paths: { en: "/tools/overtime-calculator", id: "/kalkulator/lembur" },
    module: "routes/calculators/overtime.tsx",
    indexable: true,
  },
  thrCalculator: {
    paths: { en: "/tools/thr-calculator", id: "/kalkulator/thr" },
    module: "routes/calculators/thr.tsx",
    indexable: true,
  },
  bpjsCalculator: {
    paths: { en: "/tools/bpjs-calculator", id: "/kalkulator/bpjs" },
    module: "routes/calculators/bpjs.tsx",
    indexable: true,
  },
  pph21Calculator: {
    paths: { en: "/tools/pph-21-calculator", id: "/kalkulator/pph-21" },
    module: "routes/calculators/pph21.tsx",
    indexable: true,
  },
  severanceCalculator: {
    paths: { en: "/tools/severance-calculator", id: "/kalkulator/pesangon" },
    module: "routes/calculators/severance.tsx",
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

/**
 * Query parameters a page's loader reads (`?q=`): the server renders the page for them instead of sending
 * its prerendered file. `?lang=` of a page whose languages share a path is implied. Beside the pages
 * rather than in them: only the server reads this, and the pages travel to the browser.
 */
export const pageQueries = {
  // A search sent without JavaScript, and a page of the list.
  blog: ["q", "page"],
  // The list's filter.
  caseStudies: ["industry"],
  // The signed link to the file, once the form is sent.
  resource: ["download"],
  faq: ["q"],
  // The mail's signed unsubscribe link.
  unsubscribe: ["token"],
  // The confirmation mail's signed link.
  confirmSubscription: ["token"],
  userGuide: ["q"],
  // A calculator's inputs, from its GET form (core/payroll/query.ts reads them; the same in both languages),
  // and `sent=1` once "Email me this calculation" has been sent (docs/calculators.md).
  overtimeCalculator: ["wage", "variable", "week", "day", "hours", "days", "sent"],
  thrCalculator: ["wage", "months", "sent"],
  bpjsCalculator: ["wage", "jkk", "size", "sent"],
  pph21Calculator: ["gross", "status", "month", "pension", "sent"],
  severanceCalculator: ["wage", "years", "months", "reason", "sent"],
} as const satisfies Partial<Record<PageId, readonly string[]>>;

/** A query parameter some page reads. */
export type QueryName = "lang" | (typeof pageQueries)[keyof typeof pageQueries][number];

/**
 * The queries a link to a page may carry: those its loader reads, each with a value; `?lang=` follows from
 * the language.
 */
export type PageQuery<Id extends PageId> = {
  [Name in Id extends keyof typeof pageQueries ? (typeof pageQueries)[Id][number] : never]?: string;
};

/** The query parameters a page's loader reads, `?lang=` included where its languages share a path. */
export function queriesOf(pageId: PageId): QueryName[] {
  const { paths } = pages[pageId];
  const queries: readonly QueryName[] =
    (pageQueries as Partial<Record<PageId, readonly QueryName[]>>)[pageId] ?? [];
  return paths.en === paths.id ? ["lang", ...queries] : [...queries];
}

/**
 * A file a resource route answers (an image, a feed, a data file): prerendered by the build like a page,
 * but without the page's layout, language switch or sitemap entry. docs/decisions/0001-route-table.md,
 * "Adding a file route", says how to add one.
 */
export interface FileEntry {
  /** The file's path, a React Router pattern; one per language when each language has its own file. */
  path: string | Record<Lang, string>;
  /** Route module under app/. */
  module: string;
}

/**
 * The patterns of the file routes whose files the pages' own markup names (a scene, a screen of the
 * dashboard): constants of their own, so the code that draws a page carries them without the whole list.
 */
export const scenePattern = "/scenes/:file";
export const adminScreenPattern = "/screens/:file";

export const files = {
  sitemap: { path: "/sitemap.xml", module: "routes/sitemap.ts" },
  robots: { path: "/robots.txt", module: "routes/robots.ts" },
  /** The RSS feed of a language's articles. */
  blogFeed: { path: { en: "/blog/rss.xml", id: "/blog/rss-id.xml" }, module: "routes/blog-rss.ts" },
  /** The drawn logo and banner of a case study without files of its own: `logo-<lang>.svg`. */
  caseStudyImage: { path: "/case-studies/:key/:file", module: "routes/case-study-image.ts" },
  /** The drawn portrait of a quoted customer: `<person>.svg`. */
  avatar: { path: "/avatars/:file", module: "routes/avatar.ts" },
  /** A drawn scene of people at work on the home, feature and about pages: `<scene>.svg`. */
  scene: { path: scenePattern, module: "routes/scene.ts" },
  /** A drawn screen of the web dashboard, per language and width: `<screen>-<lang>[-narrow].svg`. */
  adminScreen: { path: adminScreenPattern, module: "routes/admin-screen.ts" },
  /** The words the search box of a collection loads: `<collection>-<lang>.json`. */
  searchDocuments: { path: "/search/:file", module: "routes/search-documents.ts" },
} as const satisfies Record<string, FileEntry>;

export type FileId = keyof typeof files;
export const fileIds = Object.keys(files) as FileId[];
