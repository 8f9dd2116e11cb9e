/** A downloadable resource as its PDF is made from it (app/downloads/resource-pdf.server.ts). */
import type { z } from "zod";
import type { resourceFrontMatter } from "../../content/schema/collections.ts";
import { languages, type Lang } from "../../core/routing/pages.ts";
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

/** Every resource in both languages, as the collection loaded it. */
export function readResourceDocuments(): ResourceDocument[] {
  return languages.flatMap((lang) =>
    resources[lang].map(({ slug, data, markdown, file }) => ({ slug, lang, data, markdown, file })),
  );
}
