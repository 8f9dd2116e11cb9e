import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEditor } from "../../scripts/build/build-editor.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { editorPagePolicy } from "../../server/editor.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";

// The live site's editor in GitHub mode (docs/editing.md). GitHub itself cannot be reached from here: these
// tests stop where the browser would leave for github.com, and check what the site serves up to there.

const settings = {
  EDITOR_GITHUB_REPO: "regu-id/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
  KEYSTATIC_SECRET: "a-secret-of-at-least-thirty-two-characters",
  KEYSTATIC_GITHUB_APP_SLUG: "regu-content",
};

let buildDir: string;
let site: SiteProcess;
beforeAll(async () => {
  // The site's build as it is, with the editor built beside it as EDITOR_GITHUB_REPO makes `npm run build` do.
  buildDir = mkdtempSync(join(tmpdir(), "regu-editor-build-"));
  for (const entry of readdirSync(join(rootDir, "build"))) {
    if (entry !== "editor") symlinkSync(join(rootDir, "build", entry), join(buildDir, entry));
  }
  await buildEditor(buildDir);
  site = await startSite({ ...settings, BUILD_DIR: buildDir });
}, 180_000);
afterAll(async () => {
  await site?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("the editor on the live site, with its GitHub settings", () => {
  it("serves its page at every editor address, with its settings and a policy that lets it reach GitHub only", async () => {
    for (const path of ["/keystatic", "/keystatic/branch/content%2Fprices/singleton/home-en"]) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-security-policy")).toBe(editorPagePolicy);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain(
        '{"storage":{"kind":"github","repo":"regu-id/website"},"appSlug":"regu-content"}',
      );
      const script = /<script type="module" crossorigin src="(\/editor-assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const code = await fetch(`${site.url}${script}`);
      expect(code.status).toBe(200);
      expect(code.headers.get("cache-control")).toContain("immutable");
      expect(await code.text()).toContain("keystatic");
    }
    expect(editorPagePolicy).toContain("connect-src 'self' https://api.github.com");
    expect(editorPagePolicy).not.toContain("fonts.googleapis.com");
  });

  it("sends an editor who signs in to GitHub with the site's app, to come back to the site", async () => {
    const response = await fetch(`${site.url}/api/keystatic/github/login`, { redirect: "manual" });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe(settings.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${site.url}/api/keystatic/github/oauth/callback`);
  });

  it("keeps the editor's code off every public page", async () => {
    for (const path of ["/", "/beranda", "/blog", "/pricing"]) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      expect(html, path).not.toMatch(/editor-assets|keystatic/i);
    }
    const assets = join(buildDir, "client", "assets");
    for (const name of readdirSync(assets).filter((file) => file.endsWith(".js"))) {
      expect(readFileSync(join(assets, name), "utf8"), name).not.toMatch(/@keystatic|editor-assets/);
    }
  });
});

describe("the editor's settings", () => {
  it("refuses some without the others, naming them", async () => {
    const { readServerConfig } = await import("../../server/config.ts");
    expect(() => readServerConfig({ EDITOR_GITHUB_REPO: "regu-id/website" })).toThrow(
      /the content editor needs all of EDITOR_GITHUB_REPO, KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET, or none\s+→ at EDITOR_GITHUB_REPO/,
    );
    expect(() => readServerConfig({ ...settings, EDITOR_GITHUB_REPO: "website" })).toThrow(/owner\/name/);
  });
});
