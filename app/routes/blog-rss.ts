import { blogCategories } from "../../content/blog/categories.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { siteConfig } from "../config/site.ts";
import { blogArticlePath, blogFeedPath, blogNewestFirst } from "../content/collection-pages.server.ts";
import { languages } from "../routing/pages.ts";
import { pathTo } from "../routing/paths.ts";
import type { Route } from "./+types/blog-rss";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** RSS 2.0 feed of one language's articles, newest first (`/blog/rss.xml`, `/blog/rss-id.xml`). */
export function loader({ url }: Route.LoaderArgs) {
  const lang = languages.find((candidate) => blogFeedPath(candidate) === url.pathname);
  if (!lang) throw new Response(null, { status: 404 });
  const site = siteConfig.SITE_URL;
  const { meta } = collectionListsContent[lang].blog;
  const items = blogNewestFirst(lang).map((article) => {
    const link = `${site}${blogArticlePath(article)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(article.data.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(article.data.description)}</description>`,
      `      <category>${escapeXml(blogCategories[article.data.category][lang].name)}</category>`,
      `      <dc:creator>${escapeXml(article.data.author)}</dc:creator>`,
      `      <pubDate>${new Date(`${article.data.date}T08:00:00Z`).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(meta.title)}</title>
    <link>${escapeXml(`${site}${pathTo("blog", lang)}`)}</link>
    <description>${escapeXml(meta.description)}</description>
    <language>${lang}</language>
    <atom:link href="${escapeXml(`${site}${url.pathname}`)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
