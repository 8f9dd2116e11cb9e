import type { Lang } from "../../core/routing/pages.ts";

/**
 * The blog's categories. Each language has its own slug, so a category page and an article carry their
 * language in their path (`/blog/hr-tips`, `/blog/tips-hr`). Plain data, safe in the browser: the routes
 * read it, so it is in every page's first load; how covers draw a category is apart (category-looks.ts).
 */
export const blogCategories = {
  attendance: {
    en: { slug: "attendance", name: "Attendance" },
    id: { slug: "absensi", name: "Absensi" },
  },
  leave: {
    en: { slug: "leave-management", name: "Leave" },
    id: { slug: "cuti", name: "Cuti" },
  },
  payroll: {
    en: { slug: "payroll", name: "Payroll" },
    id: { slug: "penggajian", name: "Penggajian" },
  },
  "hr-tips": {
    en: { slug: "hr-tips", name: "HR tips" },
    id: { slug: "tips-hr", name: "Tips HR" },
  },
  "labour-law": {
    en: { slug: "labour-law", name: "Labor law" },
    id: { slug: "hukum-ketenagakerjaan", name: "Hukum ketenagakerjaan" },
  },
  "field-teams": {
    en: { slug: "field-teams", name: "Field teams" },
    id: { slug: "tim-lapangan", name: "Tim lapangan" },
  },
} as const satisfies Record<string, Record<Lang, { slug: string; name: string }>>;

export type BlogCategoryKey = keyof typeof blogCategories;
export const blogCategoryKeys = Object.keys(blogCategories) as BlogCategoryKey[];

/** The category and language a category slug belongs to. */
export function categoryBySlug(slug: string): { key: BlogCategoryKey; lang: Lang } | null {
  for (const key of blogCategoryKeys) {
    for (const lang of ["en", "id"] as const) {
      if (blogCategories[key][lang].slug === slug) return { key, lang };
    }
  }
  return null;
}
