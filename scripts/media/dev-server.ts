/**
 * The development server's side of the image pipeline: a variant is made the first time a browser asks
 * for it (variants.ts), so a photo saved in the editor shows on the site beside it at once.
 */
import { createReadStream } from "node:fs";
import type { Plugin } from "vite";
import { variantPathPrefix } from "../../core/media/media-names.ts";
import { variantFile } from "./variants.ts";

const types = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", svg: "image/svg+xml" } as const;

export function mediaVariantsDevServer(): Plugin {
  return {
    name: "regu-media-variants",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(variantPathPrefix, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "");
        variantFile(name).then(
          (file) => {
            if (!file) return next();
            const ext = name.slice(name.lastIndexOf(".") + 1) as keyof typeof types;
            res.setHeader("Content-Type", types[ext]);
            res.setHeader("Cache-Control", "no-cache");
            createReadStream(file).pipe(res);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
