/**
 * Where the cookie banner sits in a page's HTML: an element of its own at the end of the body, outside the
 * part React hydrates, between two comments that let the build and the server find it again.
 */
import type { Lang } from "../../core/routing/pages.ts";

/** The element the banner is written into (banner-markup.server.tsx). */
export const consentBannerId = "consent-banner";

const start = "<!--consent-banner-->";
const end = "<!--/consent-banner-->";

/** The banner's markup wrapped as it is written into a page; `lang` is the language it was drawn in. */
export function bannerIsland(markup: string, lang: Lang): string {
  return `${start}<div id="${consentBannerId}" data-lang="${lang}">${markup}</div>${end}`;
}

/** The page with the banner added just before `</body>`. */
export function withBanner(html: string, island: string): string {
  const at = html.lastIndexOf("</body>");
  return at === -1 ? html + island : html.slice(0, at) + island + html.slice(at);
}

/** The page as a visitor who has made a choice gets it: the same, without the banner. */
export function withoutBanner(html: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  return from === -1 || to === -1 ? html : html.slice(0, from) + html.slice(to + end.length);
}
