import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { fillFacts } from "../../content/regulations/index.ts";
import { languages, type Lang } from "../../core/routing/pages.ts";
import { parseMarkdownFile, type MarkdownDocument } from "./markdown.server.ts";
import { ContentProblems } from "../../content/schema/content-problem.ts";

export interface CollectionItem<T> extends MarkdownDocument<T> {
  lang: Lang;
  /** The item's address within its collection: the file's name without `.md`. */
  slug: string;
  /** The file, relative to the project, for error messages. */
  file: string;
  /**
   * Only in the preview: why the site does not publish it (yet). The page shows it with a notice; the build
   * leaves a draft or a scheduled item out, and refuses an unpaired one.
   */
  previewOnly?: PreviewOnly;
}

/**
 * Why an item is shown in the preview only: a draft; an item dated after today (published by the first build
 * on or after its date); one half of a pair still being written (its translation not written, or the two not
 * naming each other yet).
 */
export type PreviewOnly =
  { reason: "draft" } | { reason: "scheduled"; date: string } | { reason: "unpaired"; problem: string };

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
 * schema. Bad slugs, bad front matter and broken translation links throw one ContentProblem listing each
 * with its file, every file read first, so the build fails before a broken page is published.
 *
 * `twinOf` names an item's translation: the other language's file name. The two must name each other,
 * and every item needs its translation unless `onlyInItsLanguage` says it is written for one language.
 * `waiting` says why an item is not to be published yet (a draft, a date after today). The build leaves
 * such an item out, and its twin is published alone meanwhile: half-finished work never blocks the rest.
 * In `mode: "preview"` (the development server beside the editor) every item is kept, the waiting ones and
 * the halves of a pair still being written marked `previewOnly`: one half of a pair must not take every page
 * of the preview down while its twin is written.
 */
export function loadCollection<Schema extends z.ZodType>(
  name: string,
  sources: Record<string, string>,
  schema: Schema,
  {
    twinOf,
    onlyInItsLanguage = () => false,
    check,
    waiting = () => undefined,
    mode = "build",
  }: {
    twinOf: (data: z.output<Schema>) => string | undefined;
    onlyInItsLanguage?: (data: z.output<Schema>) => boolean;
    /** A rule of the collection beyond its schema: returns what is wrong, or nothing. */
    check?: (item: CollectionItem<z.output<Schema>>) => string | undefined;
    waiting?: (data: z.output<Schema>) => PreviewOnly | undefined;
    mode?: "build" | "preview";
  },
): Collection<z.output<Schema>> {
  const collection = Object.fromEntries(languages.map((lang) => [lang, []])) as unknown as Collection<
    z.output<Schema>
  >;
  // The slugs of the items the build leaves out for now, by language.
  const held = Object.fromEntries(languages.map((lang) => [lang, new Set<string>()])) as Record<
    Lang,
    Set<string>
  >;
  // Every file is read, and every problem noted with its file: the build names them all in one run.
  const problems = new ContentProblems();
  // The slugs of the files that could not be read, by language: their twins' links are not judged.
  const broken = Object.fromEntries(languages.map((lang) => [lang, new Set<string>()])) as Record<
    Lang,
    Set<string>
  >;
  for (const [path, source] of Object.entries(sources)) {
    const match = new RegExp(`content/${name}/([^/]+)/([^/]+)\\.md$`).exec(path);
    const file = `content/${name}/${match?.[1] ?? "?"}/${match?.[2] ?? "?"}.md`;
    const lang = languages.find((candidate) => candidate === match?.[1]);
    const slug = match?.[2] ?? "";
    if (!lang) {
      problems.add(`${file}: the folder must be a language (${languages.join(", ")})`);
      continue;
    }
    if (!slugPattern.test(slug)) {
      problems.add(`${file}: the file name is the page's address: lowercase words joined by hyphens`);
      broken[lang].add(slug);
      continue;
    }
    const item = problems.attempt(
      // The regulatory facts the file names (`{fact:key}`, content/regulations/), in its language.
      () => ({ ...parseMarkdownFile(file, fillFacts(source, lang, file), schema), lang, slug, file }),
      undefined,
    );
    const problem = item && check?.(item);
    if (!item || problem) {
      if (problem) problems.add(`${file}: ${problem}`);
      broken[lang].add(slug);
      continue;
    }
    const notYet = waiting(item.data);
    if (notYet && mode === "build") held[lang].add(slug);
    else collection[lang].push(notYet ? { ...item, previewOnly: notYet } : item);
  }

  for (const lang of languages) {
    for (const item of collection[lang]) {
      const twin = twinOf(item.data);
      // Its twin waits (a draft, a later date): this one goes alone until the twin is published.
      if (twin !== undefined && held[otherLang(lang)].has(twin)) continue;
      // Its twin is named above with what is wrong with it; a second line here would only repeat it.
      if (twin !== undefined && broken[otherLang(lang)].has(twin)) continue;
      const problem = translationProblem(item, collection[otherLang(lang)], twinOf, onlyInItsLanguage);
      if (!problem) continue;
      if (mode === "build") {
        problems.add(`${item.file}: ${problem}`);
        continue;
      }
      item.previewOnly ??= { reason: "unpaired", problem };
      console.warn(`${item.file}: ${problem} (shown in the preview only; the build refuses it)`);
    }
  }
  problems.throwIfAny();
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
  if (onlyInItsLanguage(item.data)) {
    // A "Translation" left over from a twin since deleted changes nothing: the item goes alone. Only a
    // twin that still names it contradicts the mark.
    const claimant = others.find((candidate) => twinOf(candidate.data) === item.slug);
    return claimant
      ? `it is marked "Only in this language" ("onlyInThisLanguage"), but ${claimant.file} names it as its translation: untick the mark, or clear "Translation" in ${claimant.file}`
      : undefined;
  }
  if (twin === undefined) {
    return `it has no translation: write it in ${expected("…")} and pick each as the other's "Translation" ("twin"), or tick "Only in this language" ("onlyInThisLanguage: true")`;
  }
  const other = others.find((candidate) => candidate.slug === twin);
  if (!other) {
    return `its translation "${twin}" is missing: there is no ${expected(twin)} (deleted or renamed?). Pick its translation again under "Translation", or tick "Only in this language" to publish it alone`;
  }
  const back = twinOf(other.data);
  if (back !== item.slug) {
    return `it names ${other.file} as its translation, but ${other.file} names ${back === undefined ? "none" : `"${back}"`}: the two must name each other`;
  }
  return undefined;
}

const otherLang = (lang: Lang) => languages.find((candidate) => candidate !== lang) as Lang;
