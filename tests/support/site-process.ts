import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rootDir, startArgs } from "../../scripts/start-args.ts";
import { freePort } from "./postgres-server.ts";
import { waitUntil } from "./wait.ts";

export interface SiteProcess {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed so far, standard output and error together. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Sends SIGTERM (unless already gone) and waits for the exit; removes its data folder. */
  stop(): Promise<number | null>;
}

/**
 * Starts the production server as `npm start` does (`node server/main.ts`, with the same Node flags) on
 * the build in ./build, on a free port of 127.0.0.1, and waits until `waitFor` answers 200: by default
 * /readyz, once the database is migrated; /healthz answers as soon as the server listens. Without
 * DATABASE_URL it uses embedded PGlite in a temporary folder of its own.
 */
export async function startSite(
  env: Record<string, string> = {},
  { waitFor = "/readyz" }: { waitFor?: "/readyz" | "/healthz" } = {},
): Promise<SiteProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "regu-site-"));
  let output = "";
  const child = spawn(process.execPath, startArgs(), {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (gone) throw new Error(`The site exited during start:\n${output}`);
      return fetch(url + waitFor).then(
        (response) => response.ok,
        () => false,
      );
    },
    {
      timeoutMs: 60_000,
      intervalMs: 100,
      message: () => `The site did not answer ${waitFor} with 200 within 60 s:\n${output}`,
    },
  );
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    async stop() {
      if (!gone) child.kill("SIGTERM");
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
