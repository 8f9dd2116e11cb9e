import { languages } from "../../core/routing/pages.ts";
import { searchCollections } from "../search/search-documents.server.ts";
import { searchDocumentsPath, type SearchCollection } from "../search/search-paths.ts";
import type { Route } from "./+types/search-documents";

/** `/search/<collection>-<lang>.json`: the words the search box loads when the visitor starts searching. */
export function loader({ url }: Route.LoaderArgs) {
  for (const collection of Object.keys(searchCollections) as SearchCollection[]) {
    for (const lang of languages) {
      if (searchDocumentsPath(collection, lang) === url.pathname) {
        return Response.json(searchCollections[collection](lang));
      }
    }
  }
  throw new Response(null, { status: 404 });
}
