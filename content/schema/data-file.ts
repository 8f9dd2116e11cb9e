import type { z } from "zod";
import { fillPricesIn } from "../../app/pricing/prose-prices.ts";
import type { Lang } from "../../app/routing/pages.ts";

/** A data file as its import gives it (scripts/content-data-plugin.ts): its path and its parsed YAML. */
export interface DataFile {
  file: string;
  data: unknown;
}

/**
 * The file's data checked against its schema. A file that does not fit stops the build, the dev server's
 * page or the test, naming the file and each field at fault. Given the file's language, its price slots
 * (`{price:growth:IDR}`, app/pricing/prose-prices.ts) are filled from plans.yaml as the calculator works
 * them out; a slot that names no price stops it the same way.
 */
export function readDataFile<Schema extends z.ZodType>(
  schema: Schema,
  { file, data }: DataFile,
  lang?: Lang,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) {
    const read = withoutUndefined(result.data);
    return lang ? fillPricesIn(read, lang, file) : read;
  }
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.length > 0 ? issue.path.join(".") : "(the whole file)"}: ${issue.message}`,
  );
  throw new Error(`${file} does not fit its schema:\n${problems.join("\n")}`);
}

/**
 * The data with every key whose value is undefined removed: an optional group switched off reads as
 * undefined (kit.ts, `optionalGroup`), and the page must get what a file without the key gives, no key at
 * all, or its prerendered data would change.
 */
function withoutUndefined<Data>(data: Data): Data {
  if (Array.isArray(data)) return data.map(withoutUndefined) as Data;
  if (typeof data !== "object" || data === null) return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, withoutUndefined(value)]),
  ) as Data;
}

/** A page's data files, one per language, each checked against the page's schema. */
export function readLanguages<Schema extends z.ZodType>(
  schema: Schema,
  files: Record<Lang, DataFile>,
): Record<Lang, z.output<Schema>> {
  return { en: readDataFile(schema, files.en, "en"), id: readDataFile(schema, files.id, "id") };
}
