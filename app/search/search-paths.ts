import type { Lang } from "../../core/routing/pages.ts";
import { fileTo } from "../../core/routing/paths.ts";

/** The collections the search box searches. */
export const searchCollectionNames = ["blog", "userGuide"] as const;
export type SearchCollection = (typeof searchCollectionNames)[number];

/** Where the browser fetches a collection's words when the visitor starts searching. */
export function searchDocumentsPath(collection: SearchCollection, lang: Lang): string {
  return fileTo("searchDocuments", { file: `${collection}-${lang}.json` });
}
