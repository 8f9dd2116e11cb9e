/**
 * CSV as RFC 4180 describes it, made for Excel: a UTF-8 byte-order mark (without it Excel reads the file
 * in the machine's legacy code page and garbles every name with a letter outside ASCII), CRLF line ends,
 * and fields quoted only when they must be.
 */

export type CsvValue = string | number | boolean | null | undefined;

const byteOrderMark = "\uFEFF";
const lineEnd = "\r\n";

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"): a lead's
 * name like `=HYPERLINK(...)` would otherwise execute on the sales team's machine.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One field: text that could start a formula gets a leading apostrophe, then quoting as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  // Numbers and booleans are written by this program, never typed by a visitor: no guard needed, and a
  // negative number must stay a number.
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvField).join(",") + lineEnd;
}

/** A whole document: the mark, the header line, then one line per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let document = byteOrderMark + csvLine(header);
  for (const row of rows) document += csvLine(row);
  return document;
}
