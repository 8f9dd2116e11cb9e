/**
 * The build's step that draws the articles' covers (blog-cover.tsx) into the client build, as WebP at each
 * width pages ask for (`blogCoverPath` in app/collections/collection-pages.server.ts). Kept in a cache by what
 * a cover shows, as the sharing cards are, so a build redraws only the covers whose article changed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { blogCoverPath, blogCoverWidths } from "../../app/collections/collection-pages.server.ts";
import { blogArticles } from "../../app/collections/collections.server.ts";
import { languages } from "../../core/routing/pages.ts";
import type * as coverEngine from "./blog-cover.tsx";
import type { BlogCoverArticle } from "./blog-cover.tsx";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const cacheDir = join(root, "node_modules", ".cache", "blog-covers");

/**
 * The drawing code, loaded through Vite: it is JSX, which Node alone does not read. The development
 * server loads the same module through its own Vite (dev-server.ts).
 */
export async function loadCoverEngine(): Promise<typeof coverEngine> {
  const { module } = await runnerImport<typeof coverEngine>(join(here, "blog-cover.tsx"), {
    configFile: false,
    logLevel: "warn",
  });
  return module;
}

/** What every cover depends on besides its article: the drawing code, the palette, the fonts. */
function rendererKey(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(here).sort()) hash.update(readFileSync(join(here, file)));
  for (const file of [
    "app/art/palette.ts",
    "app/art/feature-icon.tsx",
    "content/blog/category-looks.ts",
    "content/blog/categories.ts",
    "scripts/seo/social-card.ts",
  ]) {
    hash.update(readFileSync(join(root, file)));
  }
  for (const pkg of ["satori", "@resvg/resvg-js", "sharp", "@fontsource/plus-jakarta-sans"]) {
    hash.update(readFileSync(join(root, "node_modules", pkg, "package.json")));
  }
  return hash.digest("hex");
}

export async function buildCovers(clientDir: string): Promise<void> {
  const started = performance.now();
  const key = rendererKey();
  mkdirSync(cacheDir, { recursive: true });
  let engine: Awaited<ReturnType<typeof loadCoverEngine>> | undefined;
  let drawn = 0;
  let count = 0;
  for (const lang of languages) {
    for (const article of blogArticles[lang]) {
      // An article with a cover photo shows the photo; its variants come from the media pipeline.
      if (article.data.cover) continue;
      const { title, category, motif } = article.data;
      const content: BlogCoverArticle = { lang, title, category, motif };
      const hash = createHash("sha256").update(key).update(JSON.stringify(content)).digest("hex");
      const cached = blogCoverWidths.map((width) => join(cacheDir, `${hash}.${width}.webp`));
      if (!cached.every((file) => existsSync(file))) {
        engine ??= await loadCoverEngine();
        const images = await engine.renderBlogCover(content, blogCoverWidths);
        images.forEach((image, i) => writeFileSync(cached[i] ?? "", image));
        drawn += 1;
      }
      blogCoverWidths.forEach((width, i) => {
        const target = join(clientDir, blogCoverPath({ lang, slug: article.slug }, width));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, readFileSync(cached[i] ?? ""));
      });
      count += 1;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Drew ${count} article covers (${drawn} drawn, ${count - drawn} from the cache) in ${seconds} s.`,
  );
}
