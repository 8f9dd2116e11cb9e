// fontkit ships no types; only what the outlining of drawn text (outline-text.server.ts) calls is declared.
declare module "fontkit" {
  interface PathCommand {
    command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
    args: number[];
  }
  interface Glyph {
    id: number;
    path: { commands: PathCommand[] };
  }
  interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Font {
    unitsPerEm: number;
    layout(text: string, features?: Record<string, boolean>): GlyphRun;
  }
  export function create(buffer: Uint8Array): Font;
}
