/**
 * Text measured before it is drawn: runs of one style cut into words and wrapped into lines, so that every
 * block's height is known before it is placed (docs/decisions/0007-pdfs.md).
 */
import { fontOf, sameLook, type Style } from "./pdf-layout.server.ts";

export interface Run {
  text: string;
  style: Style;
  /** A hard line break (Markdown's two spaces or backslash at the end of a line). */
  lineBreak?: boolean;
}

export interface Segment {
  text: string;
  style: Style;
  width: number;
}

export interface Word {
  segments: Segment[];
  width: number;
  spaceAfter: number;
  breakAfter: boolean;
}

export interface PlacedSegment extends Segment {
  x: number;
}

export interface Line {
  segments: PlacedSegment[];
  width: number;
}

export interface TextBlock {
  lines: Line[];
  size: number;
  lineHeight: number;
}

/**
 * The measuring of one document: pdfkit measures in the document's current font, and widths are kept per
 * face, size and text, since the same words are measured again for every layout a block tries.
 */
export class Measure {
  private readonly widths = new Map<string, number>();
  private readonly doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  width(text: string, style: Style, size: number): number {
    const face = fontOf(style);
    const key = `${face}|${size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.font(face).fontSize(size).widthOfString(text);
      this.widths.set(key, width);
    }
    return width;
  }

  words(runs: Run[], size: number): Word[] {
    const words: Word[] = [];
    let current: Segment[] = [];
    const end = (space: number, breakAfter: boolean) => {
      if (current.length > 0) {
        words.push({
          segments: current,
          width: current.reduce((sum, segment) => sum + segment.width, 0),
          spaceAfter: space,
          breakAfter,
        });
        current = [];
        return;
      }
      const last = words.at(-1);
      if (last) {
        last.spaceAfter = Math.max(last.spaceAfter, space);
        last.breakAfter ||= breakAfter;
      }
    };
    for (const run of runs) {
      if (run.lineBreak) {
        end(0, true);
        continue;
      }
      for (const part of run.text.split(/(\s+)/)) {
        if (part === "") continue;
        if (/^\s+$/.test(part)) end(this.width(" ", run.style, size), false);
        else current.push({ text: part, style: run.style, width: this.width(part, run.style, size) });
      }
    }
    end(0, false);
    return words;
  }

  /** Greedy wrapping, ragged right: even word spacing reads better than justified narrow columns. */
  lines(runs: Run[], size: number, maxWidth: number): Line[] {
    const lines: Line[] = [];
    let segments: PlacedSegment[] = [];
    let x = 0;
    let space = 0;
    const finish = () => {
      lines.push({ segments, width: x });
      segments = [];
      x = 0;
      space = 0;
    };
    for (const word of this.withoutRunt(this.words(runs, size), maxWidth)) {
      if (segments.length > 0 && x + space + word.width > maxWidth) finish();
      for (const part of word.width > maxWidth ? this.splitWord(word, size, maxWidth) : [word.segments]) {
        if (segments.length > 0 && x + space + partWidth(part) > maxWidth) finish();
        x += segments.length > 0 ? space : 0;
        for (const segment of part) {
          segments.push({ ...segment, x });
          x += segment.width;
        }
        space = 0;
      }
      space = word.spaceAfter;
      if (word.breakAfter) finish();
    }
    if (segments.length > 0 || lines.length === 0) finish();
    return lines;
  }

  /**
   * The last two words of a paragraph bound together, so a paragraph never ends on a line holding one
   * short word. Not in table cells, where two words may be all there is room for.
   */
  private withoutRunt(words: Word[], maxWidth: number): Word[] {
    const last = words.at(-1);
    const before = words.at(-2);
    const left = before?.segments.at(-1)?.style;
    const right = last?.segments[0]?.style;
    if (maxWidth < 200 || words.length < 4 || !last || !before || !left || !right) return words;
    if (before.breakAfter || before.spaceAfter === 0) return words;
    // The space takes the look of the words around it only when they share one: a link's underline
    // runs under a space inside the link, not under the one after it.
    const style = sameLook(left, right) ? left : { ...left, link: undefined, placeholder: false };
    const space = { text: " ", style, width: before.spaceAfter };
    const joined: Word = {
      segments: [...before.segments, space, ...last.segments],
      width: before.width + before.spaceAfter + last.width,
      spaceAfter: last.spaceAfter,
      breakAfter: last.breakAfter,
    };
    return joined.width > maxWidth ? words : [...words.slice(0, -2), joined];
  }

  /** A word wider than its column (a long address in a narrow cell), cut where it must be. */
  private splitWord(word: Word, size: number, maxWidth: number): Segment[][] {
    const parts: Segment[][] = [];
    let part: Segment[] = [];
    let width = 0;
    for (const segment of word.segments) {
      let rest = segment.text;
      while (rest !== "") {
        let take = rest.length;
        while (take > 1 && width + this.width(rest.slice(0, take), segment.style, size) > maxWidth) take -= 1;
        if (width > 0 && width + this.width(rest.slice(0, take), segment.style, size) > maxWidth) {
          parts.push(part);
          part = [];
          width = 0;
          continue;
        }
        const text = rest.slice(0, take);
        const piece = { text, style: segment.style, width: this.width(text, segment.style, size) };
        part.push(piece);
        width += piece.width;
        rest = rest.slice(take);
        if (rest !== "") {
          parts.push(part);
          part = [];
          width = 0;
        }
      }
    }
    if (part.length > 0) parts.push(part);
    return parts;
  }

  block(runs: Run[], size: number, leading: number, maxWidth: number): TextBlock {
    return { lines: this.lines(runs, size, maxWidth), size, lineHeight: size * leading };
  }
}

function partWidth(segments: Segment[]): number {
  return segments.reduce((sum, segment) => sum + segment.width, 0);
}

export function textHeight(text: TextBlock): number {
  return text.lines.length * text.lineHeight;
}

/** Text cut with an ellipsis to fit a width: the running header's title on a narrow page. */
export function fitText(
  doc: PDFKit.PDFDocument,
  text: string,
  face: string,
  size: number,
  width: number,
): string {
  doc.font(face).fontSize(size);
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}\u2026`) > width) cut = cut.slice(0, -1).trimEnd();
  return `${cut}\u2026`;
}
