import type { FeatureKey } from "../features.ts";
import type { BlogCategoryKey } from "./categories.ts";

/**
 * How each category's articles' covers are drawn: the colour, and the icon beside the category's name. Read
 * at build only (app/components/art/blog-cover.server.tsx), apart from the categories, which every page loads.
 */
export const blogCategoryLooks = {
  attendance: { icon: "time", colour: "#0B6E4F" },
  leave: { icon: "leave", colour: "#0E7490" },
  payroll: { icon: "payroll", colour: "#6D28D9" },
  "hr-tips": { icon: "chat", colour: "#B45309" },
  "labour-law": { icon: "overtime", colour: "#1D4ED8" },
  "field-teams": { icon: "task", colour: "#BE123C" },
} as const satisfies Record<BlogCategoryKey, { icon: FeatureKey; colour: string }>;
