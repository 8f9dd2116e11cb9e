import { useDictionary } from "../../i18n/use-dictionary.ts";

/**
 * App store badges drawn from scratch: generic glyphs (a play triangle, a round fruit with a leaf, a flower),
 * not the stores' trademarks. The words are the page's language's, as each store words its badge there
 * ("GET IT ON" / "TEMUKAN DI" Google Play). The link around a badge carries its accessible name.
 */
type Store = "google" | "apple" | "huawei";

function Glyph({ store }: { store: Store }) {
  switch (store) {
    case "google":
      return (
        <path d="M13 11.5c0-1.4 1.5-2.3 2.7-1.6l13.3 8.5c1.1.7 1.1 2.4 0 3.1l-13.3 8.5c-1.2.8-2.7-.1-2.7-1.6z" />
      );
    case "apple":
      return (
        <>
          <circle cx="20" cy="24" r="8" />
          <path
            d="M20 16.5c0-2 .6-3.6 1.8-4.8"
            fill="none"
            stroke="#fff"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
          <path d="M22 13.5c1-2.6 3.6-3.6 6.4-3-1 2.6-3.6 3.6-6.4 3z" />
        </>
      );
    case "huawei":
      // Six petals turned around the centre.
      return (
        <g transform="translate(21 21)">
          {[0, 60, 120, 180, 240, 300].map((a) => (
            <ellipse key={a} cx="0" cy="-5.3" rx="3" ry="5" transform={`rotate(${a})`} />
          ))}
          <circle r="2.3" fill="#000" />
        </g>
      );
  }
}

export function StoreBadge({ store, name, className }: { store: Store; name: string; className?: string }) {
  const small = useDictionary().storeBadges[store];
  return (
    <svg viewBox="0 0 150 44" className={className} fontFamily="inherit" aria-hidden="true">
      <rect x="0.5" y="0.5" width="149" height="43" rx="8" fill="#000" stroke="#A6A6A6" />
      <g fill="#FFFFFF">
        <g transform="translate(0 1)">
          <Glyph store={store} />
        </g>
        <text x="41" y="18" fontSize="8.5" fontWeight="500" letterSpacing="0.3">
          {small}
        </text>
        <text x="40.5" y="34" fontSize="16" fontWeight="600" letterSpacing="-0.2">
          {name}
        </text>
      </g>
    </svg>
  );
}
