import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";

// `npm start` serves no content editor: it runs only under `npm run cms` (docs/editing.md).

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site.stop();
});

describe("the production server without the editor's settings", () => {
  it.each(["/keystatic", "/keystatic/singleton/home-en", "/api/keystatic/tree"])(
    "answers 404 at %s",
    async (path) => {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(404);
      // The site's own page for an unknown address, not the editor's.
      expect(await response.text()).toContain(dictionaries.en.notFound.title);
    },
  );

  it("sends no page a script of the editor's", () => {
    const assets = join(rootDir, "build", "client", "assets");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    const carrying = scripts.filter((name) =>
      /keystatic|@keystar/i.test(readFileSync(join(assets, name), "utf8")),
    );
    expect(carrying).toEqual([]);
  });
});
