import type { Lang } from "../../app/routing/pages.ts";
import type { FeatureKey } from "../features.ts";

/**
 * The blog's categories. Each language has its own slug, so a category page and an article carry their
 * language in their path (`/blog/hr-tips`, `/blog/tips-hr`). Plain data, safe in the browser.
 */
export const blogCategories = {
  attendance: {
    look: { icon: "time", colour: "#0B6E4F" },
    en: { slug: "attendance", name: "Attendance" },
    id: { slug: "absensi", name: "Absensi" },
  },
  leave: {
    look: { icon: "leave", colour: "#0E7490" },
    en: { slug: "leave-management", name: "Leave" },
    id: { slug: "cuti", name: "Cuti" },
  },
  payroll: {
    look: { icon: "payroll", colour: "#6D28D9" },
    en: { slug: "payroll", name: "Payroll" },
    id: { slug: "penggajian", name: "Penggajian" },
  },
  "hr-tips": {
    look: { icon: "chat", colour: "#B45309" },
    en: { slug: "hr-tips", name: "HR tips" },
    id: { slug: "tips-hr", name: "Tips HR" },
  },
  "labour-law": {
    look: { icon: "overtime", colour: "#1D4ED8" },
    en: { slug: "labour-law", name: "Labor law" },
    id: { slug: "hukum-ketenagakerjaan", name: "Hukum ketenagakerjaan" },
  },
  "field-teams": {
    look: { icon: "task", colour: "#BE123C" },
    en: { slug: "field-teams", name: "Field teams" },
    id: { slug: "tim-lapangan", name: "Tim lapangan" },
  },
} as const satisfies Record<
  string,
  Record<Lang, { slug: string; name: string }> & {
    /** The category's articles' covers: the colour they are drawn in, the icon beside the category's name. */
    look: { icon: FeatureKey; colour: string };
  }
>;

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
