/**
 * React Router reloads the page whenever a route module fails to import, to pick up a new deploy. With a
 * chunk that stays unreachable, every document fails again and reloads again: the idle prefetch of one link
 * loops the page. React Router has no option or hook for this reload, and `location.reload` cannot be
 * wrapped (the members of Location are unforgeable). So the client build rewrites that one call in React
 * Router's browser code to go through the site's guard (app/navigation/chunk-reload.ts): one reload per
 * guard period. After it the loader resolves to a stand-in module whose page throws the import error. A
 * thrown import error would not do: React Router's data loading drops it, and the page would stay blank.
 * Rendered, it reaches the root error boundary, which shows the error page with its message; a prefetch
 * finds no links in the stand-in and leaves the page alone.
 *
 * The rewrite reads React Router's published module, which is not minified, rather than the build's output.
 * Should an upgrade move or reshape the call, the build fails rather than quietly lose the guard.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const routeModules = /\/react-router\/dist\/(?:development|production)\/lib\/dom\/ssr\/routeModules\.js$/;
const guardModule = fileURLToPath(new URL("../../app/navigation/chunk-reload.ts", import.meta.url));
const reloadCall = /window\.location\.reload\(\);/g;
/** The reload in the catch clause around the route module's import, and the name of the caught error. */
const reloadOnImportError = /\bimport\([\s\S]*?\bcatch \((\w+)\) \{[\s\S]*?window\.location\.reload\(\);/;

/** React Router's route module loader with its reload after a failed import put behind the guard. */
export function guardRouteModuleReload(source: string, guard: string): string {
  const caught = reloadOnImportError.exec(source)?.[1];
  const reloads = source.match(reloadCall)?.length ?? 0;
  if (caught === undefined || reloads !== 1) {
    throw new Error(
      "React Router's reload after a failed route module import is not where the guard expects it " +
        "(one `window.location.reload();` in the catch clause of the import): update " +
        "scripts/react-router-internals/route-module-reload-guard.ts for this version of React Router.",
    );
  }
  return (
    `import { reloadOnce as __reloadOnce } from ${JSON.stringify(guard)};\n` +
    source.replace(reloadCall, `if (!__reloadOnce()) return { default() { throw ${caught}; } };`)
  );
}

/** The Vite plugin: applies the rewrite to the browser build, and fails it if the loader was never seen. */
export function routeModuleReloadGuard(): Plugin {
  let guarded = false;
  return {
    name: "regu:route-module-reload-guard",
    // The development server serves React Router pre-bundled; a reload loop there is only a nuisance.
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: routeModules },
      handler(code) {
        guarded = true;
        return { code: guardRouteModuleReload(code, guardModule), map: null };
      },
    },
    buildEnd(error) {
      if (!error && !guarded) {
        this.error(
          "React Router's route module loader was not in the client build: the reload guard is missing.",
        );
      }
    },
  };
}
