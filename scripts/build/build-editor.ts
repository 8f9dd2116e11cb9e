/**
 * Builds the content editor's page for the live site (server/editor.ts) into `<build>/editor`: its own
 * Vite build from editor/index.html, apart from the site's, so no public page can load or prefetch any of
 * it. `npm run build` runs it only when EDITOR_GITHUB_REPO is set: a site without the editor neither
 * builds nor serves it.
 */
import { join } from "node:path";
import { build } from "vite";
import { editorAssetsPath, editorBuildDir } from "../../server/editor.ts";
import { contentDataFiles } from "../vite/content-data-plugin.ts";
import { rootDir } from "../repository-root.ts";

export async function buildEditor(buildDir: string): Promise<void> {
  await build({
    configFile: false,
    root: rootDir,
    base: editorAssetsPath,
    // The site's public files are the site's; the editor's page takes its icon from there.
    publicDir: false,
    logLevel: "warn",
    // The schemas the editor's forms come from read some of the content's data files (the plans' keys).
    plugins: [contentDataFiles(rootDir)],
    // Keystatic reads the mode as Node code does.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: join(buildDir, editorBuildDir),
      emptyOutDir: true,
      // One large application, loaded by a few editors on a desktop: no budget applies, so no warning.
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: {
        input: join(rootDir, "editor", "index.html"),
        onLog(level, log, handler) {
          // Keystatic's UI marks its modules "use client" for frameworks with server components; a page
          // of its own has none, so the marks mean nothing here.
          if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
          handler(level, log);
        },
      },
    },
  });
}
