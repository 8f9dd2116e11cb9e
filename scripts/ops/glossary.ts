import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { parse } from "yaml";
import { z } from "zod";
import { rootDir } from "../repository-root.ts";

/**
 * The site's glossary (docs/glossary.yaml): per language, the term the copy uses for each concept and the
 * terms it does not. docs/glossary.md is written from it (`npm run glossary`); tests/system/glossary.test.ts
 * reads it to fail a built page that shows an avoided term.
 */

export const glossaryFile = join(rootDir, "docs", "glossary.yaml");
export const glossaryDoc = join(rootDir, "docs", "glossary.md");

const entry = z.strictObject({
  concept: z.string().min(1),
  use: z.array(z.string().min(1)).min(1),
  avoid: z.array(z.string().min(1)),
  note: z.string().min(1).optional(),
});
const glossarySchema = z.strictObject({ en: z.array(entry), id: z.array(entry) });

export type Glossary = z.output<typeof glossarySchema>;
export type GlossaryEntry = Glossary["en"][number];

export function readGlossary(file = glossaryFile): Glossary {
  return glossarySchema.parse(parse(readFileSync(file, "utf8")));
}

const escaped = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A term as a whole word or words, any case, any run of spaces between its words, with or without the
 * endings Indonesian adds to a word ("golongan jabatannya", "ponselnya").
 */
export const termPattern = (term: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}-])${escaped(term).replace(/ /g, "\\s+")}(?:nya|lah|kah)?(?![\\p{L}\\p{N}-])`,
    "giu",
  );

/**
 * The avoided terms a text shows, each with its concept: the terms the concept uses are taken out first,
 * so "golongan jabatan" is not read as the avoided "golongan".
 */
export function avoidedTerms(text: string, entries: readonly GlossaryEntry[]) {
  const found: Array<{ term: string; concept: string; context: string }> = [];
  for (const { concept, use, avoid } of entries) {
    const rest = use.reduce((remaining, term) => remaining.replace(termPattern(term), " "), text);
    for (const term of avoid) {
      for (const match of rest.matchAll(termPattern(term))) {
        const context = rest.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
        found.push({ term, concept, context: context.replace(/\s+/g, " ").trim() });
      }
    }
  }
  return found;
}

const languageNames = { id: "Indonesian", en: "English" } as const;
const quoted = (terms: readonly string[]) => terms.map((term) => `“${term}”`).join(", ");
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

/** docs/glossary.md, as written from the glossary and formatted as the repository formats Markdown. */
export async function glossaryMarkdown(glossary: Glossary = readGlossary()): Promise<string> {
  const parts = [
    "# Glossary",
    "",
    "The term the site's copy uses for each concept, and the terms it does not use, per language. Written from",
    "[glossary.yaml](glossary.yaml) by `npm run glossary`: change the YAML, then run it. A built page of a",
    "language that shows a term to avoid fails `tests/system/glossary.test.ts`, which reads the same file. The",
    "[style page](style.md#writing-the-sites-words) holds the rest of the style.",
  ];
  for (const lang of ["id", "en"] as const) {
    parts.push(
      "",
      `## ${languageNames[lang]}`,
      "",
      "| Concept | Use | Avoid | Why |",
      "| --- | --- | --- | --- |",
      ...glossary[lang].map(
        ({ concept, use, avoid, note }) =>
          `| ${cell(concept)} | ${quoted(use)} | ${avoid.length > 0 ? quoted(avoid) : "—"} | ${cell(note ?? "")} |`,
      ),
    );
  }
  const options = await resolveConfig(glossaryDoc);
  return format(`${parts.join("\n")}\n`, { ...options, filepath: glossaryDoc });
}

if (import.meta.main) {
  writeFileSync(glossaryDoc, await glossaryMarkdown());
  console.log(`Wrote ${glossaryDoc}.`);
}
