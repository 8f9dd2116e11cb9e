/**
 * The downloadable resources as branded A4 PDFs, drawn at build time from the Markdown's tokens (not
 * from HTML) with pdfkit (scripts/build/build-downloads.ts), and by the server for a calculation sent by mail
 * (app/calculators/calculation-pdf.server.ts): a cover, the body, a closing block with the contacts, and a running header
 * and footer on every page between the covers.
 *
 * Text is laid out by the engine rather than by pdfkit's own wrapping, so that every block can be measured
 * before it is drawn: that is what keeps headings with what follows them, list markers with their first
 * line, table rows whole, and the page count known for "Page 3 of 12". Why this rather than a PDF
 * library: docs/decisions/0007-pdfs.md.
 *
 * This module is the engine's one entry point. Its parts, by job, each a `pdf-*.server.ts` beside it:
 * layout (the page geometry and the styles), characters (what Helvetica can draw), measure (text cut into
 * words and lines), inline (the Markdown's inline runs), draw (text, the logo's badge, ticks and boxes),
 * covers (the covers, the running header and footer), table (a table's columns and rows) and render (the
 * walk of the Markdown's blocks down the pages).
 */
import { readPublicConfig } from "../../core/config/public.ts";
import { ResourcePdf } from "./pdf-render.server.ts";
import type { ResourceDocument } from "./resource-document.server.ts";

export { pdfText } from "./pdf-characters.server.ts";
export {
  readResourceDocuments,
  type ResourceData,
  type ResourceDocument,
} from "./resource-document.server.ts";

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

/** The pages of a PDF this module wrote (its page objects, which pdfkit never compresses). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
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
