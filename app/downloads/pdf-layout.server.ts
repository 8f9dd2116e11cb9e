/**
 * The page geometry and the styles of a resource's PDF: what every part of the engine measures and draws
 * with (docs/decisions/0007-pdfs.md).
 */

// The design tokens of app/styles/app.css: a PDF cannot read the style sheet.
export const color = {
  brand50: "#e6f4ee",
  brand100: "#c7e8d9",
  brand200: "#94d3b8",
  brand500: "#14936b",
  brand600: "#0b6e4f",
  brand700: "#085c42",
  brand900: "#053526",
  ink: "#0f172a",
  muted: "#475569",
  line: "#e2e8f0",
  accent: "#f5a524",
  surface: "#f7faf9",
  white: "#ffffff",
  // A light tint of the accent: the fill-in fields of a template.
  placeholder: "#fef3dc",
} as const;

/**
 * pdfkit's built-in Helvetica: the site's font package ships variable WOFF2 files, which pdfkit embeds
 * as blank glyphs and cannot instance at a weight. The static files of @fontsource/plus-jakarta-sans
 * would embed (docs/decisions/0007-pdfs.md).
 */
export const font = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
  boldItalic: "Helvetica-BoldOblique",
  code: "Courier",
} as const;
// Helvetica's cap height and x-height, in em: to sit text, bullets and boxes on one line.
export const capHeight = 0.718;
export const xHeight = 0.523;

export const page = { width: 595.28, height: 841.89 } as const;
export const margin = { left: 62, right: 62, top: 86, bottom: 76 } as const;
export const contentWidth = page.width - margin.left - margin.right;
export const contentBottom = page.height - margin.bottom;

export const body = { size: 10.5, leading: 1.5 } as const;
export const headingStyle = {
  2: { size: 17, leading: 1.25, before: 26, after: 9, color: color.ink },
  3: { size: 12.5, leading: 1.3, before: 16, after: 5, color: color.brand700 },
} as const;

export const cellPad = { x: 7, y: 5.5 } as const;

/** The look of a run of text. */
export interface Style {
  bold: boolean;
  italic: boolean;
  code: boolean;
  link?: string;
  placeholder: boolean;
  color: string;
}

export function fontOf(style: Style): string {
  if (style.code) return font.code;
  if (style.bold) return style.italic ? font.boldItalic : font.bold;
  return style.italic ? font.italic : font.regular;
}

export function sameLook(a: Style, b: Style): boolean {
  return (
    fontOf(a) === fontOf(b) && a.link === b.link && a.placeholder === b.placeholder && a.color === b.color
  );
}

export function plainStyle(textColor: string, overrides: Partial<Style> = {}): Style {
  return { bold: false, italic: false, code: false, placeholder: false, color: textColor, ...overrides };
}
