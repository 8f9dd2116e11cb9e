import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readinessPath, type healthPath } from "../../core/routing/endpoints.ts";
import { rootDir } from "../repository-root.ts";
import { startArgs } from "./start-args.ts";
import { copyPgliteTemplate } from "./pglite-template.ts";
import { freePort } from "./postgres-server.ts";
import { waitUntil } from "./wait.ts";

/** One line of the server's log (server/logger.ts): JSON with a level and a message. */
export interface LogEntry {
  level: string;
  msg: string;
  time: string;
  [field: string]: unknown;
}

export interface SiteProcess {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed so far, standard output and error together. */
  output(): string;
  /** What it wrote to standard error: nothing, unless Node itself complained. */
  stderr(): string;
  /** The complete lines of standard output so far, each parsed. */
  logs(): readonly LogEntry[];
  /** Lines of standard output that are not a JSON log entry: there should be none. */
  unparsed(): readonly string[];
  /** Whether a log entry's message so far contains `text`. */
  logged(text: string): boolean;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Sends SIGTERM (unless already gone) and waits for the exit; removes its data folder. */
  stop(): Promise<number | null>;
}

/**
 * Starts the production server as `npm start` does (`node server/main.ts`, with the same Node flags) on
 * the build in ./build, on a free port of 127.0.0.1, and waits until `waitFor` answers 200: by default
 * /readyz, once the database is migrated; /healthz answers as soon as the server listens. Without
 * DATABASE_URL it uses embedded PGlite in a temporary folder of its own, copied from a migrated template
 * (pglite-template.ts) unless the test passes its own DATA_DIR.
 */
export async function startSite(
  env: Record<string, string> = {},
  {
    waitFor = readinessPath,
    wrapWith = [],
    cwd = rootDir,
  }: {
    waitFor?: typeof readinessPath | typeof healthPath;
    /** The project folder the server runs in: its content, read again at start, and BUILD_DIR under it. */
    cwd?: string;
    /**
     * A command that runs the server as its child, e.g. `["strace", "-o", file, "--"]`: `child` is then
     * that command, and `stop()` signals the server inside it (a tracer may not pass SIGTERM on).
     */
    wrapWith?: string[];
  } = {},
): Promise<SiteProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "regu-site-"));
  if (env.DATABASE_URL === undefined && env.DATA_DIR === undefined) await copyPgliteTemplate(dataDir);
  let output = "";
  let stderr = "";
  let partial = "";
  const entries: LogEntry[] = [];
  const unparsed: string[] = [];
  const [command = process.execPath, ...commandArgs] = [...wrapWith, process.execPath, ...startArgs()];
  const child = spawn(command, commandArgs, {
    cwd,
    // No drain time unless a test asks for one: most stop the server only to clean up. React's production
    // build, as `npm start` runs it: a test runner's NODE_ENV=test would load its development build, several
    // times slower to render a page.
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      SHUTDOWN_DRAIN_MS: "0",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    output += chunk;
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const entry = parseEntry(line);
      if (entry) entries.push(entry);
      else unparsed.push(line);
    }
  });
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    output += chunk;
    stderr += chunk;
  });
  // "close", not "exit": by then the output is read to its end.
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
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
    stderr: () => stderr,
    logs: () => entries,
    unparsed: () => unparsed,
    logged: (text) => entries.some((entry) => entry.msg.includes(text)),
    exited,
    async stop() {
      if (!gone) {
        const server = wrapWith.length > 0 && child.pid ? childProcessOf(child.pid) : undefined;
        if (server) process.kill(server, "SIGTERM");
        else child.kill("SIGTERM");
      }
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** The first child of process `pid`, from /proc (Linux), if it has one. */
function childProcessOf(pid: number): number | undefined {
  try {
    const [first] = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
    return first ? Number(first) : undefined;
  } catch {
    return undefined;
  }
}

function parseEntry(line: string): LogEntry | undefined {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== "object" || value === null) return undefined;
    const entry = value as Partial<LogEntry>;
    return typeof entry.level === "string" && typeof entry.msg === "string" && typeof entry.time === "string"
      ? (entry as LogEntry)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A stack trace's frame line, as Node prints it. */
const stackFrame = /\n\s+at .+:\d+:\d+\)?/;

/**
 * Every stack the server printed: in a log entry (an `err` with its stack, or any text with a frame line)
 * or on standard error. A client's mistake must never produce one.
 */
export function stacksIn(site: SiteProcess): string[] {
  const found: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === "string" && stackFrame.test(value)) found.push(`${where}: ${value.slice(0, 300)}`);
    else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) visit(inner, `${where}.${key}`);
    }
  };
  for (const entry of site.logs()) visit(entry, entry.msg);
  if (stackFrame.test(site.stderr())) found.push(`stderr: ${site.stderr().slice(0, 300)}`);
  return found;
}
