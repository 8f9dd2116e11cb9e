/** Builds when needed and runs the two servers under test, bounded in time and always stopped. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { readinessPath } from "../../core/routing/endpoints.ts";
import { onCleanup } from "./cleanup.ts";
import { startArgs } from "../processes/start-args.ts";
import { buildDir, host, rootDir } from "./config.ts";

let failBench: (error: Error) => void = () => undefined;

/** Rejects when a server under test dies before the bench stops it (a crash, or a kill from outside). */
export const serverFailure = new Promise<never>((_, reject) => {
  failBench = reject;
});
// Only observed through Promise.race; without a handler, a rejection after the race would crash the process.
serverFailure.catch(() => undefined);

export interface RunningServer {
  name: string;
  origin: string;
  port: number;
  pid: number;
  stop: () => Promise<void>;
}

/** What the build is made from: the pages, the domain core, the content and the build's own scripts and settings. */
const buildInputs = {
  dirs: [
    "app",
    "core",
    "content",
    "public",
    "scripts/seo",
    "scripts/media",
    "scripts/react-router-internals",
  ],
  files: [
    "vite.config.ts",
    "react-router.config.ts",
    "package-lock.json",
    "scripts/build/postbuild.ts",
    "scripts/build/build-downloads.ts",
    "scripts/vite/content-data-plugin.ts",
    "server/content-security.ts",
    "server/static-files.ts",
  ],
};

/** The most recently changed input of the build, by modification time. */
function newestInput(): { path: string; mtimeMs: number } {
  let newest = { path: "", mtimeMs: 0 };
  const consider = (path: string) => {
    const { mtimeMs } = statSync(path);
    if (mtimeMs > newest.mtimeMs) newest = { path: relative(rootDir, path), mtimeMs };
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) consider(path);
    }
  };
  for (const dir of buildInputs.dirs) walk(join(rootDir, dir));
  for (const file of buildInputs.files) if (existsSync(join(rootDir, file))) consider(join(rootDir, file));
  return newest;
}

/** The settings a build was made with, written beside it so that a build with other settings is redone. */
const settingsFile = (dir: string) => join(dir, "bench-settings.json");

/**
 * Builds into `dir` (`npm run build` with BUILD_DIR and `settings` in its environment) unless a build is
 * there that is newer than every input and was made with the same settings. The two builds the tools phase
 * compares must come from the same sources, so a stale one is rebuilt rather than measured.
 */
export function ensureBuild({
  dir = buildDir,
  settings = {},
}: { dir?: string; settings?: Record<string, string> } = {}): void {
  const name = relative(rootDir, dir);
  const serverBundle = join(dir, "server", "index.js");
  const wanted = JSON.stringify(settings);
  let reason: string | undefined;
  if (!existsSync(serverBundle) || !existsSync(join(dir, "client", "index.html"))) {
    reason = "no build found";
  } else if ((existsSync(settingsFile(dir)) ? readFileSync(settingsFile(dir), "utf8") : "{}") !== wanted) {
    reason = "built with other settings";
  } else {
    const newest = newestInput();
    if (newest.mtimeMs > statSync(serverBundle).mtimeMs) reason = `${newest.path} changed since it was built`;
  }
  if (!reason) return;
  console.log(`${name}/: ${reason}; running npm run build`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: rootDir,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: name, ...settings },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  if (Object.keys(settings).length > 0) writeFileSync(settingsFile(dir), wanted);
}

/** A port free right now; asking the OS avoids clashing with servers another engineer runs. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error("no free port"))));
    });
  });
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return Promise.race([
    new Promise<boolean>((done) => child.once("exit", () => done(true))),
    sleep(ms).then(() => false),
  ]);
}

interface StartOptions {
  name: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  /** The path answering 200 once the server can serve. */
  readyPath: string;
  timeoutMs?: number;
}

async function startServer({
  name,
  args,
  env,
  port,
  readyPath,
  timeoutMs = 60_000,
}: StartOptions): Promise<RunningServer> {
  // process.execPath: the same Node 24 as the bench, whatever `node` is first on PATH.
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: "production", HOST: host, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    // The tail is enough to explain a failed start.
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  let stopping = false;
  // A server dying mid-run would only show later as refused connections: stop the bench, saying why.
  child.once("exit", (code, signal) => {
    if (!stopping)
      failBench(new Error(`${name} exited unexpectedly (code ${code}, signal ${signal}):\n${log}`));
  });
  const stop = onCleanup(
    async () => {
      stopping = true;
      child.kill("SIGTERM");
      // Our server answers the requests in flight before it exits; the bench has none left by then.
      if (!(await waitForExit(child, 5_000))) {
        child.kill("SIGKILL");
        await waitForExit(child, 2_000);
      }
    },
    () => child.kill("SIGKILL"),
  );

  const origin = `http://${host}:${port}`;
  const deadline = Date.now() + timeoutMs;
  try {
    while (true) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${name} exited (code ${child.exitCode}, signal ${child.signalCode}):\n${log}`);
      }
      if (Date.now() > deadline) throw new Error(`${name} not ready after ${timeoutMs / 1000} s:\n${log}`);
      try {
        const response = await fetch(origin + readyPath, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, origin, port, pid: child.pid ?? 0, stop };
}

/**
 * The production server, started as `npm start` starts it, on a fresh database so runs do not depend on
 * each other: embedded PGlite in a temporary folder, or the PostgreSQL server at `databaseUrl`.
 */
export async function startOurServer({
  databaseUrl,
  env = {},
  name = "ours",
}: {
  databaseUrl?: string;
  /** More settings, e.g. another BUILD_DIR and the tools it was built with. */
  env?: Record<string, string>;
  name?: string;
} = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "regu-bench-"));
  const removeData = onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  try {
    const server = await startServer({
      name: `${name} (npm start, ${databaseUrl ? "DATABASE_URL" : "PGlite"})`,
      args: startArgs(),
      // The load phase posts from one address: the limits still count each request, but never refuse.
      env: {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        RATE_LIMIT_PER_IP: "1000000",
        RATE_LIMIT_CONSENT_PER_IP: "1000000",
        RATE_LIMIT_PER_EMAIL: "1000000",
        ...env,
      },
      port,
      // Ready once the database is migrated; /healthz already answers while it is.
      readyPath: readinessPath,
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}

/** React Router's own server, which compresses every response on the fly: the comparison point. */
export async function startReactRouterServe(): Promise<RunningServer> {
  const bin = realpathSync(join(rootDir, "node_modules", ".bin", "react-router-serve"));
  const port = await freePort();
  return startServer({
    name: "react-router-serve",
    args: [bin, join(buildDir, "server", "index.js")],
    env: {},
    port,
    readyPath: "/",
  });
}
