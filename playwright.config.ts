import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./scripts/processes/chromium.ts";
import { registerDataFiles } from "./scripts/vite/content-data-plugin.ts";
import { rootDir } from "./scripts/repository-root.ts";
import { toolsBuild, toolsPort } from "./scripts/test/tools-build.ts";
import { editorPort } from "./tests/e2e/servers/editor-port.ts";
import { fakeGitHubResolverRules } from "./tests/e2e/fakes/fake-github-address.ts";

// Tests import the pages' content, whose YAML data files Node cannot read alone; this file is loaded
// in the runner and again in each worker, before any test file.
registerDataFiles(rootDir);

// E2E_PORT, E2E_TOOLS_PORT and E2E_EDITOR_PORT move the three servers when these ports are taken on a shared machine.
const port = Number(process.env.E2E_PORT ?? 3300);
const baseURL = `http://127.0.0.1:${port}`;

// Every run starts with an empty database, so subscriptions of an earlier run cannot collide. Playwright loads
// this file again in each worker process: the environment hands them the runner's directory.
const ownDataDir = process.env.REGU_E2E_DATA_DIR === undefined;
const dataDir = (process.env.REGU_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "regu-e2e-")));
if (ownDataDir) {
  // The runner made it and exits after stopping the server: the database of the run goes with it.
  process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

const config = defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is fixed, not retried: a retry would hide it.
  retries: 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
    trace: "retain-on-failure",
  },
  projects: [
    {
      // The content editor, as `npm run cms` runs it, on a copy of the repository: first in the list, so that
      // its serial run (some six minutes) starts at once beside the other tests rather than ending the run
      // alone on one worker. Its server is no web server below: the editor tests' worker starts it
      // (tests/e2e/servers/editor-site.ts), so a run that selects no editor test (`--project chromium`, a file
      // filter, `--grep`) never copies the repository or starts a development server for nothing.
      name: "editor",
      testMatch: /editor\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 900 },
        baseURL: `http://127.0.0.1:${editorPort}`,
      },
    },
    {
      // The editor in GitHub mode, as the live site serves it, against a fake GitHub that this browser
      // reaches at GitHub's own addresses (tests/e2e/fakes/fake-github-address.ts), its certificate made
      // for the run. The spec file starts the site and the fake, only when Playwright runs it; second in
      // the list for the editor's reason, its one test (a minute and a half) starting early.
      name: "editor-github",
      testMatch: /editor-github\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 900 },
        ignoreHTTPSErrors: true,
        launchOptions: { executablePath: testBrowserPath, args: [...chromiumArgs, fakeGitHubResolverRules] },
      },
    },
    {
      name: "chromium",
      testIgnore: /(consent|chat|editor|editor-github)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      // The cookie banner, the tools it lets in and the live chat exist only in a build with tools configured.
      name: "consent",
      testMatch: /(consent|chat)\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${toolsPort}`,
      },
    },
  ],
  webServer: [
    {
      // Serves ./build, which the test command builds before Playwright starts, on a real PostgreSQL with a
      // real SMTP server (tests/e2e/servers/serve.ts).
      command: "node tests/e2e/servers/serve.ts",
      // Ready once the database is migrated (/healthz answers as soon as the server listens).
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      // Its start line, and its shutdown line should something stop it in the middle of a run.
      stdout: "pipe",
      timeout: 120_000,
      env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    },
    {
      // Serves ./build-tools (npm test builds it with the same settings); the server reads the same IDs for
      // its Content-Security-Policy. Its own database and mail, under DATA_DIR/tools.
      command: "node tests/e2e/servers/serve.ts",
      url: `http://127.0.0.1:${toolsPort}/readyz`,
      reuseExistingServer: false,
      stdout: "pipe",
      timeout: 120_000,
      env: {
        PORT: String(toolsPort),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(dataDir, "tools"),
        ...toolsBuild,
      },
    },
  ],
});

// E2E_WEB_SERVERS=none starts neither site above, for a run of the editor projects alone, which use neither
// (`E2E_WEB_SERVERS=none npx playwright test --project editor-github`): Playwright starts every web server on
// every run, whatever the run selects. A test that needs them then fails to connect, as it should.
if (process.env.E2E_WEB_SERVERS === "none") config.webServer = [];

export default config;
