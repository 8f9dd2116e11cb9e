import type { ChildProcess } from "node:child_process";

/**
 * Ties a web server script's life to the site it started: when the site exits, or Playwright stops the
 * script, the site is stopped, `cleanUp` runs and the script exits (with the site's code if it died).
 */
export function stopWithSite(site: ChildProcess, cleanUp: () => Promise<void> | void): void {
  let stopping = false;
  async function stop(code: number) {
    if (stopping) return;
    stopping = true;
    site.kill("SIGTERM");
    if (site.exitCode === null) await new Promise((resolve) => site.once("exit", resolve));
    await cleanUp();
    process.exit(code);
  }
  site.once("exit", (code) => void stop(code ?? 1));
  process.on("SIGTERM", () => void stop(0));
  process.on("SIGINT", () => void stop(0));
}
