import { blogCategories } from "../../content/blog/categories.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { blogArticlePath, collectionPages } from "../collections/collection-pages.server.ts";
import { blogArticles, guideArticles } from "../collections/collections.server.ts";
import type { Lang } from "../../core/routing/pages.ts";
import type { SearchDocument } from "./article-search.ts";
import type { SearchCollection } from "./search-paths.ts";

/** Markup to words: tags become spaces, entities their characters. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** What the search reads of each collection: the blog and the user guide, per language. */
export const searchCollections: Record<SearchCollection, (lang: Lang) => SearchDocument[]> = {
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
