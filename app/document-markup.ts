/**
 * Markup the server writes into a rendered document outside React (entry.server.tsx): the site's icon,
 * the footer's social glyphs and the cookie banner. React leaves such elements alone as it hydrates.
 */

/** `html` with `insert` just before the last `tag` (at the end without one). */
export function insertBefore(html: string, tag: string, insert: string): string {
  const at = html.lastIndexOf(tag);
  return at === -1 ? html + insert : html.slice(0, at) + insert + html.slice(at);
}

/** `html` with `insert` at the end of its head; as it is without a head. */
export function intoHead(html: string, insert: string): string {
  return html.includes("</head>") ? insertBefore(html, "</head>", insert) : html;
}
