import { siteConfig } from "../../core/config/site.ts";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { fileTo } from "../../core/routing/paths.ts";

export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: ${newsletterApiPath.split("/").slice(0, 2).join("/")}/

Sitemap: ${siteConfig.SITE_URL}${fileTo("sitemap")}
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
