import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../core/config/site.ts";
import { alternatesOf, matchPage, type PageMatch } from "../../core/routing/paths.ts";
import { defaultLang, languages, pages, type Lang, type PageEntry } from "../../core/routing/pages.ts";

const ogLocale = { en: "en_US", id: "id_ID" } as const;

/**
 * Title, description, canonical and hreflang links (`en`, `id`, `x-default`) and social tags of a page,
 * all derived from the route table. Pages the table marks as not indexable get `noindex`. The sharing
 * card's tags and the structured data are added to the prerendered pages by the build (docs/seo.md).
 */
export function pageMeta({
  title,
  description,
  page,
  pathname = "",
  search,
  versions,
  result = false,
}: {
  title: string;
  description: string;
  /** The page the tags are for, from its route (pageMatch). */
  page?: PageMatch;
  /** Where a meta function does not give its page yet: the page's path, and query. */
  pathname?: string;
  search?: string;
  /** A content item's own language versions (LanguageLinks), instead of the route table's twins. */
  versions?: Partial<Record<Lang, string>>;
  /**
   * A result of the page's form, rendered for its query (a calculator's): kept out of search results, and
   * naming the bare page as canonical.
   */
  result?: boolean;
}): MetaDescriptor[] {
  const match = page ?? matchPage(pathname, search);
  const lang = match?.lang ?? defaultLang;
  const indexable = match ? (pages[match.pageId] as PageEntry).indexable : false;
  const alternates: Partial<Record<Lang, string>> | null = versions ?? (match && alternatesOf(match));
  const url = (path: string) => `${siteConfig.SITE_URL}${path}`;
  const own = alternates?.[lang];
  const canonical = own ? url(own) : undefined;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Regu" },
    { property: "og:locale", content: ogLocale[lang] },
  ];
  if (!indexable) return [...tags, { name: "robots", content: "noindex, follow" }];
  if (result)
    return [
      ...tags,
      { name: "robots", content: "noindex, follow" },
      ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
    ];
  if (canonical && alternates) {
    tags.push(
      { tagName: "link", rel: "canonical", href: canonical },
      { property: "og:url", content: canonical },
    );
    // Only languages the page exists in get an alternate; English stands for everyone else.
    for (const hrefLang of languages) {
      const path = alternates[hrefLang];
      if (path) tags.push({ tagName: "link", rel: "alternate", hrefLang, href: url(path) });
    }
    if (alternates.en)
      tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(alternates.en) });
  }
  return tags;
}
