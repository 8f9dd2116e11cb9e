import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { guardRouteModuleReload } from "../../scripts/react-router-internals/route-module-reload-guard.ts";

const guard = "/app/navigation/chunk-reload.ts";

/** React Router's route module loader as installed, in the build the browser gets and the development one. */
function installedLoader(build: "production" | "development"): string {
  const entry = createRequire(import.meta.url).resolve("react-router");
  const dist = join(dirname(entry), "..", build);
  return readFileSync(join(dist, "lib", "dom", "ssr", "routeModules.js"), "utf8");
}

describe("the guard on React Router's reload after a failed route module import", () => {
  for (const build of ["production", "development"] as const) {
    it(`takes the place of the reload in the installed ${build} build`, () => {
      const guarded = guardRouteModuleReload(installedLoader(build), guard);
      expect(guarded).not.toContain("window.location.reload()");
      expect(guarded.startsWith(`import { reloadOnce as __reloadOnce } from "${guard}";\n`)).toBe(true);
      expect(guarded).toContain("if (!__reloadOnce()) return { default() { throw error; } };");
    });
  }

  it("names the error the catch clause binds", () => {
    const source = `async function load(route) {
  try { return await import(route.module); } catch (failure) { window.location.reload(); return new Promise(() => {}); }
}`;
    expect(guardRouteModuleReload(source, guard)).toContain("throw failure;");
  });

  it("fails the build when the reload is not where it expects it", () => {
    const moved = `async function load(route) { try { return await import(route.module); } catch (e) { location.reload(); } }`;
    const twice = `try { await import(m); } catch (e) { window.location.reload(); }\nwindow.location.reload();`;
    expect(() => guardRouteModuleReload(moved, guard)).toThrow(
      /update scripts\/react-router-internals\/route-module-reload-guard\.ts/,
    );
    expect(() => guardRouteModuleReload(twice, guard)).toThrow(
      /update scripts\/react-router-internals\/route-module-reload-guard\.ts/,
    );
  });
});
