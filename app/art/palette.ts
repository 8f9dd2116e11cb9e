/**
 * The one palette of everything the site draws in code: the scenes, the case studies' banners, the
 * articles' covers, the admin screens, the phone, the icons. The brand's greens and amber are the theme's
 * (`--color-*` in app/styles/app.css; a unit test keeps them equal); the rest are the few tones a picture
 * of people at work needs besides them (skin, hair, cardboard, steel, glass) and the status tones of the
 * drawn screens. tests/unit/art-palette.test.ts refuses a drawing with any other colour.
 * docs/decisions/0013-art.md says why.
 */
export const theme = {
  "brand-50": "#e6f4ee",
  "brand-100": "#c7e8d9",
  "brand-200": "#94d3b8",
  "brand-500": "#14936b",
  "brand-600": "#0b6e4f",
  "brand-700": "#085c42",
  "brand-800": "#074733",
  "brand-900": "#053526",
  ink: "#0f172a",
  line: "#e2e8f0",
  accent: "#f5a524",
  "accent-600": "#d98b0b",
  surface: "#f7faf9",
} as const;

export const colour = {
  ...theme,
  white: "#ffffff",
  /** A paler amber, for lamp light and cardboard in the light. */
  amber100: "#fde9c4",
  amber300: "#f8c978",
  /** Wood of counters and desks. */
  wood: "#e2a866",
  woodDark: "#c4874a",
  /** Steel and glass. */
  steel: "#cbd5e1",
  steelDark: "#94a3b8",
  slate: "#334155",
  navy: "#1e293b",
  /** A muted rose and a sky blue, used sparingly so the greens stay the main colour. */
  rose: "#e8a3a0",
  sky: "#bfe3f2",
  /** The theme's grey for secondary words, and its red for errors. */
  muted: "#475569",
  danger: "#b42318",
  /**
   * The status tones of the drawn screens (Tailwind's emerald, amber, sky and red at 100 and 800), so a
   * label reads the same on the phone and on the dashboard.
   */
  okBg: "#d0fae5",
  okFg: "#006045",
  waitBg: "#fef3c6",
  waitFg: "#973c00",
  infoBg: "#dff2fe",
  infoFg: "#00598a",
  alertBg: "#ffe2e2",
  alertFg: "#9f0712",
  /** The stores' badges are black by the stores' rules; a mask's black hides, it does not paint. */
  black: "#000000",
} as const;

/** Skin tones of the people, light to deep. */
export const skin = ["#f3cfb0", "#e0ad85", "#c68c63", "#9a6444"] as const;

/** Hair colours: black and the dark browns common in the region. */
export const hair = ["#1c1917", "#2f241f", "#45312a"] as const;

/** Shadow under things: the ink at low opacity, so it darkens whatever it falls on. */
export const shade = { fill: theme.ink, opacity: 0.12 } as const;
