import type { Lang } from "../routing/pages.ts";
import { fileTo } from "../routing/paths.ts";

/** The collections the search box searches. */
export type SearchCollection = "blog" | "userGuide";

/** Where the browser fetches a collection's words when the visitor starts searching. */
export function searchDocumentsPath(collection: SearchCollection, lang: Lang): string {
  return fileTo("searchDocuments", { file: `${collection}-${lang}.json` });
}
