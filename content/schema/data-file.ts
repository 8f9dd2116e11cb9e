import type { z } from "zod";
import type { Lang } from "../../core/routing/pages.ts";
import { withFacts } from "../regulations/index.ts";
import { checkedData } from "./checked-data.ts";

/** A data file as its import gives it (scripts/vite/content-data-plugin.ts): its path and its parsed YAML. */
export interface DataFile {
  file: string;
  data: unknown;
}

/**
 * The file's data checked against its schema. A file that does not fit stops the build, the dev server's
 * page or the test, naming the file and each field at fault (a ContentProblem, which the build lists with
 * the others it finds: scripts/build/check-data-files.ts). A page's file in one language (`lang`) gets
 * the regulatory facts its texts name (`{fact:key}`, content/regulations/) in that language first.
 */
export function readDataFile<Schema extends z.ZodType>(
  schema: Schema,
  { file, data }: DataFile,
  lang?: Lang,
): z.output<Schema> {
  return withoutUndefined(checkedData(schema, file, lang === undefined ? data : withFacts(data, lang, file)));
}

/**
 * The data with every key whose value is undefined removed: an optional group switched off reads as
 * undefined (fields.ts, `optionalGroup`), and the page must get what a file without the key gives, no key at
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
