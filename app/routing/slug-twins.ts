import { blogCategories, blogCategoryKeys } from "../../content/blog/categories.ts";
import type { PageId } from "./pages.ts";

const categoryTwins = blogCategoryKeys.map(
  (key) => [blogCategories[key].en.slug, blogCategories[key].id.slug] as const,
);

/**
 * Content slugs that differ between the languages, per page, as [English, Indonesian] pairs.
 * docs/product.md (Path pairs and the language switch) names the resource below; a content item whose
 * slug is the same in both languages needs no entry. Collection items whose twins are known only from
 * their content (articles) get their language links from their page's loader instead (see
 * LanguageLinks).
 */
export const slugTwins: Partial<Record<PageId, ReadonlyArray<readonly [en: string, id: string]>>> = {
  resource: [["how-companies-are-going-digital", "bagaimana-cara-perusahaan-menuju-digitalisasi"]],
  // A category page's twin is the other language's category; an article's twin comes from its content.
  blog: categoryTwins,
  blogArticle: categoryTwins,
};
