/**
 * The body of a resource's PDF: its Markdown walked block by block, each block measured before it is drawn,
 * so that headings stay with what follows them, list markers with their first line, table rows whole, and
 * no line is left alone at the foot or the head of a page (docs/decisions/0007-pdfs.md).
 */
import { Lexer, type Token, type Tokens } from "marked";
import PDFDocument from "pdfkit";
import { brand } from "../../content/brand.ts";
import { pdfText } from "./pdf-characters.server.ts";
import {
  drawBackCover,
  drawCover,
  drawFooters,
  drawRunningHeader,
  pdfWords,
  type PdfFrame,
} from "./pdf-covers.server.ts";
import { drawCheckbox, drawLines, write } from "./pdf-draw.server.ts";
import { inlineRuns, type RenderContext } from "./pdf-inline.server.ts";
import {
  body,
  capHeight,
  cellPad,
  color,
  contentBottom,
  contentWidth,
  font,
  headingStyle,
  margin,
  plainStyle,
  xHeight,
} from "./pdf-layout.server.ts";
import { Measure, textHeight, type TextBlock } from "./pdf-measure.server.ts";
import { tableLayout, type TableLayout } from "./pdf-table.server.ts";
import type { ResourceDocument } from "./resource-document.server.ts";

/** Draws a list item's bullet, number or box beside the first line of its text. */
type Marker = (lineTop: number, block: TextBlock) => void;

interface Place {
  /** The block after this one, which a heading or an introduction must not be parted from. */
  next?: Token;
  marker?: Marker;
  /** Inside a list item: the list spaces its items. */
  inList?: boolean;
}

/** One resource's PDF, drawn page after page: the covers, then the Markdown's blocks where they fit. */
export class ResourcePdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly measure: Measure;
  private readonly context: RenderContext;
  private readonly resource: ResourceDocument;
  private readonly frame: PdfFrame;
  /** Where the next block starts on the current page. */
  private y: number = margin.top;

  private readonly coverListTitle: string;

  constructor(
    resource: ResourceDocument,
    siteUrl: string,
    date: Date,
    compress: boolean,
    coverListTitle?: string,
  ) {
    this.resource = resource;
    const words = pdfWords[resource.lang];
    this.coverListTitle = coverListTitle ?? words.learn;
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
        Keywords: [brand.name, words.kind[resource.data.kind]].join(", "),
        Creator: `${brand.name} (${siteUrl})`,
        CreationDate: date,
        ModDate: date,
      },
    });
    this.measure = new Measure(this.doc);
    this.frame = { doc: this.doc, measure: this.measure, resource, context: this.context, words };
  }

  render(): void {
    drawCover(this.frame, this.coverListTitle);
    this.newPage();
    const tokens = Lexer.lex(this.resource.markdown, { gfm: true }).filter((token) => token.type !== "space");
    tokens.forEach((token, index) =>
      this.block(token, margin.left, contentWidth, { next: tokens[index + 1] }),
    );
    drawBackCover(this.frame);
    drawFooters(this.frame);
  }

  // -- Pages -----------------------------------------------------------------------------------------

  private newPage(): void {
    this.doc.addPage();
    drawRunningHeader(this.frame);
    this.y = margin.top;
  }

  private ensure(height: number): void {
    if (this.y + height > contentBottom && this.y > margin.top) this.newPage();
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
    drawLines(this.doc, text, x, this.y);
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
      drawLines(this.doc, text, x + 20, this.y + 13);
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
      drawLines(this.doc, { ...text, lines: text.lines.slice(index, index + count) }, x, this.y);
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
          write(this.doc, label, x + indent - 8 - w, baseline, font.bold, block.size, color.brand600);
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
    drawLines(this.doc, text, x + 12, this.y + 10);
    this.y += height + 12;
  }

  // -- Tables ----------------------------------------------------------------------------------------

  private table(token: Tokens.Table, x: number, width: number): void {
    const layout = tableLayout(token, width, this.measure, this.context);
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
        drawLines(
          this.doc,
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
        const layout = tableLayout(token as Tokens.Table, width, this.measure, this.context);
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
}
