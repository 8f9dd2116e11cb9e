/**
 * How `npm start` runs the production server, read from package.json: the bench and the system tests start
 * it with the same Node flags, so that what they measure and test is what runs in production.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { rootDir } from "../repository-root.ts";

/** The arguments of `node` in the start script, e.g. `["--max-semi-space-size=16", "server/main.ts"]`. */
export function startArgs(): string[] {
  const manifest = JSON.parse(readFileSync(join(rootDir, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const [command, ...args] = (manifest.scripts?.start ?? "").trim().split(/\s+/);
  if (command !== "node" || args.length === 0) {
    throw new Error(`package.json's start script should be "node [flags] server/main.ts", not "${command}"`);
  }
  return args;
}
