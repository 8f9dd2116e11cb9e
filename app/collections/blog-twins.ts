/**
 * The blog's category slugs are twins: `/blog/hr-tips` and `/blog/tips-hr` are one category in two
 * languages, and the slug says the language of the path they share. The route table knows no content, so
 * the blog gives it the pairs here, on import: the app's root imports this module, and so does whatever
 * matches blog paths without the app (the collections' pages, the build's lists, tests).
 */
import { blogCategories, blogCategoryKeys } from "../../content/blog/categories.ts";
import { registerSlugTwins } from "../../core/routing/slug-twins.ts";

const categoryTwins = blogCategoryKeys.map(
  (key) => [blogCategories[key].en.slug, blogCategories[key].id.slug] as const,
);

// A category page's twin is the other language's category; an article's twin comes from its content.
registerSlugTwins({ blog: categoryTwins, blogArticle: categoryTwins });
