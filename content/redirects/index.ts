import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { readDataFile } from "../schema/data-file.ts";
import { redirectsSchema } from "./schema.ts";

export type Redirect = z.output<typeof redirectsSchema>["redirects"][number];

/** Where the redirects are, from the project's folder; the editor writes it ("Redirects"). */
export const redirectsFile = "content/redirects/redirects.yaml";

/**
 * The redirects, read from disk when asked, as the build, the server's preview and the post-build need
 * them (never bundled: the pages do not use them). A file that does not fit its schema throws, naming the
 * file and each entry at fault.
 */
export function readRedirects(root = process.cwd()): Redirect[] {
  let data: unknown;
  try {
    data = parse(readFileSync(join(root, redirectsFile), "utf8"));
  } catch (error) {
    throw new Error(`${redirectsFile}: ${(error as Error).message}`, { cause: error });
  }
  return readDataFile(redirectsSchema, { file: redirectsFile, data }).redirects;
}
