import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../config/site.ts";
import { languageOf, alternatePaths, matchPage } from "../routing/paths.ts";
import { pages, type PageEntry } from "../routing/pages.ts";

const ogLocale = { en: "en_US", id: "id_ID" } as const;

/**
 * Title, description, canonical and hreflang links (`en`, `id`, `x-default`) and social tags of the page
 * at a path, all derived from the route table. Pages the table marks as not indexable get `noindex`.
 */
export function pageMeta({
  title,
  description,
  pathname,
  search = "",
}: {
  title: string;
  description: string;
  pathname: string;
  search?: string;
}): MetaDescriptor[] {
  const lang = languageOf(pathname, search);
  const match = matchPage(pathname, search);
  const indexable = match ? (pages[match.pageId] as PageEntry).indexable : false;
  const alternates = alternatePaths(pathname, search);
  const url = (path: string) => `${siteConfig.SITE_URL}${path}`;
  const canonical = alternates ? url(alternates[lang]) : undefined;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Regu" },
    { property: "og:locale", content: ogLocale[lang] },
    { name: "twitter:card", content: "summary" },
  ];
  if (!indexable) return [...tags, { name: "robots", content: "noindex, follow" }];
  if (canonical && alternates) {
    tags.push(
      { tagName: "link", rel: "canonical", href: canonical },
      { property: "og:url", content: canonical },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: url(alternates.en) },
      { tagName: "link", rel: "alternate", hrefLang: "id", href: url(alternates.id) },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(alternates.en) },
    );
  }
  return tags;
}
