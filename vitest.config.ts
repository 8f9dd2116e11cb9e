import { defineConfig } from "vitest/config";
import { readPublicConfig } from "./core/config/public.ts";
import { recaptchaScript } from "./core/vendors/recaptcha.ts";
import { contentDataFiles } from "./scripts/content-data-plugin.ts";

export default defineConfig({
  plugins: [contentDataFiles(import.meta.dirname)],
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig({})),
    __CONSENT_ENABLED__: "false",
    __RECAPTCHA_SCRIPT__: JSON.stringify(recaptchaScript),
    __RECAPTCHA_ENABLED__: "false",
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // A real PostgreSQL server starts once per file; give it time on a slow machine.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes on the production build (npm test runs them after the build).
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
