import { languages } from "../../core/routing/pages.ts";
import { searchDocuments } from "../search/search-documents.server.ts";
import { searchCollectionNames, searchDocumentsPath } from "../search/search-paths.ts";
import type { Route } from "./+types/search-documents";

/** `/search/<collection>-<lang>.json`: the words the search box loads when the visitor starts searching. */
export function loader({ url }: Route.LoaderArgs) {
  for (const collection of searchCollectionNames) {
    for (const lang of languages) {
      if (searchDocumentsPath(collection, lang) === url.pathname) {
        return Response.json(searchDocuments(collection, lang));
      }
    }
  }
  throw new Response(null, { status: 404 });
}
