import { registerHooks } from "node:module";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

/**
 * The marketing team's data files (`content/**\/*.yaml`) as modules: each becomes a module holding its
 * path and its data, which the content module checks against its schema (content/schema/data-file.ts), so
 * a broken file fails with its name and the field. Vite reads them through the plugin (the build, the dev
 * server, which reloads a page whose file the editor has just saved, and Vitest); scripts run by Node
 * itself (the postbuild, which imports the pages' content for their structured data; the live site's editor,
 * whose forms' schemas read some of them) through the hooks. Apart from the Vite plugin, so that the
 * production server, which has no Vite, can register the hooks.
 */
export function dataFileModule(code: string, file: string): string {
  let data: unknown;
  try {
    data = parse(code);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  // `data` alone as well: browser code that imports it gets the values without the file's path (the
  // unused exports fall away in the client build); content/pricing/plans.ts is such a module.
  return [
    `export const file = ${JSON.stringify(file)};`,
    `export const data = ${JSON.stringify(data)};`,
    "export default { file, data };",
  ].join("\n");
}

/** Lets Node import the data files as Vite does (scripts/build/register-data-files.ts). */
export function registerDataFiles(root: string): void {
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith("file:") || !url.endsWith(".yaml")) return nextLoad(url, context);
      const loaded = nextLoad(url, { ...context, format: "module" });
      const code =
        typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
      const file = relative(root, fileURLToPath(url));
      return { format: "module", source: dataFileModule(code, file), shortCircuit: true };
    },
  });
}
