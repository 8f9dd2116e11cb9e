import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readServerConfig, serverSettingNames } from "../../server/config.ts";

const configurationDoc = readFileSync(new URL("../../docs/configuration.md", import.meta.url), "utf8").split(
  "\n",
);
const defaults = readServerConfig({}) as unknown as Record<string, unknown>;
// Settled by the server itself (server/environment.ts, from `--dev`), not by whoever runs the site.
const notForOperators = new Set(["NODE_ENV"]);

describe("the configuration tables (docs/configuration.md)", () => {
  it.each(serverSettingNames.filter((name) => !notForOperators.has(name)))(
    "list %s with the default the server uses",
    (name) => {
      const row = configurationDoc.find((line) => line.startsWith(`| \`${name}\``));
      expect(row, `docs/configuration.md has no row for ${name}`).toBeDefined();
      const value = defaults[name];
      // The second cell is the default in every table.
      if (typeof value === "number") expect(row?.split("|")[2]).toContain(`\`${value}\``);
    },
  );
});
