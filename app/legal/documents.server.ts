import type { z } from "zod";
import { legalFrontMatter } from "../../content/legal/schema.ts";
import { parseMarkdownFile, type MarkdownDocument } from "../collections/markdown.server.ts";
import { checkSiteLinks } from "../collections/site-addresses.server.ts";
import { siteConfig } from "../../core/config/site.ts";
import { languages, type Lang } from "../../core/routing/pages.ts";
import { fillPrices } from "../../core/pricing/prose-prices.ts";
import {
  assemblePrivacyPolicy,
  withoutFrontMatter,
  type PrivacyConfig,
} from "../../core/legal/privacy-tools.ts";

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
      .map(([path, source]) => [path.slice(prefix.length, -".md".length), withoutFrontMatter(source)]),
  );
}

/**
 * A legal document in both languages as a configuration makes it: the privacy policy names the tools it
 * turns on and no other (core/legal/privacy-tools.ts); the terms depend on none. The site's own is read
 * once, with the build's configuration; the tests read it under others.
 */
export function loadLegalDocument(
  id: LegalDocumentId,
  config: PrivacyConfig = siteConfig,
): Record<Lang, LegalDocument> {
  const entries = languages.map((lang) => {
    const file = `content/legal/${id}/${lang}.md`;
    const source = sources[`../../${file}`];
    // A legal text must exist in both languages: a visitor may only accept what they can read.
    if (source === undefined) throw new Error(`${file}: missing; every legal document needs both languages`);
    const assembled =
      id === "privacy" ? assemblePrivacyPolicy(file, source, fragmentsIn(lang), config) : source;
    // A price the terms state is a slot, filled as the pricing page computes it (docs/editing.md).
    const text = fillPrices(assembled, lang, file);
    const document = parseMarkdownFile(file, text, legalFrontMatter);
    // Its links to the site are checked like the collections'.
    checkSiteLinks([{ file, markdown: document.markdown }]);
    return [lang, document] as const;
  });
  return Object.fromEntries(entries) as Record<Lang, LegalDocument>;
}

export const legalDocuments: Record<LegalDocumentId, Record<Lang, LegalDocument>> = {
  privacy: loadLegalDocument("privacy"),
  terms: loadLegalDocument("terms"),
};
