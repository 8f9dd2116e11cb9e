import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { fillFacts } from "../../content/regulations/index.ts";
import { languages, type Lang } from "../../core/routing/pages.ts";
import { parseMarkdownFile, type MarkdownDocument } from "./markdown.server.ts";
import { ContentProblem } from "./content-problem.ts";

export interface CollectionItem<T> extends MarkdownDocument<T> {
  lang: Lang;
  /** The item's address within its collection: the file's name without `.md`. */
  slug: string;
  /** The file, relative to the project, for error messages. */
  file: string;
  /**
   * Only in the preview: what is wrong with its translation (not written yet, or the two do not name each
   * other). The page shows it with a notice; the build refuses it.
   */
  unpaired?: string;
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
 * `twinOf` names an item's translation: the other language's file name. The two must name each other,
 * and every item needs its translation unless `onlyInItsLanguage` says it is written for one language.
 * With `unpaired: "preview"` (the development server beside the editor) a pair still being written is
 * kept, marked `unpaired`, rather than thrown: one half of a pair must not take every page of the preview
 * down while its twin is written.
 */
export function loadCollection<Schema extends z.ZodType>(
  name: string,
  sources: Record<string, string>,
  schema: Schema,
  {
    twinOf,
    onlyInItsLanguage = () => false,
    check,
    unpaired = "refuse",
  }: {
    twinOf: (data: z.output<Schema>) => string | undefined;
    onlyInItsLanguage?: (data: z.output<Schema>) => boolean;
    /** A rule of the collection beyond its schema: returns what is wrong, or nothing. */
    check?: (item: CollectionItem<z.output<Schema>>) => string | undefined;
    unpaired?: "refuse" | "preview";
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
    if (!lang) throw new ContentProblem(`${file}: the folder must be a language (${languages.join(", ")})`);
    if (!slugPattern.test(slug)) {
      throw new ContentProblem(
        `${file}: the file name is the page's address: lowercase words joined by hyphens`,
      );
    }
    // The regulatory facts the file names (`{fact:key}`, content/regulations/), in its language.
    const item = { ...parseMarkdownFile(file, fillFacts(source, lang, file), schema), lang, slug, file };
    const problem = check?.(item);
    if (problem) throw new ContentProblem(`${file}: ${problem}`);
    collection[lang].push(item);
  }

  for (const lang of languages) {
    for (const item of collection[lang]) {
      const problem = translationProblem(item, collection[otherLang(lang)], twinOf, onlyInItsLanguage);
      if (!problem) continue;
      if (unpaired === "refuse") throw new ContentProblem(`${item.file}: ${problem}`);
      item.unpaired = problem;
      console.warn(`${item.file}: ${problem} (shown in the preview only; the build refuses it)`);
    }
  }
  return collection;
}

function translationProblem<T>(
  item: CollectionItem<T>,
  others: Array<CollectionItem<T>>,
  twinOf: (data: T) => string | undefined,
  onlyInItsLanguage: (data: T) => boolean,
): string | undefined {
  const twin = twinOf(item.data);
  const expected = (slug: string) =>
    item.file.replace(`/${item.lang}/${item.slug}.md`, `/${otherLang(item.lang)}/${slug}.md`);
  if (twin === undefined) {
    if (onlyInItsLanguage(item.data)) return undefined;
    return `it has no translation: write it in ${expected("…")} and pick each as the other's "Translation" ("twin"), or tick "Only in this language" ("onlyInThisLanguage: true")`;
  }
  if (onlyInItsLanguage(item.data))
    return `it names a translation ("${twin}") but says it is only in its language`;
  const other = others.find((candidate) => candidate.slug === twin);
  if (!other) return `its translation "${twin}" is missing: there is no ${expected(twin)}`;
  const back = twinOf(other.data);
  if (back !== item.slug) {
    return `it names ${other.file} as its translation, but ${other.file} names ${back === undefined ? "none" : `"${back}"`}: the two must name each other`;
  }
  return undefined;
}

const otherLang = (lang: Lang) => languages.find((candidate) => candidate !== lang) as Lang;
