import { inflateSync } from "node:zlib";

/**
 * The text a PDF of app/downloads/resource-pdf.server.ts draws, compressed or not: pdfkit writes each run
 * as hex strings in a TJ array inside the page's content stream (deflated unless told otherwise). Runs are
 * joined with a space; no-break spaces read as spaces.
 */
export function pdfText(pdf: Buffer): string {
  const streams = [...pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(
    (match) => {
      const raw = Buffer.from(match[1] ?? "", "latin1");
      try {
        return inflateSync(raw).toString("latin1");
      } catch {
        return raw.toString("latin1");
      }
    },
  );
  return streams
    .flatMap((content) =>
      [...content.matchAll(/\[((?:<[0-9a-f]*>|[\s\d.-])*)\] TJ/g)].map((array) =>
        [...(array[1] ?? "").matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
          .join(""),
      ),
    )
    .join(" ")
    .replace(/\u00a0/g, " ");
}
