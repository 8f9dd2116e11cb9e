/**
 * The development server's side of the covers: a cover is drawn the first time a browser asks for it, by
 * the same code the build runs (blog-cover.tsx), so an article's new title shows on its cover at once.
 */
import type { Plugin } from "vite";
import { blogCoversPrefix } from "../../core/routing/endpoints.ts";
import type * as collections from "../../app/collections/collections.server.ts";
import type * as coverEngine from "./blog-cover.tsx";

export function blogCoversDevServer(): Plugin {
  return {
    name: "regu-blog-covers",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(blogCoversPrefix, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "");
        const found = /^(en|id)-(.+)-(\d+)\.webp$/.exec(name);
        if (!found) return next();
        const [, lang, slug, width] = found;
        const draw = async () => {
          const { blogArticles } = (await server.ssrLoadModule(
            "/app/collections/collections.server.ts",
          )) as typeof collections;
          const { renderBlogCover } = (await server.ssrLoadModule(
            "/scripts/covers/blog-cover.tsx",
          )) as typeof coverEngine;
          const article = blogArticles[lang as "en" | "id"].find((candidate) => candidate.slug === slug);
          if (!article) return undefined;
          const { title, category, motif } = article.data;
          const [image] = await renderBlogCover({ lang: article.lang, title, category, motif }, [
            Number(width),
          ]);
          return image;
        };
        draw().then(
          (image) => {
            if (!image) return next();
            res.setHeader("Content-Type", "image/webp");
            res.setHeader("Cache-Control", "no-cache");
            res.end(image);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
