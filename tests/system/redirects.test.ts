import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addressesFileName,
  parsePublishedAddresses,
  type PublishedAddresses,
} from "../../core/routing/published-addresses.server.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { send } from "../support/site-requests.ts";

// The build of the suite, as the last deploy published it, and the same build with two redirects, as the
// next deploy would publish it after an article was renamed and a page removed.
const built = parsePublishedAddresses(readFileSync(join(rootDir, "build", "addresses.json"), "utf8"));
const renamed = { from: "/blog/attendance/our-old-title", to: "/blog/attendance" };
const removed = { from: "/features/old-feature", to: "/features/leave" };

let work: string;
let site: SiteProcess;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "regu-redirects-"));
  const buildDir = join(work, "build");
  mkdirSync(buildDir);
  for (const entry of ["client", "server", "downloads", "csp-hashes.json"]) {
    symlinkSync(join(rootDir, "build", entry), join(buildDir, entry));
  }
  const next: PublishedAddresses = {
    pages: built?.pages ?? [],
    redirects: { ...built?.redirects, [renamed.from]: renamed.to, [removed.from]: removed.to },
  };
  writeFileSync(join(buildDir, "addresses.json"), JSON.stringify(next));
  site = await startSite({ BUILD_DIR: buildDir });
});
afterAll(async () => {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("an old address", () => {
  it("is sent for good to the page that replaced it, with its query", async () => {
    const answer = await send(site.port, { method: "GET", path: `${renamed.from}?utm_source=newsletter` });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${renamed.to}?utm_source=newsletter`);
    const head = await send(site.port, { method: "HEAD", path: removed.from });
    expect(head.status).toBe(301);
    expect(head.headers.location).toBe(removed.to);
  });

  it("is sent in one step when it ends in a slash", async () => {
    const answer = await send(site.port, { method: "GET", path: `${renamed.from}/` });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(renamed.to);
  });

  it("leaves every other address as it was", async () => {
    expect((await send(site.port, { method: "GET", path: renamed.to })).status).toBe(200);
    expect((await send(site.port, { method: "GET", path: "/features/no-such-feature" })).status).toBe(404);
  });
});

/** `npm run check-addresses` on `buildDir` against an archive folder holding `lists`. */
function checkAgainst(buildDir: string, lists: PublishedAddresses[]) {
  const archive = mkdtempSync(join(work, "archive-"));
  for (const list of lists) {
    const body = JSON.stringify(list);
    writeFileSync(join(archive, addressesFileName(body)), body);
  }
  return spawnSync("npm", ["run", "-s", "check-addresses"], {
    cwd: rootDir,
    env: { ...process.env, BUILD_DIR: buildDir, ASSET_ARCHIVE_DIR: archive },
    encoding: "utf8",
  });
}

describe("a deploy's check of its addresses", () => {
  const earlier = (): PublishedAddresses => ({
    pages: [...(built?.pages ?? []), renamed.from, removed.from],
    redirects: {},
  });

  it("refuses a build without a page or a redirect at an address an earlier deploy published, naming each", () => {
    const check = checkAgainst(join(rootDir, "build"), [earlier()]);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("an earlier deploy published these addresses");
    expect(check.stderr).toContain(`  ${renamed.from}\n`);
    expect(check.stderr).toContain(`  ${removed.from}\n`);
    expect(check.stderr).toContain("Redirects");
  });

  it("takes the build that redirects them", () => {
    const check = checkAgainst(join(work, "build"), [earlier(), built as PublishedAddresses]);
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    expect(check.stdout).toContain("every address of the 2 earlier builds");
  });

  it("refuses a build that drops a redirect an earlier deploy had", () => {
    const withRedirects = parsePublishedAddresses(
      readFileSync(join(work, "build", "addresses.json"), "utf8"),
    );
    const check = checkAgainst(join(rootDir, "build"), [withRedirects as PublishedAddresses]);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(renamed.from);
  });
});
