import type { Config } from "@react-router/dev/config";
import { collectionPaths } from "./app/content/collection-pages.server.ts";
import { prerenderPaths } from "./app/routing/derive.ts";

export default {
  ssr: true,
  // Every page whose content is known at build time becomes a static file; the server renders only
  // form actions, the API and unknown paths (404s).
  prerender: () => [...prerenderPaths(), ...collectionPaths()],
} satisfies Config;
