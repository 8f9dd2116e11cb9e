import { blogCategories } from "../../content/blog/categories.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { blogArticlePath, collectionPages } from "../collections/collection-pages.server.ts";
import { blogArticles, guideArticles } from "../collections/collections.server.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { plainText } from "../../core/text/plain-text.ts";
import {
  createArticleSearch,
  type ArticleSearch,
  type SearchDocument,
  type ServerSearch,
} from "./article-search.ts";
import type { SearchCollection } from "./search-paths.ts";

/** What the search reads of each collection: the blog and the user guide, per language. */
const collectionDocuments: Record<SearchCollection, (lang: Lang) => SearchDocument[]> = {
  blog: (lang: Lang): SearchDocument[] =>
    blogArticles[lang].map((article) => ({
      path: blogArticlePath(article),
      title: article.data.title,
      description: article.data.description,
      text: plainText(article.html),
      group: blogCategories[article.data.category][lang].name,
    })),
  userGuide: (lang: Lang): SearchDocument[] =>
    guideArticles[lang].map((article) => ({
      path: collectionPages.userGuide.path(article),
      title: article.data.title,
      description: article.data.description,
      text: plainText(article.html),
      group: collectionListsContent[lang].userGuide.topics[article.data.topic],
    })),
};

/** Made once per collection and language, on first use, then kept for the life of the process. */
function oncePerLanguage<T>(make: (collection: SearchCollection, lang: Lang) => T) {
  const made = new Map<string, T>();
  return (collection: SearchCollection, lang: Lang): T => {
    const key = `${collection}-${lang}`;
    let value = made.get(key);
    if (value === undefined) {
      value = make(collection, lang);
      made.set(key, value);
    }
    return value;
  };
}

/** A collection's articles in a language, as the search reads them (and the search box loads them). */
export const searchDocuments = oncePerLanguage((collection, lang) => collectionDocuments[collection](lang));

/**
 * The search of a collection in a language, for search without JavaScript. Its index is built on the first
 * search and reused: building it costs far more than a search (tens of milliseconds on a busy machine).
 */
export const articleSearch: (collection: SearchCollection, lang: Lang) => ArticleSearch = oncePerLanguage(
  (collection, lang) => createArticleSearch(searchDocuments(collection, lang)),
);

/** Answers `?q=` on a list's page: the search box's form sent without JavaScript. */
export function searchOnServer(collection: SearchCollection, lang: Lang, query: string): ServerSearch {
  if (query.trim() === "") return { query: "", hits: null, cut: false };
  const outcome = articleSearch(collection, lang)(query);
  return { query: outcome.query.text, hits: outcome.hits, cut: outcome.query.cut };
}
