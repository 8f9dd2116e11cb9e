import { useDictionary } from "../i18n/use-dictionary.ts";

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

/**
 * A badge 150 × 44 at 16 px, scaled by its font size (`large`: 48 px high; `store-badge` in app.css). Its
 * words are HTML, not SVG text: they are laid out with the page's font at no extra cost, where twelve SVG
 * `<text>` elements in the footer took a measurable share of every page's first layout.
 */
export function StoreBadge({ store, name, large }: { store: Store; name: string; large?: boolean }) {
  const small = useDictionary().storeBadges[store];
  return (
    <span aria-hidden="true" className={`store-badge ${large ? "text-[17.45px]" : "text-base"}`}>
      <svg viewBox="10 8 22 26" className="h-[1.6em] shrink-0" fill="currentColor">
        <g transform="translate(0 1)">
          <Glyph store={store} />
        </g>
      </svg>
      <span>
        <span className="block text-[0.53em] font-medium tracking-[0.035em]">{small}</span>
        <span className="mt-[0.12em] block font-semibold tracking-[-0.0125em]">{name}</span>
      </span>
    </span>
  );
}
