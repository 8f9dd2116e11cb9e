import { auditTapTargets } from "./support/tap-targets.ts";
import { builtPage, expect, gotoHydrated, test } from "./fixtures.ts";
import type { Lang } from "../../core/routing/pages.ts";
import type { PageId } from "../../core/routing/pages.ts";

/** One page of each template, both languages; content items by an address of each collection. */
const templates: PageId[] = [
  "home",
  "featureTime",
  "pricing",
  "blog",
  "caseStudies",
  "resources",
  "userGuide",
  "faq",
  "about",
  "contact",
  "requestDemo",
  "registration",
  "privacy",
  "covid",
  "projectManagement",
  "thankYou",
  "newsletter",
  "conversionWa",
];
const items: Record<Lang, string[]> = {
  en: [
    "/blog/payroll/payroll-cut-off-checklist-for-hr",
    "/case-study/pemasok-perangkat-keras",
    "/download-resources/how-companies-are-going-digital",
    "/user-guide/approve-leave-requests",
    "/this-page-does-not-exist",
  ],
  id: [
    "/blog/absensi/absensi-gps-selfie-untuk-banyak-outlet",
    "/studi-kasus/raza-kopi",
    "/unduh-materi/bagaimana-cara-perusahaan-menuju-digitalisasi",
  ],
};

test.describe("tap targets on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const lang of ["en", "id"] as const) {
    const paths = [...templates.map((pageId) => builtPage(pageId, lang).path), ...items[lang]];
    for (const path of paths) {
      test(`${path} has no target under 44 px, nor under WCAG 2.5.8's minimum`, async ({
        page,
        allowConsoleErrors,
      }) => {
        allowConsoleErrors(/status of 404/);
        await gotoHydrated(page, path);
        const audit = await auditTapTargets(page);
        expect(audit.count).toBeGreaterThan(5);
        expect(
          audit.failures.map((target) => `${target.name} at ${target.x},${target.y}: ${target.reason}`),
        ).toEqual([]);
        // And the site's own rule: 44 by 44 for every target outside running text.
        expect(audit.under44.map((target) => `${target.name}: ${target.width}x${target.height}`)).toEqual([]);
      });
    }
  }
});
