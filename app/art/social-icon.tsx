import type { Brand } from "../../content/brand.schema.ts";

/** The networks the brand's profiles may be on (content/brand.schema.ts); each has a glyph in ./social/. */
export type SocialNetwork = Brand["social"][number]["network"];

/** The id of a network's glyph in the page's sprite (social-glyphs.server.ts). */
export const socialGlyphId = (network: SocialNetwork): string => `social-${network}`;

/**
 * A simple white 24×24 glyph for a social profile, drawn from the sprite the server writes into every
 * page (social-glyphs.server.ts). Neither a file nor JavaScript: as image files they were four requests
 * that a short page's footer raced with its first paint, and as inline SVG in the footer they would cost
 * every page's JavaScript their bytes.
 */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${socialGlyphId(network)}`} />
    </svg>
  );
}
