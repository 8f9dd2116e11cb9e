import { relative } from "node:path";
import type { Plugin } from "vite";
import { parse } from "yaml";

/**
 * Lets the content modules import the marketing team's data files (`content/**\/*.yaml`): each becomes a
 * module holding its path and its data, which the content module checks against its schema
 * (content/schema/data-file.ts), so a broken file fails the build with its name and the field. The data
 * file is a module of the graph: the dev server reloads a page whose file the editor has just saved.
 */
export function contentDataFiles(root: string): Plugin {
  return {
    name: "regu-content-data-files",
    transform(code, id) {
      if (!id.endsWith(".yaml")) return null;
      const file = relative(root, id);
      let data: unknown;
      try {
        data = parse(code);
      } catch (error) {
        throw new Error(`${file}: not valid YAML: ${(error as Error).message}`, { cause: error });
      }
      return { code: `export default ${JSON.stringify({ file, data })};`, map: null };
    },
  };
}
