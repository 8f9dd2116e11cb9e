import type { z } from "zod";
import { fillPricesIn } from "../../core/pricing/prose-prices.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { ContentProblems } from "./content-problem.ts";
import { readDataFile, type DataFile } from "./data-file.ts";

/**
 * A page's data file in its language: its regulatory facts filled and the whole checked against its schema
 * (./data-file.ts), then its price slots
 * (`{price:growth:IDR}`, core/pricing/prose-prices.ts) filled from plans.yaml as the calculator works them
 * out; a slot that names no price stops the build, the dev server's page or the test, naming the file.
 * Kept apart from data-file.ts, which the server reads at start without the build's YAML loader.
 */
export function readPageFile<Schema extends z.ZodType>(
  schema: Schema,
  file: DataFile,
  lang: Lang,
): z.output<Schema> {
  return fillPricesIn(readDataFile(schema, file, lang), lang, file.file);
}

/** A page's data files, one per language, each checked against the page's schema; both named when both are wrong. */
export function readLanguages<Schema extends z.ZodType>(
  schema: Schema,
  files: Record<Lang, DataFile>,
): Record<Lang, z.output<Schema>> {
  const problems = new ContentProblems();
  const en = problems.attempt(() => readPageFile(schema, files.en, "en"), undefined);
  const id = problems.attempt(() => readPageFile(schema, files.id, "id"), undefined);
  problems.throwIfAny();
  // Both read: a language that failed has thrown above.
  return { en: en as z.output<Schema>, id: id as z.output<Schema> };
}
