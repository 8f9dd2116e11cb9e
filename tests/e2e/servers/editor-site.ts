/**
 * The editor tests' server, `npm run cms` on a copy of the repository (serve-editor.ts), as a worker
 * fixture: it starts when the worker that runs the editor tests starts, and stops with that worker.
 *
 * It is not one of playwright.config.ts's web servers because those start on every run, whatever the run
 * selects, and this one is the dearest: a copy of the repository and a development server whose first page
 * has Vite bundle Keystatic, a minute or more on two cores. A worker fixture is set up only once Playwright
 * has chosen an editor test to run, by whatever chose it (`--project`, a file filter, `--grep`,
 * `--last-failed`, a shard, the UI), so no reading of the command line has to guess which tests will run.
 */
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { test as base } from "@playwright/test";
import { rootDir } from "../../../scripts/repository-root.ts";
import { editorPort } from "./editor-port.ts";

export interface EditorSite {
  /** Every line the server has written so far (the per-request lines left out, as serve-editor.ts does). */
  log(): string[];
}

/** Whether something listens on the port (a server of an earlier run still stopping, or another's). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function answersReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/readyz`)).status === 200;
  } catch {
    return false;
  }
}

/**
 * Has the server build the editor's page and the dependencies it imports, as the browser's first visit
 * would: Vite found them before the server started (editor/dev-server.ts) and answers each bundled
 * dependency once its bundling is done, so the first test starts on a server that has nothing left to do
 * for the editor.
 */
async function warmUp(url: string): Promise<void> {
  const page = await fetch(`${url}/keystatic`);
  if (!page.ok) throw new Error(`GET /keystatic answered ${page.status}`);
  const entry = /<script type="module" src="(\/editor\/[^"]+)"/.exec(await page.text())?.[1];
  if (!entry) throw new Error("the editor's page names no module under /editor/");
  const module = await (await fetch(url + entry)).text();
  const dependencies = new Set(module.match(/\/node_modules\/\.vite\/deps\/[^"'?]+\.js(?:\?v=\w+)?/g));
  if (dependencies.size === 0) throw new Error(`${entry} imports no bundled dependency:\n${module}`);
  await Promise.all(
    [...dependencies].map(async (dependency) => {
      const answer = await fetch(url + dependency);
      if (!answer.ok) throw new Error(`GET ${dependency} answered ${answer.status}`);
      await answer.arrayBuffer();
    }),
  );
}

export const test = base.extend<object, { editorSite: EditorSite }>({
  editorSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
    async ({}, provide) => {
      const runDir = process.env.REGU_E2E_DATA_DIR;
      if (!runDir) throw new Error("REGU_E2E_DATA_DIR is not set (playwright.config.ts sets it)");
      const url = `http://127.0.0.1:${editorPort}`;
      // A retry's worker may start while the failed worker's server is still stopping.
      for (let waited = 0; await listening(editorPort); waited += 250) {
        if (waited >= 30_000) {
          throw new Error(`Port ${editorPort} is taken: set E2E_EDITOR_PORT to a free port.`);
        }
        await sleep(250);
      }

      const lines: string[] = [];
      const server = spawn(process.execPath, ["tests/e2e/servers/serve-editor.ts"], {
        cwd: rootDir,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          PORT: String(editorPort),
          HOST: "127.0.0.1",
          DATA_DIR: join(runDir, "editor"),
        },
      });
      for (const stream of [server.stdout, server.stderr]) {
        createInterface({ input: stream }).on("line", (line) => {
          lines.push(line);
          console.log(`[editor site] ${line}`);
        });
      }
      const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
      const died = () => server.exitCode !== null || server.signalCode !== null;
      try {
        while (!(await answersReady(url))) {
          if (died()) {
            throw new Error(
              `The editor's server exited (${server.exitCode ?? server.signalCode}):\n${lines.join("\n")}`,
            );
          }
          await sleep(250);
        }
        await warmUp(url);
        await provide({ log: () => [...lines] });
      } finally {
        // serve-editor.ts stops the site and deletes the copy before it exits.
        if (!died()) {
          server.kill("SIGTERM");
          await exited;
        }
      }
    },
    // Copying the repository, starting the development server and waiting for Vite's first bundling.
    { scope: "worker", auto: true, timeout: 300_000 },
  ],
});

export { expect } from "@playwright/test";
