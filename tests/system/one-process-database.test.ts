/**
 * One process at a time on the embedded database's folder (core/db/pglite-lock.server.ts): a second server
 * on the same DATA_DIR — `npm start` beside `npm run cms`, or two `npm start`s — refuses to start and says
 * why, instead of writing over the first one's database. A clean stop gives the folder back; a process
 * killed outright leaves a lock the next start takes over.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { healthPath } from "../../core/routing/endpoints.ts";
import { copyPgliteTemplate } from "../../scripts/processes/pglite-template.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";

const dataDir = mkdtempSync(join(tmpdir(), "regu-one-process-"));
const lockFile = join(dataDir, "pglite.lock");
const started: SiteProcess[] = [];

async function start(options?: { waitFor: typeof healthPath }) {
  const site = await startSite({ DATA_DIR: dataDir }, options);
  started.push(site);
  return site;
}

afterAll(async () => {
  for (const site of started) await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database's folder", () => {
  it("is refused to a second server while the first runs, with what to do", async () => {
    await copyPgliteTemplate(dataDir);
    const first = await start();
    expect(existsSync(lockFile)).toBe(true);

    // Listening comes before the database: the second may answer /healthz for a moment before it exits.
    let output: string;
    try {
      const second = await start({ waitFor: healthPath });
      expect(await second.exited).toBe(1);
      output = second.output();
    } catch (error) {
      output = (error as Error).message;
    }
    expect(output).toContain(
      `${join(dataDir, "pglite")} is open in another process (pid ${first.child.pid})`,
    );
    expect(output).toContain("npm run cms");
    expect(output).not.toMatch(/\n\s+at /);

    // The first goes on serving, its database whole.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(existsSync(lockFile), "given back on a clean stop").toBe(false);
  });

  it("is taken over from a server killed outright", async () => {
    const killed = await start();
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(existsSync(lockFile), "left behind by the killed server").toBe(true);

    const next = await start();
    expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
  });
});
