import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR, as the server reads it: a second build (the e2e suite's, with analytics tools) sits beside ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every page whose content is known at build time becomes a static file; the server renders only
  // form actions, the API and unknown paths (404s).
  // What to prerender, called when the build prerenders; it fails the build on a content link to no address.
  // The content is read here, not when this file loads, so that a content file's problem stops the build
  // with its own lines (the files and fields) rather than under a stack trace of the config's loader; every
  // content file is checked first, and every problem named in one run (content-check.server.ts).
  //
  // The development server (`npm run dev`, and the preview beside the editor) prerenders nothing and checks
  // nothing here: it renders each page on request, and it asks for this list again whenever a Markdown
  // file changes, from modules that read the content once and would judge it as it was. A content problem
  // there would end the preview in the middle of an edit (an article renamed, its redirect saved next);
  // the preview shows the content as saved, with its notices, and the build judges it.
  prerender: async () => {
    if (import.meta.env?.DEV) return [];
    try {
      const { checkedContent } = await import("./app/collections/content-check.server.ts");
      return await checkedContent();
    } catch (error) {
      if (!(error instanceof Error && error.name === "ContentProblem")) throw error;
      console.error(`\nThe content cannot be published:\n${error.message}\n`);
      process.exit(1);
    }
  },
} satisfies Config;
