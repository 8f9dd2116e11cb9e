/**
 * The downloadable resources as PDFs, one per resource and language, in build/downloads/<lang>/<slug>.pdf.
 * Outside build/client on purpose: the static server publishes everything there, and the files are
 * handed out only after the download form.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { readPublicConfig } from "../../core/config/public.ts";
import {
  pdfPageCount,
  readResourceDocuments,
  renderResourcePdf,
} from "../../app/downloads/resource-pdf.server.ts";

export async function buildDownloads(outDir = join(process.cwd(), "build", "downloads")): Promise<void> {
  const { SITE_URL } = readPublicConfig(process.env);
  // SOURCE_DATE_EPOCH is the reproducible-builds convention for "the date this build stands for".
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const date = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : undefined;
  // A resource deleted from content/ must not live on in the last build's folder.
  rmSync(outDir, { recursive: true, force: true });
  let count = 0;
  let bytes = 0;
  for (const resource of readResourceDocuments()) {
    const pdf = await renderResourcePdf(resource, { siteUrl: SITE_URL, date });
    // The page shows the front matter's count before anyone downloads: it must be the PDF's.
    const pages = pdfPageCount(pdf);
    if (pages !== resource.data.pages) {
      throw new Error(`${resource.file}: "pages: ${resource.data.pages}" but the PDF has ${pages} pages`);
    }
    mkdirSync(join(outDir, resource.lang), { recursive: true });
    writeFileSync(join(outDir, resource.lang, `${resource.slug}.pdf`), pdf);
    count += 1;
    bytes += pdf.length;
  }
  const where = relative(process.cwd(), outDir) || ".";
  console.log(`Wrote ${count} resource PDFs (${(bytes / 1024).toFixed(0)} KiB) to ${where}.`);
}

if (import.meta.main) await buildDownloads();
