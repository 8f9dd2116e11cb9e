import { blogCategories } from "../../content/blog/categories.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { siteConfig } from "../../core/config/site.ts";
import { escapeMarkup } from "../../core/text/escape-markup.ts";
import { blogArticlePath, blogFeedPath, blogNewestFirst } from "../collections/collection-pages.server.ts";
import { languages } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import type { Route } from "./+types/blog-rss";

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
      `      <title>${escapeMarkup(article.data.title)}</title>`,
      `      <link>${escapeMarkup(link)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      `      <description>${escapeMarkup(article.data.description)}</description>`,
      `      <category>${escapeMarkup(blogCategories[article.data.category][lang].name)}</category>`,
      `      <dc:creator>${escapeMarkup(article.data.author)}</dc:creator>`,
      `      <pubDate>${new Date(`${article.data.date}T08:00:00Z`).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeMarkup(meta.title)}</title>
    <link>${escapeMarkup(`${site}${pathTo("blog", lang)}`)}</link>
    <description>${escapeMarkup(meta.description)}</description>
    <language>${lang}</language>
    <atom:link href="${escapeMarkup(`${site}${url.pathname}`)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
