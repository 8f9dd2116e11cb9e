import { siteConfig } from "../../core/config/site.ts";
import { newsletterApiPath } from "../../core/newsletter/newsletter-api.ts";

export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: ${newsletterApiPath.split("/").slice(0, 2).join("/")}/

Sitemap: ${siteConfig.SITE_URL}/sitemap.xml
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
