import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { blogCategories, type BlogCategoryKey } from "../content/blog/categories.ts";
import type { Lang, PageId } from "../app/routing/pages.ts";
import { pathTo } from "../app/routing/paths.ts";

/**
 * Where the editor's "Preview" button leads in local mode (`npm run cms`): the entry's page on the
 * development server beside the editor, which shows what was saved at once, in the entry's language. In
 * GitHub mode a save is a commit on a branch that no server shows before it is merged, so there the editor
 * offers no preview (docs/editing.md).
 */

/** The address the development server answers with a redirect to a collection item's page. */
export const previewPrefix = "/editor-preview/";

/** A page's preview: its address in the language of the entry. */
export const pagePreview = (pageId: PageId, lang: Lang) => pathTo(pageId, lang);

/** A collection item's preview, `{slug}` being filled in by the editor with the item's file name. */
export const itemPreview = (folder: string, lang: Lang) => `${previewPrefix}${folder}/${lang}/{slug}`;

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
 * The page a preview address stands for, or undefined when it names no item: an unknown collection, a
 * file that is not there (not saved yet), or a front matter the page could not be found from.
 */
export function previewTarget(root: string, path: string): string | undefined {
  const [, folder = "", lang, slug = ""] = previewAddress.exec(path) ?? [];
  const pageOf = itemPages[folder];
  if (!pageOf || (lang !== "en" && lang !== "id")) return undefined;
  try {
    const text = readFileSync(join(root, "content", folder, lang, `${slug}.md`), "utf8");
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
    return pageOf(lang, slug, (parse(frontMatter) ?? {}) as Record<string, unknown>);
  } catch {
    return undefined;
  }
}
