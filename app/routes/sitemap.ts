import { siteConfig } from "../../core/config/site.ts";
import { escapeMarkup } from "../../core/text/escape-markup.ts";
import { needsParams } from "../../core/routing/derive.ts";
import { collectionVersions } from "../collections/collection-pages.server.ts";
import { languages, pageIds, pages, type Lang, type PageEntry } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";

/** sitemap.xml: every indexable page in each of its languages, with `xhtml:link` alternates. */
export function loader() {
  const url = (path: string) => escapeMarkup(`${siteConfig.SITE_URL}${path}`);
  const tablePages = pageIds
    .filter((id) => (pages[id] as PageEntry).indexable && !needsParams(id))
    .map((id) => ({ en: pathTo(id, "en"), id: pathTo(id, "id") }));
  const entries = [...tablePages, ...collectionVersions()].flatMap(
    (versions: Partial<Record<Lang, string>>) => {
      const alternates = languages
        .filter((alt) => versions[alt])
        .map(
          (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${url(versions[alt] ?? "")}"/>`,
        );
      if (versions.en) {
        alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(versions.en)}"/>`);
      }
      return languages
        .filter((lang) => versions[lang])
        .map(
          (lang) =>
            `  <url>\n    <loc>${url(versions[lang] ?? "")}</loc>\n${alternates.join("\n")}\n  </url>`,
        );
    },
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
