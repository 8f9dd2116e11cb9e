/**
 * What the PDF's parts draw with: a line of text at its baseline, measured lines, the logo's badge, the
 * rings around a glow, a tick and a task's box.
 */
import { pdfText } from "./pdf-characters.server.ts";
import { capHeight, color, fontOf, sameLook } from "./pdf-layout.server.ts";
import type { Line, PlacedSegment, TextBlock } from "./pdf-measure.server.ts";

/** One line of text with its baseline at `baseline`. */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  baseline: number,
  face: string,
  size: number,
  fill: string,
  characterSpacing = 0,
): void {
  doc
    .font(face)
    .fontSize(size)
    .fillColor(fill)
    .text(pdfText(text), x, baseline - capHeight * size, { lineBreak: false, characterSpacing });
}

/** The lines from `x`, or centred in `centreIn` points from `x`. */
export function drawLines(
  doc: PDFKit.PDFDocument,
  text: TextBlock,
  x: number,
  top: number,
  centreIn?: number,
): void {
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

/** Rings around a glow, as on the site's heroes: depth without a picture. */
export function rings(doc: PDFKit.PDFDocument, x: number, y: number, radii: number[]): void {
  radii.forEach((radius, index) => {
    doc
      .circle(x, y, radius)
      .lineWidth(1.2)
      .strokeOpacity(0.1 - index * 0.014)
      .strokeColor(color.white)
      .stroke();
  });
  doc.strokeOpacity(1);
}

/** A tick in a soft disc: the cover's list of what the reader will learn. */
export function drawTick(doc: PDFKit.PDFDocument, x: number, y: number): void {
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

export function drawCheckbox(
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
 * The logo's badge (app/art/regu-logo.tsx): a rounded square with three teammates cut out.
 * The cut-outs are painted in the colour behind the badge, the same gradient on the cover, since a mask
 * would cost a soft mask per page for the same look.
 */
export function drawMark(
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
