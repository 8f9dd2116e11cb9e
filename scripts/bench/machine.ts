/** The machine a run happened on, and how busy other processes kept it: both qualify the figures. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, cpus, totalmem } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { chromiumPath } from "./config.ts";

export interface Machine {
  cores: number;
  cpu: string;
  /** The machine's RAM: V8 sizes parts of its heap from it. */
  memoryGib: number;
  node: string;
  chromium: string;
  date: string;
}

export function describeMachine(): Machine {
  let chromium = "unknown";
  try {
    // The wrapper script prints noise on stderr; only the version line matters.
    chromium = execFileSync(chromiumPath, ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // Reported as unknown rather than failing the run.
  }
  return {
    // What `nproc` prints: the cores this process may use.
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    memoryGib: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
    date: new Date().toISOString(),
  };
}

/** Busy and total CPU time of the whole machine, in ms summed over cores. */
const machineTimes = () =>
  cpus().reduce(
    (sum, { times }) => {
      const total = times.user + times.nice + times.sys + times.idle + times.irq;
      return { busy: sum.busy + total - times.idle, total: sum.total + total };
    },
    { busy: 0, total: 0 },
  );

let clockTicks: number | undefined;

/** CPU time (ms) used so far by the given processes (the servers) and by the bench itself. */
function ownTimeMs(pids: readonly number[]): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  let ms = (process.cpuUsage().user + process.cpuUsage().system) / 1000;
  for (const pid of pids) {
    try {
      // Fields 14 and 15 of /proc/PID/stat: user and system time in clock ticks (after the `(comm)` field).
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ms += ((Number(fields[11]) + Number(fields[12])) / clockTicks) * 1000;
    } catch {
      // The process has exited: it uses no CPU any more.
    }
  }
  return ms;
}

/**
 * CPU use (0–100 % of the machine) by processes other than the bench and its servers, over a short idle
 * window: anything well above zero (tests, a build) competes with the measurement and skews load and TBT.
 */
export async function backgroundCpuPercent(pids: readonly number[], windowMs = 1_000): Promise<number> {
  const before = machineTimes();
  const ownBefore = ownTimeMs(pids);
  await sleep(windowMs);
  const after = machineTimes();
  const own = ownTimeMs(pids) - ownBefore;
  const total = after.total - before.total;
  return total > 0 ? Math.max(0, Math.round(((after.busy - before.busy - own) / total) * 100)) : 0;
}
