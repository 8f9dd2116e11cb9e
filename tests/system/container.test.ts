/**
 * What the Dockerfile's image runs, without Docker: the files its last stage copies, in a folder of their
 * own, with only the production dependencies its npm line installs, started with its CMD and checked with
 * its HEALTHCHECK. The image build itself is not run here (docs/operations.md, "Containers").
 *
 * The list of files is read from the Dockerfile's COPY lines, not kept in a second place: what the image
 * copies and what this test copies cannot drift apart.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rootDir } from "../../scripts/repository-root.ts";
import { startArgs } from "../../scripts/processes/start-args.ts";
import { startPostgres, freePort, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { contactPost, newsletterPost, send } from "../support/site-requests.ts";
import { waitUntil } from "../../scripts/processes/wait.ts";

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions per stage (continuation lines joined, comments dropped). */
function readStages(text: string): { name: string; instructions: Instruction[] }[] {
  const stages: { name: string; instructions: Instruction[] }[] = [];
  const logical = text
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  for (const line of logical) {
    const [keyword = "", ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    if (instruction.keyword === "FROM") {
      stages.push({ name: /\sAS\s+(\S+)/i.exec(line)?.[1] ?? String(stages.length), instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** The instructions' JSON form (`CMD ["node", …]`), which the Dockerfile uses so the server gets signals. */
function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) {
    throw new Error(`expected the JSON (exec) form, got ${args}`);
  }
  return parsed;
}

const dockerfile = readStages(readFileSync(join(rootDir, "Dockerfile"), "utf8"));
const finalStage = dockerfile.at(-1);
if (!finalStage) throw new Error("The Dockerfile has no stage");
const of = (keyword: string) => finalStage.instructions.filter((item) => item.keyword === keyword);
const workdirOf = (stage: { instructions: Instruction[] }) =>
  stage.instructions.findLast((item) => item.keyword === "WORKDIR")?.args ?? "/";
const appDir = workdirOf(finalStage);

/** Each COPY of the last stage as (file or folder here, path inside the image's WORKDIR). */
function copiedFiles(): { from: string; to: string; context: boolean }[] {
  return of("COPY").flatMap(({ args }) => {
    const words = args.split(/\s+/);
    const stageName = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
    const [dest = "", ...sources] = words.filter((word) => !word.startsWith("--")).reverse();
    const source = stageName ? dockerfile.find((stage) => stage.name === stageName) : undefined;
    if (stageName && !source) throw new Error(`COPY --from=${stageName}: no such stage`);
    return sources.reverse().map((path) => {
      // The build stage is this project after `npm run build`, in its WORKDIR.
      const from = source ? posix.relative(workdirOf(source), path) : posix.normalize(path);
      if (from.startsWith("..")) throw new Error(`COPY ${path} is outside the build stage's WORKDIR`);
      const target = dest.endsWith("/") || sources.length > 1 ? posix.join(dest, posix.basename(path)) : dest;
      const to = posix.relative(appDir, posix.resolve(appDir, target));
      if (to.startsWith("..")) throw new Error(`COPY to ${dest} is outside the WORKDIR ${appDir}`);
      return { from, to, context: !source };
    });
  });
}

const imageDir = mkdtempSync(join(tmpdir(), "regu-image-"));
const dataDir = join(imageDir, "data");
let postgres: PostgresServer | undefined;
let site: ReturnType<typeof spawn> | undefined;
let url = "";
let port = 0;
let output = "";

/** A container's environment: the image's settings and the database, nothing else of this machine's. */
const imageEnv = () => ({
  PATH: process.env.PATH ?? "",
  HOME: imageDir,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? "",
});

beforeAll(async () => {
  for (const { from, to } of copiedFiles()) {
    mkdirSync(dirname(join(imageDir, to)), { recursive: true });
    cpSync(join(rootDir, from), join(imageDir, to), { recursive: true });
  }
  mkdirSync(dataDir);
  const [install] = of("RUN")
    .map(({ args }) => args.split("&&")[0]?.trim() ?? "")
    .filter((command) => /^npm (ci|install)\b/.test(command));
  if (!install?.includes("--omit=dev")) throw new Error("The last stage installs no production dependencies");
  const installing = new Promise<void>((resolve, reject) => {
    // From the npm cache when it has the packages; the registry otherwise.
    const [npm = "npm", ...args] = [...install.split(/\s+/), "--prefer-offline"];
    const child = spawn(npm, args, {
      cwd: imageDir,
      // This machine's npm settings and cache (HOME), without what `npx vitest` passed down to us.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("npm_"))),
        NODE_ENV: "production",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${install} failed (${code}):\n${errors}`)),
    );
  });
  const [started, installed] = await Promise.allSettled([startPostgres(), installing]);
  if (started.status === "fulfilled") postgres = started.value;
  for (const result of [started, installed]) if (result.status === "rejected") throw result.reason;

  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const [command, ...args] = execForm(of("CMD").at(-1)?.args ?? "[]");
  expect(command).toBe("node");
  site = spawn(process.execPath, args, { cwd: imageDir, env: imageEnv(), stdio: ["ignore", "pipe", "pipe"] });
  site.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  site.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  await waitUntil(
    async () => {
      if (site?.exitCode !== null) throw new Error(`The image's server exited:\n${output}`);
      return fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
    },
    { timeoutMs: 60_000, intervalMs: 100, message: () => `Not ready within 60 s:\n${output}` },
  );
}, 180_000);

afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site?.once("exit", resolve));
    site.kill("SIGTERM");
    await exited;
  }
  await postgres?.stop();
  rmSync(imageDir, { recursive: true, force: true });
});

describe("the image's files, dependencies and command", () => {
  it("starts the server as npm start does", () => {
    expect(execForm(of("CMD").at(-1)?.args ?? "[]")).toEqual(["node", ...startArgs()]);
  });

  it("copies nothing the build context leaves out (.dockerignore)", () => {
    const ignored = readFileSync(join(rootDir, ".dockerignore"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#") && !/[*?[!]/.test(line));
    const fromContext = copiedFiles().filter((file) => file.context);
    for (const { from } of fromContext) {
      expect(
        ignored.filter((pattern) => from === pattern || from.startsWith(`${pattern}/`)),
        from,
      ).toEqual([]);
    }
  });

  it("installs no development dependency", () => {
    const lock = JSON.parse(readFileSync(join(imageDir, "package-lock.json"), "utf8")) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const devOnly = Object.entries(lock.packages)
      .filter(([path, entry]) => path.startsWith("node_modules/") && entry.dev)
      .map(([path]) => path);
    expect(devOnly.length).toBeGreaterThan(0);
    expect(devOnly.filter((path) => existsSync(join(imageDir, path)))).toEqual([]);
    // The ones the server could reach for: Vite (only with --dev) and React Router's build tools.
    expect(existsSync(join(imageDir, "node_modules/vite"))).toBe(false);
    expect(existsSync(join(imageDir, "node_modules/@react-router/dev"))).toBe(false);
  });

  it("answers /healthz, /readyz, pages, a 404 and the forms from those files alone", async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: "ready" });
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
    // Rendered for the request by the server build, not a prerendered file.
    expect((await fetch(`${url}/no-such-page`)).status).toBe(404);
    const contact = await send(port, contactPost(port, "image@example.com"));
    expect(contact.status).toBe(303);
    expect((await send(port, newsletterPost(port, "image@example.com"))).status).toBe(200);
  });

  it("passes its HEALTHCHECK, which needs no curl", () => {
    const healthcheck = of("HEALTHCHECK").at(-1)?.args ?? "";
    const [command, ...args] = execForm(healthcheck.slice(healthcheck.indexOf("CMD ") + 4));
    expect(command).toBe("node");
    const result = spawnSync(process.execPath, args, { env: imageEnv(), timeout: 10_000 });
    expect(result.status).toBe(0);
  });

  it("runs the operator command (npm run leads) from those files", () => {
    const result = spawnSync(process.execPath, ["scripts/ops/leads.ts", "outbox"], {
      cwd: imageDir,
      env: imageEnv(),
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("checks its addresses against the earlier builds its data folder keeps (npm run check-addresses)", () => {
    // The instance started above copied its build's list into $DATA_DIR/assets: the same build passes.
    const result = spawnSync(process.execPath, ["scripts/ops/check-addresses.ts"], {
      cwd: imageDir,
      env: imageEnv(),
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("every address of the 1 earlier build kept at");
    expect(result.status).toBe(0);
  });
});
