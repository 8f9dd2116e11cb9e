import { readFileSync } from "node:fs";
import { join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { jakartaToday } from "./app/collections/publish-day.ts";
import { deployBuildProblem } from "./core/config/build-guard.ts";
import { readPublicConfig } from "./core/config/public.ts";
import { configuredTools, needsConsent } from "./core/consent/tools.ts";
import { recaptchaScript } from "./core/vendors/recaptcha.ts";
import { contentDataFiles } from "./scripts/vite/content-data-plugin.ts";
import { blogCoversDevServer } from "./scripts/covers/dev-server.ts";
import { mediaVariantsDevServer } from "./scripts/media/dev-server.ts";
import { collectionsDevReload } from "./scripts/vite/collections-dev-reload.ts";
import { routeModuleReloadGuard } from "./scripts/react-router-internals/route-module-reload-guard.ts";

// Public settings are baked into the build (canonical URLs, login link, analytics IDs): the prerendered
// HTML carries them, so changing one means building again.
const publicConfig = readPublicConfig(process.env);

/** Stops a deploy build whose SITE_URL is localhost (core/config/build-guard.ts); `npm run dev` is not checked. */
function deployBuildGuard(): Plugin {
  return {
    name: "regu-deploy-build-guard",
    apply: "build",
    config() {
      const problem = deployBuildProblem(publicConfig.SITE_URL, process.env);
      if (!problem) return;
      // The message alone: a stack trace would bury what to set.
      console.error(`\n${problem}\n`);
      process.exit(1);
    },
  };
}

/**
 * The root folders .gitignore names (`/build/`, `/data/`…): builds, databases and reports, never source.
 * Vite watches the whole root, so a build run beside the development server (`npm run build` in a second
 * terminal) reloaded the open page once for each of the hundreds of files it wrote.
 */
function generatedFolders(root: string): string[] {
  return readFileSync(join(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^\/[^*!]+\/$/.test(line))
    .map((folder) => join(root, folder, "**"));
}

export default defineConfig({
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(publicConfig),
    // With no tool needing consent configured, the consent code is left out of the build altogether.
    __CONSENT_ENABLED__: JSON.stringify(needsConsent(configuredTools(publicConfig))),
    // The form's loader is first-load code: the address is written into it, not imported as a variable.
    __RECAPTCHA_SCRIPT__: JSON.stringify(recaptchaScript),
    // Without a site key, Google's notice beside the forms is left out of the build, not just unshown.
    __RECAPTCHA_ENABLED__: JSON.stringify(Boolean(publicConfig.RECAPTCHA_SITE_KEY)),
    // The day dated articles are published up to, for the server as for the build (collections.server.ts).
    __BUILD_DAY__: JSON.stringify(jakartaToday()),
  },
  plugins: [
    deployBuildGuard(),
    contentDataFiles(import.meta.dirname),
    mediaVariantsDevServer(),
    blogCoversDevServer(),
    collectionsDevReload(),
    tailwindcss(),
    reactRouter(),
    routeModuleReloadGuard(),
  ],
  build: {
    // What loads after hydration (the chat button, the consent manager) brings its own imports with it;
    // listing them in the shell would cost every page bytes for a preload that gains nothing.
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        /after-load|consent-manager|chat-button/.test(filename) ? [] : deps,
    },
    // No data: URLs: every asset is a file the Content-Security-Policy allows by origin.
    assetsInlineLimit: 0,
    // Every page loads the shell (root, header, footer, routing, i18n and their libraries): as one file it
    // compresses better and costs one request, where automatic splitting made some twenty small ones.
    // The parts that several content pages share travel together too. Route code stays per route, and
    // lazily loaded code (the other dictionary, the newsletter's validation) stays lazy.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "shell",
              test: /\/(app\/(root|art|components\/(header(?!\/(campaign-header|mobile-menu-panel))|footer\/site-footer|errors|app-link|progress-bar|static-markup)|i18n\/use-dictionary|navigation|seo|consent\/load-consent|leads\/components\/privacy-notice)|core\/(art|i18n\/fill|routing|config|services)|content\/(brand|features))[./]/,
            },
            // Breadcrumbs stay out: the pages that need only them (a resource) do not load the rest.
            { name: "page-parts", test: /\/app\/components\/page\/(?!breadcrumbs)/ },
            // What every form page draws with; the editor, the slot buttons and the schemas stay lazy.
            {
              name: "form-parts",
              test: /\/(app\/leads\/(components\/(lead-form|fields|contact-fields|form-page)|recaptcha-client)|core\/leads\/schemas\/lead-options)\./,
            },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1", watch: { ignored: generatedFolders(import.meta.dirname) } },
});
