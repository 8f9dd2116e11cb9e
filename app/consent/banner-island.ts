/**
 * Where the cookie banner sits in a page's HTML: an element of its own at the end of the body, outside the
 * part React hydrates, between two comments that let the build and the server find it again.
 */
import type { Lang } from "../../core/routing/pages.ts";
import { insertBefore, intoHead } from "../document-markup.ts";

/** The element the banner is written into (banner-markup.server.tsx). */
export const consentBannerId = "consent-banner";

const start = "<!--consent-banner-->";
const end = "<!--/consent-banner-->";

/**
 * Written into the head of a page that carries the banner: the first frame waits until the parser has
 * reached the banner (a render-blocking `rel=expect` link). At the end of the body it would otherwise miss
 * the frames a slow phone paints while it is still parsing the page above it, and come a frame or more
 * later as the page's largest paint, alone.
 */
const inFirstPaint = `<link rel="expect" href="#${consentBannerId}" blocking="render">`;

/** The banner's markup wrapped as it is written into a page; `lang` is the language it was drawn in. */
export function bannerIsland(markup: string, lang: Lang): string {
  return `${start}<div id="${consentBannerId}" data-lang="${lang}">${markup}</div>${end}`;
}

/** The page with the banner added just before `</body>`, and its first paint held for it. */
export function withBanner(html: string, island: string): string {
  return insertBefore(intoHead(html, inFirstPaint), "</body>", island);
}

/** The page as a visitor who has made a choice gets it: the same, without the banner. */
export function withoutBanner(html: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from === -1 || to === -1) return html;
  return (html.slice(0, from) + html.slice(to + end.length)).replace(inFirstPaint, "");
}
