import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../../scripts/support/postgres-server.ts";

/**
 * How long the server's event loop was held, read from the server itself: its metrics export Node's
 * event-loop delay as measured by `monitorEventLoopDelay` (prom-client's default metrics), and every scrape
 * reports the longest delay since the previous scrape and starts a new window. A request that keeps the loop
 * busy for 2 s shows here as a 2 s delay, however fast the client's own clock says the answer came.
 */
export interface EventLoopProbe {
  /** Ends the current window: what happened before this call is not counted by the next `heldMs`. */
  reset(): Promise<void>;
  /** The longest single delay of the server's event loop since the last `reset` (or `heldMs`), in ms. */
  heldMs(): Promise<number>;
}

/**
 * How often the server's monitor samples its loop: prom-client's default (`eventLoopMonitoringPrecision`),
 * which server/metrics.ts keeps. Each sample is the time since the previous one, so an idle loop reports
 * this much and a loop held for 40 ms reports about 50.
 */
const monitorResolutionMs = 10;

/** Environment for `startSite` that opens the metrics on a port of their own, for `eventLoopProbe`. */
export async function eventLoopMetricsEnv(): Promise<{ METRICS_PORT: string }> {
  return { METRICS_PORT: String(await freePort()) };
}

/** Reads the event-loop delay of a site started with `eventLoopMetricsEnv()`'s environment. */
export function eventLoopProbe(env: { METRICS_PORT: string }): EventLoopProbe {
  const url = `http://127.0.0.1:${env.METRICS_PORT}/metrics`;
  const scrape = async (): Promise<number> => {
    const text = await (await fetch(url)).text();
    const line = text.split("\n").find((entry) => entry.startsWith("nodejs_eventloop_lag_max_seconds "));
    if (!line) throw new Error(`The metrics at ${url} have no nodejs_eventloop_lag_max_seconds`);
    return Number(line.split(" ")[1]) * 1000;
  };
  return {
    reset: async () => {
      await scrape();
      // A scrape resets Node's histogram, and with it the time of its last sample: the first sample after
      // it only notes the time. Work that started before that sample would go unmeasured, so wait for it.
      await sleep(3 * monitorResolutionMs);
    },
    heldMs: async () => Math.max(0, (await scrape()) - monitorResolutionMs),
  };
}
