import { renderToStaticMarkup } from "react-dom/server";
import { blogCategories, type BlogCategoryKey } from "../../../content/blog/categories.ts";
import { FeatureGlyph } from "./feature-icon.tsx";

/** A small, stable number from a text, so each article's cover differs but never changes. */
function seed(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * An article's cover (1200×630, the size social networks show): its category's icon and colour, with
 * shapes placed from the article's address so no two covers are the same.
 */
export function blogCoverSvg(category: BlogCategoryKey, slug: string): string {
  const { icon, colour } = blogCategories[category].look;
  const n = seed(slug);
  const circles = [0, 1, 2].map((i) => ({
    cx: 120 + ((n >>> (i * 5)) % 960),
    cy: 80 + ((n >>> (i * 7 + 3)) % 470),
    r: 60 + ((n >>> (i * 3 + 11)) % 140),
  }));
  return renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
      <rect width="1200" height="630" fill={colour} />
      <g fill="#FFFFFF">
        {circles.map((circle, i) => (
          <circle key={i} {...circle} opacity={0.08 + i * 0.04} />
        ))}
      </g>
      <rect x="470" y="185" width="260" height="260" rx="64" fill="#FFFFFF" />
      <g
        transform="translate(520 235) scale(6.6667)"
        fill="none"
        stroke={colour}
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <FeatureGlyph feature={icon} />
      </g>
    </svg>,
  );
}
