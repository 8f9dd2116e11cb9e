/**
 * The downloadable resources as branded A4 PDFs, drawn at build time from the Markdown's tokens (not
 * from HTML) with pdfkit (scripts/build/build-downloads.ts), and by the server for a calculation sent by mail
 * (app/calculators/calculation-pdf.server.ts): a cover, the body, a closing block with the contacts, and a running header
 * and footer on every page between the covers.
 *
 * Text is laid out here rather than by pdfkit's own wrapping, so that every block can be measured
 * before it is drawn: that is what keeps headings with what follows them, list markers with their first
 * line, table rows whole, and the page count known for "Page 3 of 12". Why this rather than a PDF
 * library: docs/decisions/0007-pdfs.md.
 */
import { Lexer, type Token, type Tokens } from "marked";
import PDFDocument from "pdfkit";
import type { z } from "zod";
import { brand } from "../../content/brand.ts";
import { readPublicConfig } from "../../core/config/public.ts";
import { whatsappChatUrl } from "../contact/whatsapp.ts";
import { languages, type Lang } from "../../core/routing/pages.ts";
import type { resourceFrontMatter } from "../../content/schema/collections.ts";
import { resources } from "../collections/collections.server.ts";

export type ResourceData = z.output<typeof resourceFrontMatter>;

/** One resource as the PDF needs it: its front matter and its Markdown body. */
export interface ResourceDocument {
  slug: string;
  lang: Lang;
  data: ResourceData;
  markdown: string;
  /** The source file, for error messages. */
  file: string;
}

export interface ResourcePdfOptions {
  /** The site's address: links to the site's own pages and the contacts. The default is the config's. */
  siteUrl?: string;
  /** The document's creation date; fixed so that two builds write the same bytes. */
  date?: Date;
  /** Deflate the page contents (the default). Tests turn it off to read the text. */
  compress?: boolean;
  /**
   * The title of the cover's list, "What you will learn" by default; a calculation sent by mail lists its
   * result there (app/calculators/calculation-pdf.server.ts).
   */
  coverListTitle?: string;
}

/**
 * A fixed date rather than the time of the build: the bytes of a PDF include its dates, and a build that
 * changes nothing should change no file.
 */
export const defaultPdfDate = new Date("2026-01-01T00:00:00Z");

/** Every resource in both languages, as the collection loaded it. */
export function readResourceDocuments(): ResourceDocument[] {
  return languages.flatMap((lang) =>
    resources[lang].map(({ slug, data, markdown, file }) => ({ slug, lang, data, markdown, file })),
  );
}

/** The pages of a PDF this module wrote (its page objects, which pdfkit never compresses). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

// The design tokens of app/styles/app.css: a PDF cannot read the style sheet.
const color = {
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
const font = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
  boldItalic: "Helvetica-BoldOblique",
  code: "Courier",
} as const;
// Helvetica's cap height and x-height, in em: to sit text, bullets and boxes on one line.
const capHeight = 0.718;
const xHeight = 0.523;

const page = { width: 595.28, height: 841.89 } as const;
const margin = { left: 62, right: 62, top: 86, bottom: 76 } as const;
const contentWidth = page.width - margin.left - margin.right;
const contentBottom = page.height - margin.bottom;

const body = { size: 10.5, leading: 1.5 } as const;
const headingStyle = {
  2: { size: 17, leading: 1.25, before: 26, after: 9, color: color.ink },
  3: { size: 12.5, leading: 1.3, before: 16, after: 5, color: color.brand700 },
} as const;

const copy = {
  en: {
    kind: { ebook: "E-book", checklist: "Checklist", template: "Template", calculator: "Calculator sheet" },
    learn: "What you will learn",
    pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
    closingTitle: "Put it into practice with Regu",
    closingText: "Talk to our team about your company\u2019s attendance, leave, overtime and payroll.",
    email: "Email",
    whatsapp: "WhatsApp",
    website: "Website",
  },
  id: {
    kind: {
      ebook: "E-book",
      checklist: "Daftar periksa",
      template: "Templat",
      calculator: "Lembar perhitungan",
    },
    learn: "Yang akan Anda pelajari",
    pageOf: (n: number, total: number) => `Halaman ${n} dari ${total}`,
    closingTitle: "Terapkan bersama Regu",
    closingText: "Bicarakan absensi, cuti, lembur, dan penggajian perusahaan Anda dengan tim kami.",
    email: "Email",
    whatsapp: "WhatsApp",
    website: "Situs web",
  },
} satisfies Record<Lang, unknown>;

// ---------------------------------------------------------------------------------------------------
// Characters

// The characters of Windows-1252 above 0x7F that are not Latin-1: the rest of what Helvetica can draw.
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

// The nearest drawable text for characters content is likely to use.
const replacements: Record<string, string> = {
  "\u2212": "\u2013", // minus sign: the en dash has its length
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2260": "!=",
  "\u2248": "~",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2194": "<->",
  "\u21d2": "=>",
  "\u2713": "v",
  "\u2714": "v",
  "\u2717": "x",
  "\u2718": "x",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "\u2013",
  "\u2032": "'",
  "\u2033": '"',
  "\u2009": " ",
  "\u200a": " ",
  "\u202f": "\u00a0",
  "\u2007": "\u00a0",
  "\u200b": "",
  "\u200d": "",
  "\ufeff": "",
  "\u2027": "\u00b7",
  "\u2219": "\u00b7",
  "\u25cf": "\u2022",
};

/**
 * Text Helvetica can draw (Windows-1252): known symbols get an equivalent, accented letters outside it
 * lose their accent, and anything else throws, so the build fails instead of printing an empty box.
 */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (char === "\n" || char === "\t") out += " ";
    else if (drawable(char)) out += char;
    else if (char in replacements) out += replacements[char];
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      if (base !== "" && [...base].every(drawable)) out += base;
      else {
        const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
        throw new Error(
          `"${char}" (${code}) cannot be drawn in the PDF's font: reword it, or give it a replacement in resource-pdf.server.ts`,
        );
      }
    }
  }
  return out;
}

/**
 * Typewriter quotes as printers set them, since the content is typed with straight ones. Across runs:
 * the quote before a bold word opens, the one after it closes.
 */
function curlyQuotes(runs: Run[]): Run[] {
  let before = "";
  return runs.map((run) => {
    if (run.style.code || run.lineBreak) {
      before = run.lineBreak ? " " : run.text.slice(-1);
      return run;
    }
    let text = "";
    for (const char of run.text) {
      const opens = before === "" || /[\s([{\u2013\u2014/]/.test(before);
      if (char === '"') text += opens ? "\u201c" : "\u201d";
      else if (char === "'") text += opens ? "\u2018" : "\u2019";
      else text += char;
      before = char;
    }
    return { ...run, text };
  });
}

// ---------------------------------------------------------------------------------------------------
// Inline text: runs of one style, cut into words, wrapped into lines

interface Style {
  bold: boolean;
  italic: boolean;
  code: boolean;
  link?: string;
  placeholder: boolean;
  color: string;
}

interface Run {
  text: string;
  style: Style;
  /** A hard line break (Markdown's two spaces or backslash at the end of a line). */
  lineBreak?: boolean;
}

interface Segment {
  text: string;
  style: Style;
  width: number;
}

interface Word {
  segments: Segment[];
  width: number;
  spaceAfter: number;
  breakAfter: boolean;
}

interface PlacedSegment extends Segment {
  x: number;
}

interface Line {
  segments: PlacedSegment[];
  width: number;
}

interface TextBlock {
  lines: Line[];
  size: number;
  lineHeight: number;
}

function fontOf(style: Style): string {
  if (style.code) return font.code;
  if (style.bold) return style.italic ? font.boldItalic : font.bold;
  return style.italic ? font.italic : font.regular;
}

function sameLook(a: Style, b: Style): boolean {
  return (
    fontOf(a) === fontOf(b) && a.link === b.link && a.placeholder === b.placeholder && a.color === b.color
  );
}

interface RenderContext {
  siteUrl: string;
  /** Whether square brackets mark fields to fill in (the templates). */
  placeholders: boolean;
  file: string;
}

function absoluteUrl(href: string, siteUrl: string): string {
  if (href.startsWith("/")) return `${siteUrl}${href}`;
  return href;
}

/** Markdown's inline tokens as runs of text, each with the style its marks give it. */
function inlineRuns(tokens: Token[] | undefined, style: Style, context: RenderContext): Run[] {
  return curlyQuotes(collectRuns(tokens, style, context));
}

function collectRuns(tokens: Token[] | undefined, style: Style, context: RenderContext): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "text":
        if ("tokens" in token && token.tokens && token.tokens.length > 0) {
          runs.push(...collectRuns(token.tokens, style, context));
        } else runs.push(...textRuns(token.text, style, context));
        break;
      case "escape":
        runs.push({ text: pdfText(token.text), style });
        break;
      case "strong":
        runs.push(...collectRuns(token.tokens, { ...style, bold: true }, context));
        break;
      case "em":
        runs.push(...collectRuns(token.tokens, { ...style, italic: true }, context));
        break;
      case "del":
        runs.push(...collectRuns(token.tokens, style, context));
        break;
      case "codespan":
        runs.push({ text: pdfText(token.text), style: { ...style, code: true } });
        break;
      case "link":
        runs.push(
          ...collectRuns(
            token.tokens,
            { ...style, link: absoluteUrl(token.href, context.siteUrl), color: color.brand600 },
            context,
          ),
        );
        break;
      case "br":
        runs.push({ text: "", style, lineBreak: true });
        break;
      case "image":
        runs.push(...textRuns(token.text, style, context));
        break;
      case "html":
        // An inline comment or tag has nothing to print.
        break;
      default:
        throw new Error(`${context.file}: the PDF cannot draw inline "${token.type}"`);
    }
  }
  return runs;
}

function textRuns(text: string, style: Style, context: RenderContext): Run[] {
  const clean = pdfText(text);
  if (!context.placeholders) return [{ text: clean, style }];
  return clean
    .split(/(\[[^\]]+\])/)
    .filter((part) => part !== "")
    .map((part) => ({
      text: part,
      style: { ...style, placeholder: part.startsWith("[") && part.endsWith("]") },
    }));
}

function plainStyle(textColor: string, overrides: Partial<Style> = {}): Style {
  return { bold: false, italic: false, code: false, placeholder: false, color: textColor, ...overrides };
}

class Measure {
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

// ---------------------------------------------------------------------------------------------------
// The document

/** Draws a list item's bullet, number or box beside the first line of its text. */
type Marker = (lineTop: number, block: TextBlock) => void;

interface Place {
  /** The block after this one, which a heading or an introduction must not be parted from. */
  next?: Token;
  marker?: Marker;
  /** Inside a list item: the list spaces its items. */
  inList?: boolean;
}

interface TableLayout {
  size: number;
  widths: number[];
  align: Array<"left" | "right">;
  header: TextBlock[];
  rows: TextBlock[][];
  headerHeight: number;
  rowHeights: number[];
  emphasis: boolean[];
}

const cellPad = { x: 7, y: 5.5 } as const;

class ResourcePdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly measure: Measure;
  private readonly words;
  private readonly context: RenderContext;
  private readonly resource: ResourceDocument;
  private readonly siteUrl: string;
  private y: number = margin.top;
  /** Pages without the running header and footer: the covers. */
  private readonly bare = new Set<number>([0]);

  private readonly coverListTitle: string;

  constructor(
    resource: ResourceDocument,
    siteUrl: string,
    date: Date,
    compress: boolean,
    coverListTitle?: string,
  ) {
    this.resource = resource;
    this.siteUrl = siteUrl;
    this.words = copy[resource.lang];
    this.coverListTitle = coverListTitle ?? this.words.learn;
    this.context = { siteUrl, placeholders: resource.data.kind === "template", file: resource.file };
    this.doc = new PDFDocument({
      size: "A4",
      // 1.4 for the transparency of the cover's rings and the document's language.
      pdfVersion: "1.4",
      margins: margin,
      bufferPages: true,
      autoFirstPage: false,
      compress,
      lang: resource.lang,
      displayTitle: true,
      info: {
        Title: resource.data.title,
        Author: brand.name,
        Subject: resource.data.description,
        Keywords: [brand.name, this.words.kind[resource.data.kind]].join(", "),
        Creator: `${brand.name} (${siteUrl})`,
        CreationDate: date,
        ModDate: date,
      },
    });
    this.measure = new Measure(this.doc);
  }

  render(): void {
    this.cover();
    this.newPage();
    const tokens = Lexer.lex(this.resource.markdown, { gfm: true }).filter((token) => token.type !== "space");
    tokens.forEach((token, index) =>
      this.block(token, margin.left, contentWidth, { next: tokens[index + 1] }),
    );
    this.closing();
    this.footers();
  }

  // -- Pages -----------------------------------------------------------------------------------------

  private newPage(): void {
    this.doc.addPage();
    this.runningHeader();
    this.y = margin.top;
  }

  private ensure(height: number): void {
    if (this.y + height > contentBottom && this.y > margin.top) this.newPage();
  }

  private runningHeader(): void {
    const doc = this.doc;
    const top = 34;
    drawMark(doc, margin.left, top, 15, { badge: color.brand600, hole: color.white, head: color.accent });
    this.write(brand.name, margin.left + 20, top + 11.5, font.bold, 10.5, color.ink);
    const kind = this.words.kind[this.resource.data.kind].toUpperCase();
    const kindWidth = doc.font(font.bold).fontSize(7.5).widthOfString(kind, { characterSpacing: 0.8 });
    const titleRoom = contentWidth - 90 - kindWidth - 14;
    const title = fitText(doc, pdfText(this.resource.data.title), font.regular, 8.5, titleRoom);
    const titleWidth = doc.font(font.regular).fontSize(8.5).widthOfString(title);
    const right = margin.left + contentWidth;
    this.write(kind, right - kindWidth, top + 10.5, font.bold, 7.5, color.brand600, 0.8);
    this.write(title, right - kindWidth - 12 - titleWidth, top + 10.5, font.regular, 8.5, color.muted);
    doc.circle(right - kindWidth - 6, top + 7.8, 1.3).fill(color.line);
    doc
      .moveTo(margin.left, top + 24)
      .lineTo(right, top + 24)
      .lineWidth(0.75)
      .strokeColor(color.line)
      .stroke();
  }

  private footers(): void {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    const host = new URL(this.siteUrl).host;
    const line = page.height - 50;
    for (let index = range.start; index < range.start + range.count; index += 1) {
      if (this.bare.has(index)) continue;
      doc.switchToPage(index);
      doc
        .moveTo(margin.left, line)
        .lineTo(page.width - margin.right, line)
        .lineWidth(0.75)
        .strokeColor(color.line)
        .stroke();
      const baseline = line + 17;
      this.write(brand.name, margin.left, baseline, font.bold, 8.5, color.brand600);
      const nameWidth = doc.font(font.bold).fontSize(8.5).widthOfString(brand.name);
      const rest = `  \u00b7  ${host}`;
      this.write(rest, margin.left + nameWidth, baseline, font.regular, 8.5, color.muted);
      const restWidth = doc.font(font.regular).fontSize(8.5).widthOfString(rest);
      doc.link(margin.left, baseline - 9, nameWidth + restWidth, 12, this.siteUrl);
      const label = this.words.pageOf(index - range.start + 1, range.count);
      const labelWidth = doc.font(font.regular).fontSize(8.5).widthOfString(label);
      this.write(label, page.width - margin.right - labelWidth, baseline, font.regular, 8.5, color.muted);
    }
  }

  /** One line of text with its baseline at `baseline`. */
  private write(
    text: string,
    x: number,
    baseline: number,
    face: string,
    size: number,
    fill: string,
    characterSpacing = 0,
  ): void {
    this.doc
      .font(face)
      .fontSize(size)
      .fillColor(fill)
      .text(pdfText(text), x, baseline - capHeight * size, { lineBreak: false, characterSpacing });
  }

  // -- Cover -----------------------------------------------------------------------------------------

  private cover(): void {
    const doc = this.doc;
    const { data } = this.resource;
    doc.addPage();
    const heroHeight = 470;
    const glow = { x: page.width * 0.85, y: heroHeight * 0.1 };
    const hero = doc.radialGradient(glow.x, glow.y, 0, glow.x, glow.y, 640);
    hero.stop(0, color.brand500).stop(0.38, color.brand600).stop(1, color.brand900);
    doc.rect(0, 0, page.width, heroHeight).fill(hero);
    doc.save();
    doc.rect(0, 0, page.width, heroHeight).clip();
    this.rings(glow.x, glow.y, [120, 200, 290, 390]);
    doc.restore();

    drawMark(doc, margin.left, 54, 34, { badge: color.white, hole: hero });
    this.write(brand.name, margin.left + 42.5, 54 + 25.5, font.bold, 25, color.white, -0.5);

    const textWidth = 430;
    const title = this.measure.block(
      [{ text: pdfText(data.title), style: plainStyle(color.white, { bold: true }) }],
      32,
      1.16,
      contentWidth,
    );
    const summary = this.measure.block(
      // Fill-in fields would glare on the dark hero; they show on the white half of the cover.
      curlyQuotes(
        textRuns(data.summary, plainStyle(color.brand100), { ...this.context, placeholders: false }),
      ),
      12.5,
      1.5,
      textWidth,
    );
    const pillHeight = 21;
    const blockHeight = pillHeight + 20 + textHeight(title) + 16 + textHeight(summary);
    // Bottom-aligned in the hero, but never over the logo.
    let y = Math.max(heroHeight - 50 - blockHeight, 120);

    const kind = this.words.kind[data.kind].toUpperCase();
    const kindWidth = doc.font(font.bold).fontSize(8.5).widthOfString(kind, { characterSpacing: 1.2 });
    doc.roundedRect(margin.left, y, kindWidth + 22, pillHeight, pillHeight / 2).fill(color.accent);
    const pillBaseline = y + pillHeight / 2 + (capHeight * 8.5) / 2;
    this.write(kind, margin.left + 11, pillBaseline, font.bold, 8.5, color.ink, 1.2);
    y += pillHeight + 20;
    this.drawLines(title, margin.left, y);
    y += textHeight(title) + 16;
    this.drawLines(summary, margin.left, y);

    // What the reader will learn, on a card that gives the white half of the page its shape.
    const pad = 26;
    const icon = 34;
    const itemGap = 12;
    const cardTop = heroHeight + 36;
    const legalBaseline = page.height - 44;
    const layoutItems = (size: number) =>
      data.learn.map((item) =>
        this.measure.block(
          curlyQuotes(textRuns(item, plainStyle(color.ink), this.context)),
          size,
          1.4,
          contentWidth - pad * 2 - icon,
        ),
      );
    const heightOf = (items: TextBlock[]) =>
      pad + 20 + items.reduce((sum, item) => sum + textHeight(item), 0) + itemGap * (items.length - 1) + pad;
    // Five long points must still leave the foot of the cover clear: the type gives way first.
    let items = layoutItems(12);
    for (let size = 11.5; size >= 10 && cardTop + heightOf(items) > legalBaseline - 50; size -= 0.5) {
      items = layoutItems(size);
    }
    const cardHeight = heightOf(items);
    doc.roundedRect(margin.left, cardTop, contentWidth, cardHeight, 14).fill(color.surface);
    doc
      .roundedRect(margin.left, cardTop, contentWidth, cardHeight, 14)
      .lineWidth(0.75)
      .strokeColor(color.line)
      .stroke();
    const left = margin.left + pad;
    this.write(
      this.coverListTitle.toUpperCase(),
      left,
      cardTop + pad + 6.5,
      font.bold,
      9,
      color.brand600,
      1.2,
    );
    y = cardTop + pad + 20;
    for (const item of items) {
      this.drawLines(item, left + icon, y);
      drawTick(doc, left + 10, y + item.lineHeight / 2);
      y += textHeight(item) + itemGap;
    }

    doc
      .moveTo(margin.left, legalBaseline - 34)
      .lineTo(page.width - margin.right, legalBaseline - 34)
      .lineWidth(0.75)
      .strokeColor(color.line)
      .stroke();
    this.write(brand.tagline[this.resource.lang], margin.left, legalBaseline - 14, font.bold, 9.5, color.ink);
    this.write(brand.legalName, margin.left, legalBaseline, font.regular, 8.5, color.muted);
    const host = new URL(this.siteUrl).host;
    const hostWidth = doc.font(font.bold).fontSize(9.5).widthOfString(host);
    const hostLeft = page.width - margin.right - hostWidth;
    this.write(host, hostLeft, legalBaseline - 14, font.bold, 9.5, color.brand600);
    doc.link(hostLeft, legalBaseline - 24, hostWidth, 13, this.siteUrl);
  }

  /**
   * The contacts, always on a back cover that matches the front one: a panel after the last words would
   * fit on one language's last page and not on the other's, and the two versions of a resource would then
   * differ by a page.
   */
  private closing(): void {
    this.backCover();
  }

  private backCover(): void {
    const doc = this.doc;
    doc.addPage();
    this.bare.add(doc.bufferedPageRange().count - 1);
    const centre = { x: page.width / 2, y: page.height * 0.3 };
    const glow = doc.radialGradient(centre.x, centre.y, 0, centre.x, centre.y, 760);
    glow.stop(0, color.brand500).stop(0.38, color.brand600).stop(1, color.brand900);
    doc.rect(0, 0, page.width, page.height).fill(glow);
    this.rings(centre.x, centre.y, [140, 230, 330, 440, 560]);

    const markSize = 58;
    drawMark(doc, centre.x - markSize / 2, centre.y - markSize / 2, markSize, {
      badge: color.white,
      hole: glow,
    });
    let y = centre.y + markSize / 2 + 44;
    const title = this.closingTitle(28, contentWidth);
    this.drawLines(title, margin.left, y, contentWidth);
    y += textHeight(title) + 12;
    const text = this.closingText(12.5, 380);
    this.drawLines(text, (page.width - 380) / 2, y, 380);
    y += textHeight(text) + 40;

    const cardHeight = 84;
    doc.roundedRect(margin.left, y, contentWidth, cardHeight, 14).fill(color.white);
    this.contacts(margin.left + 28, y + 24, contentWidth - 56, { label: color.brand600, value: color.ink });

    const legal = pdfText(brand.legalName);
    const legalWidth = doc.font(font.regular).fontSize(8.5).widthOfString(legal);
    this.write(legal, (page.width - legalWidth) / 2, page.height - 48, font.regular, 8.5, color.brand100);
  }

  private closingTitle(size: number, width: number): TextBlock {
    return this.measure.block(
      [{ text: pdfText(this.words.closingTitle), style: plainStyle(color.white, { bold: true }) }],
      size,
      1.25,
      width,
    );
  }

  private closingText(size: number, width: number): TextBlock {
    const text = pdfText(`${brand.tagline[this.resource.lang]} ${this.words.closingText}`);
    return this.measure.block([{ text, style: plainStyle(color.brand100) }], size, 1.5, width);
  }

  private contacts(x: number, y: number, width: number, tone: { label: string; value: string }): void {
    const doc = this.doc;
    const host = new URL(this.siteUrl).host;
    const contacts = [
      { label: this.words.email, value: brand.salesEmail, url: `mailto:${brand.salesEmail}` },
      { label: this.words.whatsapp, value: brand.whatsapp.display, url: whatsappChatUrl(this.resource.lang) },
      { label: this.words.website, value: host, url: this.siteUrl },
    ];
    const column = width / contacts.length;
    contacts.forEach((contact, index) => {
      const left = x + column * index;
      this.write(contact.label.toUpperCase(), left, y + 7, font.bold, 7.5, tone.label, 0.9);
      const value = fitText(doc, pdfText(contact.value), font.bold, 11.5, column - 10);
      this.write(value, left, y + 27, font.bold, 11.5, tone.value);
      const valueWidth = doc.font(font.bold).fontSize(11.5).widthOfString(value);
      doc.link(left, y + 14, valueWidth, 16, contact.url);
    });
  }

  /** Rings around a glow, as on the site's heroes: depth without a picture. */
  private rings(x: number, y: number, radii: number[]): void {
    radii.forEach((radius, index) => {
      this.doc
        .circle(x, y, radius)
        .lineWidth(1.2)
        .strokeOpacity(0.1 - index * 0.014)
        .strokeColor(color.white)
        .stroke();
    });
    this.doc.strokeOpacity(1);
  }

  // -- Blocks ----------------------------------------------------------------------------------------

  private block(token: Token, x: number, width: number, place: Place = {}): void {
    switch (token.type) {
      case "heading":
        this.heading(token as Tokens.Heading, x, width, place.next);
        return;
      case "paragraph":
      case "text":
        this.paragraph(token as Tokens.Paragraph | Tokens.Text, x, width, place);
        return;
      case "list":
        this.list(token as Tokens.List, x, width, place.inList ? 1 : 0, place.marker);
        return;
      case "table":
        this.table(token as Tokens.Table, x, width);
        return;
      case "blockquote":
        this.quote(token as Tokens.Blockquote, x, width);
        return;
      case "code":
        this.code(token as Tokens.Code, x, width);
        return;
      case "hr":
        this.ensure(20);
        this.doc
          .moveTo(x, this.y + 8)
          .lineTo(x + width, this.y + 8)
          .lineWidth(0.75)
          .strokeColor(color.line)
          .stroke();
        this.y += 20;
        return;
      case "space":
        return;
      case "html":
        if (/^\s*<!--[\s\S]*-->\s*$/.test(token.raw)) return;
        throw new Error(`${this.resource.file}: the PDF cannot draw raw HTML`);
      default:
        throw new Error(`${this.resource.file}: the PDF cannot draw a "${token.type}" block`);
    }
  }

  private heading(token: Tokens.Heading, x: number, width: number, next: Token | undefined): void {
    const style = headingStyle[token.depth <= 2 ? 2 : 3];
    const major = token.depth <= 2;
    const runs = inlineRuns(token.tokens, plainStyle(style.color, { bold: true }), this.context);
    const text = this.measure.block(runs, style.size, style.leading, width);
    const rule = major ? 11 : 0;
    const before = this.y > margin.top ? style.before : 0;
    const needed = before + rule + textHeight(text) + style.after + this.lead(next, x, width);
    if (this.y + needed > contentBottom && this.y > margin.top) this.newPage();
    else this.y += before;
    if (major) {
      this.doc.rect(x, this.y, 26, 3).fill(color.accent);
      this.y += rule;
      this.doc.outline.addItem(runs.map((run) => run.text).join(""));
    }
    this.drawLines(text, x, this.y);
    this.y += textHeight(text) + style.after;
  }

  private paragraphBlock(
    token: Tokens.Paragraph | Tokens.Text,
    width: number,
  ): { text: TextBlock; callout: boolean } {
    const inline = token.tokens ?? [];
    // A paragraph that is one bold formula ("Hourly rate = ...") is the sheet's key line: set it apart.
    const callout =
      inline.length === 1 &&
      inline[0]?.type === "strong" &&
      / = /.test(inline[0].text) &&
      width === contentWidth;
    const runs = inlineRuns(inline, plainStyle(color.ink), this.context);
    const text = callout
      ? this.measure.block(runs, 11.5, 1.45, width - 36)
      : this.measure.block(runs, body.size, body.leading, width);
    return { text, callout };
  }

  private paragraph(token: Tokens.Paragraph | Tokens.Text, x: number, width: number, place: Place): void {
    const { next, marker } = place;
    const { text, callout } = this.paragraphBlock(token, width);
    if (callout) {
      const height = textHeight(text) + 26;
      this.y += 4;
      this.ensure(height);
      this.doc.roundedRect(x, this.y, width, height, 8).fill(color.brand50);
      this.doc.rect(x, this.y, 4, height).fill(color.brand600);
      this.drawLines(text, x + 20, this.y + 13);
      this.y += height + 14;
      return;
    }
    // An introduction ending in a colon belongs on the page of what it introduces.
    if (token.raw.trimEnd().endsWith(":") && text.lines.length <= 3 && next) {
      this.ensure(textHeight(text) + 9 + this.lead(next, x, width));
    }
    this.flow(text, x, marker);
    // A tight list item's text ends where the next item's spacing starts.
    this.y += token.type === "text" ? 0 : place.inList ? 6 : 9;
  }

  /**
   * Lines across pages, never leaving one line alone at the bottom of a page (an orphan) or at the top of
   * the next (a widow).
   */
  private flow(text: TextBlock, x: number, marker?: Marker): void {
    let index = 0;
    while (index < text.lines.length) {
      const remaining = text.lines.length - index;
      const room = Math.floor((contentBottom - this.y + 0.01) / text.lineHeight);
      let count = Math.min(room, remaining);
      if (count < remaining && remaining - count < 2) count -= 1;
      if (count < Math.min(2, remaining) && this.y > margin.top) {
        this.newPage();
        continue;
      }
      count = Math.max(count, 1);
      if (index === 0) marker?.(this.y, text);
      this.drawLines({ ...text, lines: text.lines.slice(index, index + count) }, x, this.y);
      this.y += count * text.lineHeight;
      index += count;
      if (index < text.lines.length) this.newPage();
    }
  }

  private list(token: Tokens.List, x: number, width: number, depth: number, outerMarker?: Marker): void {
    const ordered = token.ordered;
    const start = typeof token.start === "number" ? token.start : 1;
    const labelWidth = ordered
      ? Math.max(
          ...token.items.map((_, index) =>
            this.measure.width(`${start + index}.`, plainStyle(color.ink, { bold: true }), body.size),
          ),
        )
      : 0;
    const task = token.items.some((item) => item.task);
    const indent = task ? 22 : ordered ? Math.max(20, labelWidth + 8) : 16;
    const gap = task ? 7 : 5;
    if (outerMarker) outerMarker(this.y, this.measure.block([], body.size, body.leading, width));
    token.items.forEach((item, index) => {
      const marker: Marker = (lineTop, block) => {
        const baseline = lineTop + (block.lineHeight + capHeight * block.size) / 2;
        if (item.task) drawCheckbox(this.doc, x + 1, baseline, block.size, item.checked === true);
        else if (ordered) {
          const label = `${start + index}.`;
          const labelStyle = plainStyle(color.brand600, { bold: true });
          const w = this.measure.width(label, labelStyle, block.size);
          this.write(label, x + indent - 8 - w, baseline, font.bold, block.size, color.brand600);
        } else if (depth === 0) {
          this.doc.circle(x + 4, baseline - (xHeight * block.size) / 2, 2.1).fill(color.brand600);
        } else {
          this.doc
            .circle(x + 4, baseline - (xHeight * block.size) / 2, 1.9)
            .lineWidth(0.9)
            .strokeColor(color.brand600)
            .stroke();
        }
      };
      const blocks = item.tokens.filter((child) => child.type !== "checkbox" && child.type !== "space");
      blocks.forEach((child, childIndex) => {
        const childMarker = childIndex === 0 ? marker : undefined;
        if (child.type === "list") {
          this.y += 4;
          this.list(child as Tokens.List, x + indent, width - indent, depth + 1, childMarker);
        } else {
          this.block(child, x + indent, width - indent, {
            next: blocks[childIndex + 1],
            marker: childMarker,
            inList: true,
          });
        }
      });
      if (index < token.items.length - 1) this.y += gap;
    });
    this.y += depth === 0 ? 11 : 0;
  }

  private quote(token: Tokens.Blockquote, x: number, width: number): void {
    const top = this.y;
    const startPage = this.doc.bufferedPageRange().count;
    const children = token.tokens.filter((child) => child.type !== "space");
    children.forEach((child, index) => this.block(child, x + 16, width - 16, { next: children[index + 1] }));
    if (this.doc.bufferedPageRange().count === startPage) {
      this.doc.rect(x, top, 3, this.y - top - 9).fill(color.brand200);
    }
  }

  private code(token: Tokens.Code, x: number, width: number): void {
    const text = this.measure.block(
      token.text
        .split("\n")
        .flatMap((line, index) => [
          ...(index > 0 ? [{ text: "", style: plainStyle(color.ink), lineBreak: true }] : []),
          { text: pdfText(line), style: plainStyle(color.ink, { code: true }) },
        ]),
      9,
      1.45,
      width - 24,
    );
    const height = textHeight(text) + 20;
    this.ensure(Math.min(height, 120));
    this.doc.roundedRect(x, this.y, width, height, 6).fill(color.surface);
    this.drawLines(text, x + 12, this.y + 10);
    this.y += height + 12;
  }

  // -- Tables ----------------------------------------------------------------------------------------

  private tableLayout(token: Tokens.Table, width: number): TableLayout {
    const columns = token.header.length;
    const headerStyle = plainStyle(color.white, { bold: true });
    const bodyStyle = plainStyle(color.ink);
    const headerRuns = token.header.map((cell) => inlineRuns(cell.tokens, headerStyle, this.context));
    const rowRuns = token.rows.map((row) =>
      row.map((cell) => inlineRuns(cell.tokens, bodyStyle, this.context)),
    );
    // Figures line up on the right, as in a spreadsheet: a column is figures when every cell starts
    // with a number, an amount in rupiah or a bracket.
    const numeric = token.header.map((_, column) =>
      rowRuns.every((row) => {
        const text = (row[column] ?? [])
          .map((run) => run.text)
          .join("")
          .trim();
        return text === "" || /^(Rp\s?|\()?\(?\d/.test(text);
      }),
    );
    const align = token.header.map((_, column) => {
      const given = token.align[column];
      if (given === "right") return "right";
      if (given === "left" || given === "center") return "left";
      return numeric[column] && column > 0 ? "right" : "left";
    });
    const emphasis = token.rows.map(
      (row) => row[0]?.tokens.length === 1 && row[0].tokens[0]?.type === "strong",
    );

    for (let size = columns > 3 ? 9 : 10; ; size -= 0.5) {
      const natural = new Array<number>(columns).fill(0);
      const least = new Array<number>(columns).fill(0);
      for (const runs of [headerRuns, ...rowRuns]) {
        runs.forEach((cell, column) => {
          const words = this.measure.words(cell, size);
          const line = words.reduce(
            (sum, word, index) => sum + word.width + (index < words.length - 1 ? word.spaceAfter : 0),
            0,
          );
          natural[column] = Math.max(natural[column] ?? 0, line + cellPad.x * 2);
          least[column] = Math.max(
            least[column] ?? 0,
            Math.max(0, ...words.map((word) => word.width)) + cellPad.x * 2,
          );
        });
      }
      const sumNatural = natural.reduce((a, b) => a + b, 0);
      const sumLeast = least.reduce((a, b) => a + b, 0);
      if (sumLeast > width && size > 7) continue;
      let widths: number[];
      if (sumNatural <= width) {
        // Room to spare: every column grows by the same share, so none looks starved.
        widths = natural.map((w) => w + (width - sumNatural) / columns);
      } else {
        const slack = sumNatural - sumLeast;
        widths = least.map(
          (w, column) => w + ((width - sumLeast) * ((natural[column] ?? 0) - w)) / (slack || 1),
        );
      }
      const blockOf = (runs: Run[], column: number) =>
        this.measure.block(runs, size, 1.35, (widths[column] ?? 0) - cellPad.x * 2);
      const header = headerRuns.map(blockOf);
      const rows = rowRuns.map((row) => row.map(blockOf));
      const heightOf = (cells: TextBlock[]) => Math.max(...cells.map(textHeight)) + cellPad.y * 2;
      return {
        size,
        widths,
        align,
        header,
        rows,
        headerHeight: heightOf(header),
        rowHeights: rows.map(heightOf),
        emphasis,
      };
    }
  }

  private table(token: Tokens.Table, x: number, width: number): void {
    const layout = this.tableLayout(token, width);
    this.y += 4;
    this.ensure(layout.headerHeight + (layout.rowHeights[0] ?? 0));
    this.tableHeader(layout, x);
    layout.rows.forEach((row, index) => {
      const height = layout.rowHeights[index] ?? 0;
      if (this.y + height > contentBottom) {
        // A row never splits; the header comes along so the columns still have names.
        this.newPage();
        this.tableHeader(layout, x);
      }
      const fill = layout.emphasis[index] ? color.brand50 : index % 2 === 1 ? color.surface : color.white;
      this.doc.rect(x, this.y, width, height).fill(fill);
      this.tableCells(row, layout, x, height);
      if (layout.emphasis[index]) {
        this.doc
          .moveTo(x, this.y)
          .lineTo(x + width, this.y)
          .lineWidth(1.2)
          .strokeColor(color.brand200)
          .stroke();
      }
      this.y += height;
    });
    this.y += 14;
  }

  private tableHeader(layout: TableLayout, x: number): void {
    const width = layout.widths.reduce((a, b) => a + b, 0);
    this.doc.rect(x, this.y, width, layout.headerHeight).fill(color.brand600);
    this.tableCells(layout.header, layout, x, layout.headerHeight, color.brand500);
    this.y += layout.headerHeight;
  }

  private tableCells(
    cells: TextBlock[],
    layout: TableLayout,
    x: number,
    height: number,
    rule: string = color.line,
  ): void {
    let left = x;
    cells.forEach((cell, column) => {
      const width = layout.widths[column] ?? 0;
      const inner = width - cellPad.x * 2;
      const right = layout.align[column] === "right";
      for (const [index, line] of cell.lines.entries()) {
        const offset = right ? inner - line.width : 0;
        this.drawLines(
          { ...cell, lines: [line] },
          left + cellPad.x + offset,
          this.y + cellPad.y + index * cell.lineHeight,
        );
      }
      this.doc.rect(left, this.y, width, height).lineWidth(0.75).strokeColor(rule).stroke();
      left += width;
    });
  }

  // -- Keeping blocks together -----------------------------------------------------------------------

  /** The least of a block that must share a page with the heading or introduction before it. */
  private lead(token: Token | undefined, x: number, width: number): number {
    if (!token) return 0;
    switch (token.type) {
      case "paragraph":
      case "text": {
        const { text, callout } = this.paragraphBlock(token as Tokens.Paragraph, width);
        if (callout) return textHeight(text) + 30;
        return Math.min(2, text.lines.length) * text.lineHeight;
      }
      case "list": {
        const first = (token as Tokens.List).items[0]?.tokens.find(
          (child) => child.type === "text" || child.type === "paragraph",
        );
        return first ? this.lead(first, x, width - 22) : body.size * body.leading * 2;
      }
      case "table": {
        const layout = this.tableLayout(token as Tokens.Table, width);
        return 4 + layout.headerHeight + (layout.rowHeights[0] ?? 0);
      }
      case "heading": {
        const style = headingStyle[(token as Tokens.Heading).depth <= 2 ? 2 : 3];
        return style.before + style.size * style.leading + style.after + body.size * body.leading * 2;
      }
      default:
        return body.size * body.leading * 2;
    }
  }

  // -- Drawing text ----------------------------------------------------------------------------------

  /** The lines from `x`, or centred in `centreIn` points from `x`. */
  private drawLines(text: TextBlock, x: number, top: number, centreIn?: number): void {
    const doc = this.doc;
    text.lines.forEach((line, index) => {
      const lineTop = top + index * text.lineHeight;
      const baseline = lineTop + (text.lineHeight + capHeight * text.size) / 2;
      const start = centreIn === undefined ? x : x + (centreIn - line.width) / 2;
      for (const fragment of fragments(line)) {
        const left = start + fragment.x;
        if (fragment.style.placeholder) {
          doc
            .roundedRect(
              left - 2,
              baseline - capHeight * text.size - 2.5,
              fragment.width + 4,
              text.size * 1.05 + 2.5,
              2.5,
            )
            .fill(color.placeholder);
        }
        doc
          .font(fontOf(fragment.style))
          .fontSize(text.size)
          .fillColor(fragment.style.placeholder ? color.ink : fragment.style.color)
          .text(fragment.text, left, baseline - capHeight * text.size, { lineBreak: false });
        if (fragment.style.link) {
          doc
            .moveTo(left, baseline + 1.6)
            .lineTo(left + fragment.width, baseline + 1.6)
            .lineWidth(0.6)
            .strokeColor(color.brand200)
            .stroke();
          doc.link(left, lineTop, fragment.width, text.lineHeight, fragment.style.link);
        }
      }
    });
  }
}

/** A line's segments merged into the longest stretches of one look, one text operation each. */
function fragments(line: Line): PlacedSegment[] {
  const merged: PlacedSegment[] = [];
  for (const segment of line.segments) {
    const last = merged.at(-1);
    if (last && sameLook(last.style, segment.style)) {
      const gap = segment.x - (last.x + last.width) > 0.01;
      last.text += `${gap ? " " : ""}${segment.text}`;
      last.width = segment.x + segment.width - last.x;
    } else merged.push({ ...segment });
  }
  return merged;
}

function textHeight(text: TextBlock): number {
  return text.lines.length * text.lineHeight;
}

/** Text cut with an ellipsis to fit a width: the running header's title on a narrow page. */
function fitText(doc: PDFKit.PDFDocument, text: string, face: string, size: number, width: number): string {
  doc.font(face).fontSize(size);
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}\u2026`) > width) cut = cut.slice(0, -1).trimEnd();
  return `${cut}\u2026`;
}

/** A tick in a soft disc: the cover's list of what the reader will learn. */
function drawTick(doc: PDFKit.PDFDocument, x: number, y: number): void {
  doc.circle(x, y, 10).fill(color.brand50);
  doc
    .moveTo(x - 4.4, y + 0.2)
    .lineTo(x - 1.2, y + 3.4)
    .lineTo(x + 4.6, y - 3.2)
    .lineWidth(1.8)
    .lineCap("round")
    .lineJoin("round")
    .strokeColor(color.brand600)
    .stroke();
  doc.lineCap("butt").lineJoin("miter");
}

function drawCheckbox(
  doc: PDFKit.PDFDocument,
  x: number,
  baseline: number,
  size: number,
  checked: boolean,
): void {
  const side = size * 0.86;
  const top = baseline - side + 0.6;
  doc.roundedRect(x, top, side, side, 1.8).lineWidth(1).strokeColor(color.brand600).stroke();
  if (checked) {
    doc
      .moveTo(x + side * 0.22, top + side * 0.52)
      .lineTo(x + side * 0.42, top + side * 0.74)
      .lineTo(x + side * 0.8, top + side * 0.28)
      .lineWidth(1.4)
      .strokeColor(color.brand600)
      .stroke();
  }
}

type Paint = string | PDFKit.PDFGradient;

/**
 * The logo's badge (app/components/art/regu-logo.tsx): a rounded square with three teammates cut out.
 * The cut-outs are painted in the colour behind the badge, the same gradient on the cover, since a mask
 * would cost a soft mask per page for the same look.
 */
function drawMark(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  paint: { badge: string; hole: Paint; head?: string },
): void {
  const s = size / 32;
  const at = (px: number, py: number) => `${x + px * s} ${y + py * s}`;
  const shoulders = (left: number, base: number, radius: number) =>
    `M${at(left, base)} A${radius * s} ${radius * s} 0 0 1 ${at(left + radius * 2, base)} Z`;
  doc.roundedRect(x, y, size, size, 9 * s).fill(paint.badge);
  doc.circle(x + 8.5 * s, y + 12.5 * s, 2.7 * s).fill(paint.hole);
  doc.circle(x + 23.5 * s, y + 12.5 * s, 2.7 * s).fill(paint.hole);
  doc.path(`${shoulders(3.5, 24.5, 5)} ${shoulders(18.5, 24.5, 5)}`).fill(paint.hole);
  // The front teammate's outline is the badge's colour: it keeps them apart from the two behind.
  doc.lineWidth(1.8 * s);
  doc.circle(x + 16 * s, y + 10 * s, 3.6 * s).fillAndStroke(paint.hole, paint.badge);
  doc.path(shoulders(9, 25.5, 7)).fillAndStroke(paint.hole, paint.badge);
  if (paint.head) doc.circle(x + 16 * s, y + 10 * s, 3.6 * s).fill(paint.head);
}

/** One resource as a PDF file's bytes. */
export async function renderResourcePdf(
  resource: ResourceDocument,
  options: ResourcePdfOptions = {},
): Promise<Buffer> {
  const siteUrl = (options.siteUrl ?? readPublicConfig({}).SITE_URL).replace(/\/+$/, "");
  const pdf = new ResourcePdf(
    resource,
    siteUrl,
    options.date ?? defaultPdfDate,
    options.compress ?? true,
    options.coverListTitle,
  );
  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    pdf.doc.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.doc.on("error", reject);
  });
  try {
    pdf.render();
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(message.startsWith(resource.file) ? message : `${resource.file}: ${message}`, {
      cause: error,
    });
  }
  pdf.doc.end();
  return done;
}
