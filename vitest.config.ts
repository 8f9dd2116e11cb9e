import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, testBrowserPath } from "./scripts/processes/chromium.ts";
import { readPublicConfig } from "./core/config/public.ts";
import { recaptchaScript } from "./core/vendors/recaptcha.ts";
import { contentDataFiles } from "./scripts/vite/content-data-plugin.ts";

/**
 * System tests that run with nothing beside them: they measure the event loop or a time limit (drains, body
 * rates, time-outs), or put the machine under a load whose effect they read. docs/testing.md says why.
 */
const systemAlone = [
  "client-networks",
  "fuzz",
  "multi-instance",
  "proxy",
  "readiness",
  "search-cost",
  "shutdown",
  "slow-bodies",
  "slow-clients",
  "time-fuzz",
].map((name) => `tests/system/${name}.test.ts`);

export default defineConfig({
  plugins: [contentDataFiles(import.meta.dirname)],
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig({})),
    __CONSENT_ENABLED__: "false",
    __RECAPTCHA_SCRIPT__: JSON.stringify(recaptchaScript),
    __RECAPTCHA_ENABLED__: "false",
  },
  test: {
    // `npm run test:smoke` runs the tests tagged "smoke" in every tier (docs/testing.md).
    tags: [
      { name: "smoke", description: "a quick check of a tier's main behaviours, for npm run test:smoke" },
    ],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // Pure logic: a worker keeps the modules it loaded for its next file, so the content and the
          // dictionaries are read once per worker, not once per file (a third of the CPU time).
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        // Dependencies bundled before the first file: found while the tests run, they would reload the page.
        optimizeDeps: {
          include: ["react", "react/jsx-dev-runtime", "react-dom", "react-dom/client", "react-router", "zod"],
        },
        test: {
          // One component at a time in a real browser (docs/testing.md, "Component tests").
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: testBrowserPath, args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // One real PostgreSQL server for the tier, each file a database of its own on it
          // (tests/support/integration-postgres.setup.ts); give it time on a slow machine.
          globalSetup: ["tests/support/integration-postgres.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes on the production build (npm test runs them after the build), two files at
          // a time: these assert nothing about time, so a neighbour's load cannot fail them.
          name: "system-paired",
          include: ["tests/system/**/*.test.ts"],
          exclude: systemAlone,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "system-alone",
          include: systemAlone,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
