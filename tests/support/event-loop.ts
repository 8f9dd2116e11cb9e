import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../../scripts/processes/postgres-server.ts";

/**
 * How long the server's event loop was held, read from the server itself: its metrics export Node's
 * event-loop delay as measured by `monitorEventLoopDelay` (prom-client's default metrics), and every scrape
 * reports the longest delay since the previous scrape and starts a new window. A request that keeps the loop
 * busy for 2 s shows here as a 2 s delay, however fast the client's own clock says the answer came.
 *
 * How Node measures it decides how the probe reads it. A timer ticks every 10 ms (prom-client's
 * resolution) and records the time since its previous tick: an idle loop reads about 10 ms, and a loop held
 * for 200 ms reads between 200 and 210 ms: less one tick, the figure bounds the longest hold. A scrape
 * resets the histogram, and the first tick after a reset only starts counting again: a hold that begins
 * before that tick is never recorded. So `reset` waits past one tick before it returns, and `heldMs` lets
 * the tick that follows a hold fire before it reads.
 *
 * On a busy machine the server's thread also waits for a core, and that wait shows as delay too, though
 * the server did nothing. So `heldMs` is the lesser of the longest delay and the CPU time the whole
 * process used in the window (`process_cpu_seconds_total`): a loop held by work used at least that much
 * CPU, so the figure still bounds the hold from above, and a wait for a core does not count.
 */
export interface EventLoopProbe {
  /** Ends the current window: what happened before this call is not counted by the next `heldMs`. */
  reset(): Promise<void>;
  /**
   * The longest time between two ticks of the server's event loop since the last `reset`, in ms. Call
   * `reset` again before the next request: reading ends the window.
   */
  heldMs(): Promise<number>;
}

/** prom-client's default resolution of `monitorEventLoopDelay`, in ms. */
const tickMs = 10;

/** Environment for `startSite` that opens the metrics on a port of their own, for `eventLoopProbe`. */
export async function eventLoopMetricsEnv(): Promise<{ METRICS_PORT: string }> {
  return { METRICS_PORT: String(await freePort()) };
}

/** Reads the event-loop delay of a site started with `eventLoopMetricsEnv()`'s environment. */
export function eventLoopProbe(env: { METRICS_PORT: string }): EventLoopProbe {
  const url = `http://127.0.0.1:${env.METRICS_PORT}/metrics`;
  const scrape = async (): Promise<{ maxDelayMs: number; cpuMs: number }> => {
    const lines = (await (await fetch(url)).text()).split("\n");
    const read = (name: string) => {
      const line = lines.find((entry) => entry.startsWith(`${name} `));
      if (!line) throw new Error(`The metrics at ${url} have no ${name}`);
      return Number(line.split(" ")[1]) * 1000;
    };
    return { maxDelayMs: read("nodejs_eventloop_lag_max_seconds"), cpuMs: read("process_cpu_seconds_total") };
  };
  let cpuAtReset = 0;
  return {
    async reset() {
      cpuAtReset = (await scrape()).cpuMs;
      // The first tick after the scrape's reset records nothing: wait until it has surely passed.
      await sleep(tickMs * 3);
    },
    async heldMs() {
      // The tick after a hold records it: a few ms for it to fire, then read.
      await sleep(tickMs / 2);
      const { maxDelayMs, cpuMs } = await scrape();
      return Math.max(0, Math.min(maxDelayMs - tickMs, cpuMs - cpuAtReset));
    },
  };
}
