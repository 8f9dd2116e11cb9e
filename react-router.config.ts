import type { Config } from "@react-router/dev/config";
import { checkedSiteAddresses } from "./app/collections/site-addresses.server.ts";

export default {
  ssr: true,
  // BUILD_DIR, as the server reads it: a second build (the e2e suite's, with analytics tools) sits beside ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every page whose content is known at build time becomes a static file; the server renders only
  // form actions, the API and unknown paths (404s).
  // What to prerender, called when the build prerenders; it fails the build on a content link to no address.
  prerender: checkedSiteAddresses,
} satisfies Config;
