/**
 * The admin screens: Regu's web dashboard as a buyer's HR team uses it, drawn at build as SVG files with the
 * site's font turned into outlines (admin-screen.server.tsx, served by routes/admin-screen.ts) and shown
 * with <img>. Plain data, safe in the browser. docs/decisions/0012-admin-screens.md says why.
 * Their keys, which the content picks from, are core/art/admin-screen-keys.ts.
 */
import { generatePath } from "react-router";
import { type AdminScreenKey, adminScreenKeys } from "../../../core/art/admin-screen-keys.ts";
import { adminScreenPattern, type Lang } from "../../../core/routing/pages.ts";

/**
 * Each screen comes in two drawings: the whole dashboard for wide screens, and a narrower one without the
 * sidebar and with fewer columns for phones, where the wide one would shrink its words below reading size.
 */
export const adminVariants = ["wide", "narrow"] as const;
export type AdminVariant = (typeof adminVariants)[number];

/** The drawings' sizes, fixed so the page reserves their space before the files arrive (no layout shift). */
export const adminScreenSize: Record<
  AdminScreenKey,
  Record<AdminVariant, { width: number; height: number }>
> = {
  attendance: { wide: { width: 1200, height: 640 }, narrow: { width: 480, height: 680 } },
  roster: { wide: { width: 1200, height: 680 }, narrow: { width: 480, height: 650 } },
  approvals: { wide: { width: 1200, height: 640 }, narrow: { width: 480, height: 670 } },
  payroll: { wide: { width: 1200, height: 660 }, narrow: { width: 480, height: 780 } },
  projects: { wide: { width: 1200, height: 640 }, narrow: { width: 480, height: 650 } },
};

export function adminScreenPath(key: AdminScreenKey, lang: Lang, variant: AdminVariant): string {
  // The admin-screen file route's pattern, which a page's code can carry (fileTo needs the whole table).
  return generatePath(adminScreenPattern, {
    file: `${key}-${lang}${variant === "narrow" ? "-narrow" : ""}.svg`,
  });
}

export const adminScreenFiles = (languages: readonly Lang[]) =>
  adminScreenKeys.flatMap((key) =>
    languages.flatMap((lang) => adminVariants.map((variant) => adminScreenPath(key, lang, variant))),
  );
