import { renderToStaticMarkup } from "react-dom/server";
import { siteConfig } from "../../core/config/site.ts";
import { languageOf } from "../../core/routing/paths.ts";
import { bannerIsland } from "./banner-island.ts";
import { ConsentBanner } from "./consent-banner.tsx";
import { configuredTools, showsBanner } from "../../core/consent/tools.ts";

const tools = configuredTools(siteConfig);

/**
 * The cookie banner for the page `request` asks for, ready to add at the end of its body, or "" when the
 * page shows none: no tool asks on a first visit, or the request's cookies hold a choice to follow. At
 * build every prerendered page gets it (a build sends no cookies); the server sends those pages without it
 * to a visitor who has chosen (server/static-files.ts).
 */
export function consentBannerFor(request: Request): string {
  if (!showsBanner(tools, request.headers.get("cookie") ?? undefined)) return "";
  const url = new URL(request.url);
  const lang = languageOf(url.pathname, url.search);
  // The build asks for `/faq/`; the page's own address has no trailing slash (the server redirects there).
  const pathname = url.pathname.replace(/(.)\/$/, "$1");
  return bannerIsland(
    renderToStaticMarkup(<ConsentBanner lang={lang} tools={tools} returnTo={pathname + url.search} />),
    lang,
  );
}
