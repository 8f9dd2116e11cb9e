import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { languages, type Lang } from "../routing/pages.ts";
import { parseMarkdownFile, type MarkdownDocument } from "./markdown.server.ts";

export interface CollectionItem<T> extends MarkdownDocument<T> {
  lang: Lang;
  /** The item's address within its collection: the file's name without `.md`. */
  slug: string;
  /** The file, relative to the project, for error messages. */
  file: string;
}

export type Collection<T> = Record<Lang, Array<CollectionItem<T>>>;

/**
 * A collection's Markdown files, by path, read from `content/` in the directory the site is built and
 * served from. Read from disk rather than bundled: the build's list of pages to prerender needs them
 * before anything is bundled.
 */
export function readCollectionSources(name: string): Record<string, string> {
  const root = join(process.cwd(), "content", name);
  const sources: Record<string, string> = {};
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(root, folder.name)).sort()) {
      if (!file.endsWith(".md")) continue;
      sources[`content/${name}/${folder.name}/${file}`] = readFileSync(join(root, folder.name, file), "utf8");
    }
  }
  return sources;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * One collection's Markdown files (`content/<name>/<lang>/<slug>.md`), front matter checked against its
 * schema. A bad slug, a bad front matter or a broken translation link throws with the file's name, so
 * the build fails before a broken page is published.
 *
 * `twinOf` names the front-matter value that pairs a translation with its original (the same value in
 * both languages); with `twinRequired`, every item must have its translation.
 */
export function loadCollection<Schema extends z.ZodType>(
  name: string,
  sources: Record<string, string>,
  schema: Schema,
  {
    twinOf,
    twinRequired = false,
    check,
  }: {
    twinOf: (data: z.output<Schema>) => string | undefined;
    twinRequired?: boolean;
    /** A rule of the collection beyond its schema: returns what is wrong, or nothing. */
    check?: (item: CollectionItem<z.output<Schema>>) => string | undefined;
  },
): Collection<z.output<Schema>> {
  const collection = Object.fromEntries(languages.map((lang) => [lang, []])) as unknown as Collection<
    z.output<Schema>
  >;
  for (const [path, source] of Object.entries(sources)) {
    const match = new RegExp(`content/${name}/([^/]+)/([^/]+)\\.md$`).exec(path);
    const file = `content/${name}/${match?.[1] ?? "?"}/${match?.[2] ?? "?"}.md`;
    const lang = languages.find((candidate) => candidate === match?.[1]);
    const slug = match?.[2] ?? "";
    if (!lang) throw new Error(`${file}: the folder must be a language (${languages.join(", ")})`);
    if (!slugPattern.test(slug)) {
      throw new Error(`${file}: the file name is the page's address: lowercase words joined by hyphens`);
    }
    const item = { ...parseMarkdownFile(file, source, schema), lang, slug, file };
    const problem = check?.(item);
    if (problem) throw new Error(`${file}: ${problem}`);
    collection[lang].push(item);
  }

  for (const lang of languages) {
    const seen = new Map<string, string>();
    for (const item of collection[lang]) {
      const twin = twinOf(item.data);
      if (twin === undefined) {
        if (twinRequired) throw new Error(`${item.file}: every item of ${name} needs its translation`);
        continue;
      }
      const other = seen.get(twin);
      if (other) throw new Error(`${item.file}: "${twin}" already links ${other} to its translation`);
      seen.set(twin, item.file);
    }
  }
  for (const lang of languages) {
    const otherLang = languages.find((candidate) => candidate !== lang) as Lang;
    const otherTwins = new Set(collection[otherLang].map((item) => twinOf(item.data)));
    for (const item of collection[lang]) {
      const twin = twinOf(item.data);
      if (twin !== undefined && !otherTwins.has(twin)) {
        throw new Error(`${item.file}: no ${otherLang} item has the translation link "${twin}"`);
      }
    }
  }
  return collection;
}
