import type { PageId } from "./pages.ts";

/**
 * Content slugs that differ between the languages, per page, as [English, Indonesian] pairs. SPEC.md
 * names the resource below; a content item whose slug is the same in both languages needs no entry.
 */
export const slugTwins: Partial<Record<PageId, ReadonlyArray<readonly [en: string, id: string]>>> = {
  resource: [["how-companies-are-going-digital", "bagaimana-cara-perusahaan-menuju-digitalisasi"]],
};
