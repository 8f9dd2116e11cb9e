import type { FeatureKey } from "../features.ts";
import type { BlogCategoryKey } from "./categories.ts";

/**
 * How each category's articles' covers are drawn: the shade of the brand's green the cover stands on, and
 * the icon beside the category's name. Only the brand's colours (app/art/palette.ts): the
 * categories differ by shade and by drawing, not by hue. Read at build only (scripts/covers/blog-cover.tsx),
 * apart from the categories, which every page loads.
 */
export const blogCategoryLooks = {
  attendance: { icon: "time", tone: "brand-600" },
  leave: { icon: "leave", tone: "brand-700" },
  payroll: { icon: "payroll", tone: "brand-800" },
  "hr-tips": { icon: "chat", tone: "brand-500" },
  "labour-law": { icon: "overtime", tone: "brand-900" },
  "field-teams": { icon: "task", tone: "brand-700" },
} as const satisfies Record<
  BlogCategoryKey,
  { icon: FeatureKey; tone: "brand-500" | "brand-600" | "brand-700" | "brand-800" | "brand-900" }
>;
