/**
 * The development server's answer to a changed Markdown file in `content/`: the collections are read from
 * disk when their module loads (app/collections/collections.server.ts), not imported, so Vite cannot see that
 * the pages depend on them. On a change there, that module and every module importing it load again at the
 * next request, so an article saved in the editor is on the site beside it at the next page load.
 */
import { join, relative, sep } from "node:path";
import type { EnvironmentModuleNode, Plugin } from "vite";

export function collectionsDevReload(): Plugin {
  return {
    name: "regu-collections-dev-reload",
    apply: "serve",
    configureServer(server) {
      const contentDir = `content${sep}`;
      const collections = join(server.config.root, "app", "collections", "collections.server.ts");
      server.watcher.on("all", (_event, file) => {
        const path = relative(server.config.root, file);
        if (!path.startsWith(contentDir) || !path.endsWith(".md")) return;
        const graph = server.environments.ssr.moduleGraph;
        const seen = new Set<EnvironmentModuleNode>();
        const invalidate = (node: EnvironmentModuleNode) => {
          if (seen.has(node)) return;
          seen.add(node);
          graph.invalidateModule(node);
          for (const importer of node.importers) invalidate(importer);
        };
        for (const node of graph.getModulesByFile(collections) ?? []) invalidate(node);
      });
    },
  };
}
