/** A plain-text table for a terminal: columns padded to their widest cell, a rule under the header. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) => (cells[column] ?? "").padEnd(width))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n") + "\n";
}

/** One line of at most `max` characters: line breaks and runs of spaces become one space, then "…". */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A timestamp as `2025-03-01 09:30:15`, in UTC like everything the database stores. */
export function formatUtc(date: Date | null): string {
  return date ? date.toISOString().slice(0, 19).replace("T", " ") : "";
}
