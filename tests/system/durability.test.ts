import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { healthPath } from "../../core/routing/endpoints.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import {
  parseTrace,
  straceCommand,
  straceInstallHint,
  straceProblem,
  type TracedCall,
} from "../../scripts/test/strace.ts";
import { waitUntil } from "../../scripts/processes/wait.ts";
import { acknowledged, contactPost, send } from "../support/site-requests.ts";

/** Every way a program can ask for its writes to reach the disk, and the writes: to a file or a visitor. */
const syncCalls = ["fsync", "fdatasync", "sync_file_range", "msync", "syncfs", "sync"];
const writeCalls = ["write", "writev", "pwrite64", "pwritev", "pwritev2", "sendto", "sendmsg"];
const leadCount = 10;

const problem = straceProblem();
// npm test installs strace (or stops and says how): there the test must run, never be skipped.
if (problem && process.env.STRACE_REQUIRED) throw new Error(`${problem}. ${straceInstallHint}`);
if (problem) console.warn(`Skipping the durability trace: ${problem}. ${straceInstallHint}`);

/** The loopback address visitor `n` sends from, so that its answer can be told apart in the trace. */
const visitorAddress = (n: number) => `127.0.0.${20 + n}`;

/** The first write of an answer to a client at `address`: the moment the visitor starts being told. */
function answerTo(calls: TracedCall[], address: string): number {
  return calls.findIndex(
    (call) => writeCalls.includes(call.name) && call.args.includes(`->${address}:`) && call.result > 0,
  );
}

describe.skipIf(problem !== undefined)("a lead stored in embedded PGlite, traced with strace", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "regu-durability-"));
  const traceFile = join(dataDir, "server.trace");
  let site: SiteProcess | undefined;
  afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "is synced to the disk's WAL before the visitor is told it was received",
    { timeout: 120_000 },
    async () => {
      site = await startSite(
        { DATA_DIR: dataDir },
        { wrapWith: straceCommand(traceFile, [...syncCalls, ...writeCalls]) },
      );
      const port = site.port;
      // A mark in the trace: whatever the start synced, it was before this answer.
      await send(port, { method: "GET", path: healthPath }, { localAddress: visitorAddress(0) });
      // One visitor after another, each waiting for its answer: what is synced between two answers was
      // synced for the second visitor's lead.
      for (let n = 1; n <= leadCount; n += 1) {
        const sent = contactPost(port, `durable.${n}@example.com`);
        const answer = await send(port, sent, { localAddress: visitorAddress(n) });
        expect(acknowledged(sent, answer), `lead ${n} answered ${answer.status}`).toBe(true);
      }
      await site.stop();

      const calls = parseTrace(readFileSync(traceFile, "utf8"));
      const walFile = `<${join(dataDir, "pglite", "pg_wal")}/`;
      const isWalWrite = (call: TracedCall) => writeCalls.includes(call.name) && call.args.includes(walFile);
      const isWalSync = (call: TracedCall) =>
        syncCalls.includes(call.name) && call.args.includes(walFile) && call.result === 0;
      let previous = answerTo(calls, visitorAddress(0));
      expect(previous, "the trace holds no answer to the first request").toBeGreaterThanOrEqual(0);
      const perLead: { walWrites: number; walSyncs: number; unsyncedAtAnswer: boolean }[] = [];
      for (let n = 1; n <= leadCount; n += 1) {
        const answer = answerTo(calls, visitorAddress(n));
        expect(answer, `the trace holds no answer to lead ${n}`).toBeGreaterThan(previous);
        const between = calls.slice(previous + 1, answer);
        const lastWalWrite = between.findLastIndex(isWalWrite);
        perLead.push({
          walWrites: between.filter(isWalWrite).length,
          walSyncs: between.filter(isWalSync).length,
          // Written to the WAL, and not synced since, when the visitor is told: a power cut would lose it.
          unsyncedAtAnswer: !between.slice(lastWalWrite + 1).some(isWalSync),
        });
        previous = answer;
      }
      // Every lead commits (the rate-limit counters, then the lead with its outbox rows): WAL is written,
      // and all of it is on the disk before the answer leaves.
      expect(perLead.filter((lead) => lead.walWrites === 0)).toEqual([]);
      expect(perLead.filter((lead) => lead.unsyncedAtAnswer || lead.walSyncs === 0)).toEqual([]);
      // A sync PostgreSQL asked for that failed would be a lead at risk. (Node's logger also syncs its
      // standard output on exit, which a pipe refuses: that one is not the database's.)
      const failedSyncs = calls.filter(
        (call) => syncCalls.includes(call.name) && call.args.includes(`<${dataDir}/`) && call.result !== 0,
      );
      expect(failedSyncs).toEqual([]);
    },
  );
});

describe("embedded PGlite with PGLITE_FSYNC=off", () => {
  let site: SiteProcess | undefined;
  afterAll(async () => {
    await site?.stop();
  });

  it("says at start that acknowledged leads can be lost, and what to do", async () => {
    const running = await startSite({ PGLITE_FSYNC: "off" });
    site = running;
    const warningOf = () => running.logs().find((entry) => entry.msg.includes("PGLITE_FSYNC=off"));
    await waitUntil(() => warningOf() !== undefined, { message: () => running.output().slice(-2000) });
    const warning = warningOf();
    expect(warning?.level).toBe("warn");
    expect(warning?.msg).toMatch(/power cut can lose them/);
    expect(warning?.msg).toContain("DATABASE_URL");
  });
});
