import { siteConfig } from "../config/site.ts";
import { builtPageIds } from "../routing/derive.ts";
import { languages, pages, type PageEntry } from "../routing/pages.ts";
import { pathTo } from "../routing/paths.ts";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** sitemap.xml: every indexable page in both languages, each with its `xhtml:link` alternates. */
export function loader() {
  const url = (path: string) => escapeXml(`${siteConfig.SITE_URL}${path}`);
  const entries = builtPageIds()
    .filter((id) => (pages[id] as PageEntry).indexable && !pages[id].paths.en.includes(":"))
    .flatMap((id) =>
      languages.map((lang) => {
        const alternates = languages
          .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${url(pathTo(id, alt))}"/>`)
          .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(pathTo(id, "en"))}"/>`);
        return `  <url>\n    <loc>${url(pathTo(id, lang))}</loc>\n${alternates.join("\n")}\n  </url>`;
      }),
    );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
