import type { z } from "zod";
import { legalFrontMatter } from "../../content/legal/schema.ts";
import { parseMarkdownFile, type MarkdownDocument } from "../content/markdown.server.ts";
import { checkSiteLinks } from "../content/site-addresses.server.ts";
import { siteConfig } from "../config/site.ts";
import { languages, type Lang } from "../routing/pages.ts";
import { includeFragments, privacyFragmentsFor } from "./privacy-tools.ts";

export type LegalDocumentId = "privacy" | "terms";
export type LegalDocument = MarkdownDocument<z.output<typeof legalFrontMatter>>;

const sources = import.meta.glob<string>("../../content/legal/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const toolFragments = import.meta.glob<string>("../../content/legal/privacy/tools/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The parts about tools in one language, by name (content/legal/privacy/tools/<lang>/<name>.md). */
function fragmentsIn(lang: Lang): Record<string, string> {
  const prefix = `../../content/legal/privacy/tools/${lang}/`;
  return Object.fromEntries(
    Object.entries(toolFragments)
      .filter(([path]) => path.startsWith(prefix))
      // The editor writes a part with an empty front matter (`---\n{}\n---`), which is no text of the policy.
      .map(([path, source]) => [
        path.slice(prefix.length, -".md".length),
        source.replace(/^---\n[^]*?\n---\n/, ""),
      ]),
  );
}

const includedFragments = privacyFragmentsFor(siteConfig);

function load(id: LegalDocumentId): Record<Lang, LegalDocument> {
  const entries = languages.map((lang) => {
    const file = `content/legal/${id}/${lang}.md`;
    const source = sources[`../../${file}`];
    // A legal text must exist in both languages: a visitor may only accept what they can read.
    if (source === undefined) throw new Error(`${file}: missing; every legal document needs both languages`);
    const text = includeFragments(file, source, fragmentsIn(lang), includedFragments);
    const document = parseMarkdownFile(file, text, legalFrontMatter);
    // Its links to the site are checked like the collections'.
    checkSiteLinks([{ file, markdown: document.markdown }]);
    return [lang, document] as const;
  });
  return Object.fromEntries(entries) as Record<Lang, LegalDocument>;
}

export const legalDocuments: Record<LegalDocumentId, Record<Lang, LegalDocument>> = {
  privacy: load("privacy"),
  terms: load("terms"),
};
