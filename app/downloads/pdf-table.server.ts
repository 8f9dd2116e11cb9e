/**
 * A Markdown table measured before it is drawn: the type size that fits, each column's width from its
 * content, figures aligned on the right, and every row's height.
 */
import type { Tokens } from "marked";
import { inlineRuns, type RenderContext } from "./pdf-inline.server.ts";
import { cellPad, color, plainStyle } from "./pdf-layout.server.ts";
import { textHeight, type Measure, type Run, type TextBlock } from "./pdf-measure.server.ts";

export interface TableLayout {
  size: number;
  widths: number[];
  align: Array<"left" | "right">;
  header: TextBlock[];
  rows: TextBlock[][];
  headerHeight: number;
  rowHeights: number[];
  emphasis: boolean[];
}

export function tableLayout(
  token: Tokens.Table,
  width: number,
  measure: Measure,
  context: RenderContext,
): TableLayout {
  const columns = token.header.length;
  const headerStyle = plainStyle(color.white, { bold: true });
  const bodyStyle = plainStyle(color.ink);
  const headerRuns = token.header.map((cell) => inlineRuns(cell.tokens, headerStyle, context));
  const rowRuns = token.rows.map((row) => row.map((cell) => inlineRuns(cell.tokens, bodyStyle, context)));
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
        const words = measure.words(cell, size);
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
      measure.block(runs, size, 1.35, (widths[column] ?? 0) - cellPad.x * 2);
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
