import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rootDir } from "../../scripts/repository-root.ts";

const readme = "scripts/react-router-internals/README.md";

/** The version the README says the build's use of React Router's internals was checked against. */
function checkedVersion(): string | undefined {
  return /^Checked against React Router (\S+)\.$/m.exec(readFileSync(join(rootDir, readme), "utf8"))?.[1];
}

/** The installed react-router's version, read from its package as Node resolves it from the repository. */
function installedVersion(): string {
  const require = createRequire(join(rootDir, "package.json"));
  const manifest = JSON.parse(readFileSync(require.resolve("react-router/package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

describe("the build's use of React Router's internals", () => {
  it("was checked against the installed React Router", () => {
    const checked = checkedVersion();
    expect(checked, `${readme} names no "Checked against React Router <version>."`).toBeDefined();
    expect(
      installedVersion(),
      `react-router is no longer the version ${readme} was checked against: re-check the hydration data ` +
        "(hydration-data.ts), the deferred hydration (defer-hydration.ts) and the route module reload guard " +
        "(route-module-reload-guard.ts) as the README lists, then write the installed version there",
    ).toBe(checked);
  });
});
