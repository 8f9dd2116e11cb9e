import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../core/db/database.server.ts";
import { leads } from "../../core/db/schema.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { waitUntil } from "../../scripts/processes/wait.ts";
import { acknowledged, contactPost, send } from "../support/site-requests.ts";

/** The forms' rate limits would refuse a load from one address: the e2e server raises them the same way. */
const loadEnv = { RATE_LIMIT_PER_IP: "100000", RATE_LIMIT_PER_EMAIL: "100000" };
/** Enough for PGlite's data folder (some 40 MB, a 16 MB WAL segment included) and a little more. */
const diskMb = 80;
/** A bound on the posts sent to a full disk: the first refusals come within a few dozen. */
const maxPosts = 300;

/** A small file system of its own for the data folder: as root, a tmpfs; elsewhere none, and the test skips. */
function mountSmallDisk(dir: string): string | undefined {
  if (process.getuid?.() !== 0) return "mounting a small file system needs root";
  const result = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${diskMb}m`, "tmpfs", dir], {
    encoding: "utf8",
  });
  return result.status === 0 ? undefined : `mount failed: ${result.stderr.trim() || result.error?.message}`;
}

/** Writes zeros to `file` until the file system refuses: the disk is then full. */
function fillDisk(file: string): void {
  const descriptor = openSync(file, "w");
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(descriptor, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(descriptor);
  }
}

const mountPoint = mkdtempSync(join(tmpdir(), "regu-disk-full-"));
const problem = mountSmallDisk(mountPoint);
if (problem) {
  console.warn(`Skipping the disk-full test: ${problem}.`);
  rmSync(mountPoint, { recursive: true, force: true });
}

describe.skipIf(problem !== undefined)("embedded PGlite on a full disk", () => {
  const dataDir = join(mountPoint, "data");
  const filler = join(mountPoint, "filler");
  const started: SiteProcess[] = [];
  afterAll(async () => {
    for (const site of started) await site.stop();
    spawnSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it(
    "refuses leads it cannot store, keeps every one it acknowledged, and recovers",
    { timeout: 180_000 },
    async () => {
      mkdirSync(dataDir);
      const env = { ...loadEnv, DATA_DIR: dataDir };
      const site = await startSite(env);
      started.push(site);
      const told: string[] = [];
      const post = async (email: string) => {
        const sent = contactPost(site.port, email);
        const answer = await send(site.port, sent);
        if (acknowledged(sent, answer)) told.push(email);
        return answer;
      };
      await post("before.full@example.com");
      expect(told).toEqual(["before.full@example.com"]);

      fillDisk(filler);
      // The tables' free pages take some leads still; then the database cannot grow, and says so.
      let refused: { status: number; body: string } | undefined;
      for (let n = 0; n < maxPosts && !refused; n += 1) {
        const answer = await post(`full.${n}@example.com`);
        if (answer.status !== 303) refused = answer;
      }
      expect(refused?.status, "no post was refused on the full disk").toBe(503);
      expect(site.child.exitCode).toBeNull();
      await waitUntil(() => site.logged("No space left on device"), {
        message: () => `the log does not name the full disk:\n${site.output().slice(-2000)}`,
      });

      // Space again: the same server stores leads without a restart.
      rmSync(filler);
      const after = await post("after.full@example.com");
      expect(after.status).toBe(303);
      expect(told).toContain("after.full@example.com");
      await site.stop();

      const database = await openDatabase({ dataDir: join(dataDir, "pglite") });
      try {
        const stored = await database.db
          .select({ email: leads.email })
          .from(leads)
          .where(inArray(leads.email, told));
        const emails = new Set(stored.map((row) => row.email));
        expect(told.filter((email) => !emails.has(email))).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );
});
