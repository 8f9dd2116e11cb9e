import type { AdminScreenKey } from "../../core/art/admin-screen-keys.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { featureKeys, featurePage } from "../../content/features.ts";
import type { Lang, PageId } from "../../core/routing/pages.ts";

/**
 * The pages that show one of the web dashboard's screens, and which (docs/decisions/0012-admin-screens.md):
 * the home page and the project-management page their own, a feature page the one its content names.
 */
export const adminScreenPlacements: Array<{ page: PageId; screen: (lang: Lang) => AdminScreenKey }> = [
  { page: "home", screen: () => "attendance" },
  { page: "projectManagement", screen: () => "projects" },
  ...featureKeys.map((key) => ({
    page: featurePage[key],
    screen: (lang: Lang) => featurePages[lang][key].adminScreen,
  })),
];

/** The dashboard's screen a page shows, if it shows one. */
export function adminScreenOf(pageId: PageId, lang: Lang): AdminScreenKey | undefined {
  return adminScreenPlacements.find((placement) => placement.page === pageId)?.screen(lang);
}
