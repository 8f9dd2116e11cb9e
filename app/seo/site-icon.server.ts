/**
 * The site's icon, written into the head of every page the server renders (entry.server.tsx) rather than
 * by React's route links, so no script carries it.
 *
 * The browser's icon is a data: URL, part of the page: a file would be fetched as the parser finishes the
 * page, and on a first visit, whose first frame waits for the parser to reach the cookie banner
 * (app/consent/banner-island.ts), it finished before that frame every time. A request that finishes
 * before the first frame is one Lighthouse's simulation counts as needed for it, one round trip more on
 * the first visit than on the same page without the banner (docs/decisions/0005-consent.md). Written
 * into the page, the icon costs about 150 bytes of brotli and no request.
 *
 * The PNG beside it is for those who cannot read a data: URL: search engines, which show the site's
 * icon in their results, and iOS, which puts it on the home screen. Browsers fetch it only for those.
 */
import { touchIconPath } from "../../core/routing/endpoints.ts";
import { intoHead } from "../document-markup.ts";
import iconSvg from "../../public/favicon.svg?raw";

/**
 * `svg` as a data: URL, escaping only what a valid URL in a double-quoted attribute cannot hold, so that
 * it stays about as short as the file (a quarter shorter than base64, and it compresses as text).
 */
export function svgDataUrl(svg: string): string {
  const singleQuoted = svg.trim().replaceAll('"', "'");
  return `data:image/svg+xml,${singleQuoted.replace(/[\s<>#%&{}|^`\\]/g, encodeURIComponent)}`;
}

const iconLinks =
  `<link rel="icon" href="${svgDataUrl(iconSvg)}" type="image/svg+xml">` +
  `<link rel="apple-touch-icon" href="${touchIconPath}">`;

/** The page with the site's icon links at the end of its head (as it is, without a head). */
export function withSiteIcon(html: string): string {
  return intoHead(html, iconLinks);
}
