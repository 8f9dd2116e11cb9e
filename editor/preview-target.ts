import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
// Blog addresses carry a category slug, which the route table learns from the blog (a side effect).
import { blogCategories, type BlogCategoryKey } from "../content/blog/categories.ts";
import type { Lang } from "../core/routing/pages.ts";
import { pathTo } from "../core/routing/paths.ts";

// Where a collection item's "Preview" leads (preview.ts): its page, found from its file on disk by the
// development server, since an article's address holds a category only its front matter names.

/** The page of each Markdown collection's items, from the item's language, file name and front matter. */
const itemPages: Record<string, (lang: Lang, slug: string, frontMatter: Record<string, unknown>) => string> =
  {
    blog: (lang, slug, { category }) =>
      pathTo("blogArticle", lang, {
        category: blogCategories[category as BlogCategoryKey][lang].slug,
        id: slug,
      }),
    resources: (lang, slug) => pathTo("resource", lang, { name: slug }),
    "case-studies": (lang, slug) => pathTo("caseStudy", lang, { name: slug }),
    "user-guide": (lang, slug) => pathTo("userGuideArticle", lang, { slug }),
  };

const previewAddress = /^\/editor-preview\/([\w-]+)\/(en|id)\/([\w-]+)$/;

/**
 * The page a preview address stands for, or undefined when it names no item: an unknown collection, or a
 * file that is not there (not saved yet).
 */
export function previewTarget(root: string, path: string): string | undefined {
  const [, folder = "", lang, slug = ""] = previewAddress.exec(path) ?? [];
  const pageRoute = itemPages[folder];
  if (!pageRoute || (lang !== "en" && lang !== "id")) return undefined;
  let text: string;
  try {
    text = readFileSync(join(root, "content", folder, lang, `${slug}.md`), "utf8");
  } catch {
    return undefined;
  }
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
  return pageRoute(lang, slug, (parse(frontMatter) ?? {}) as Record<string, unknown>);
}
