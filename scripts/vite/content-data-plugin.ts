import { relative } from "node:path";
import type { Plugin } from "vite";
import { dataFileModule } from "../../content/schema/data-file-module.ts";

export { dataFileModule, registerDataFiles } from "../../content/schema/data-file-module.ts";

/**
 * The data files as modules for Vite (content/schema/data-file-module.ts): the build, the dev server, which
 * reloads a page whose file the editor has just saved, and Vitest.
 */
export function contentDataFiles(root: string): Plugin {
  return {
    name: "regu-content-data-files",
    transform(code, id) {
      if (!id.endsWith(".yaml")) return null;
      return { code: dataFileModule(code, relative(root, id)), map: null };
    },
  };
}
