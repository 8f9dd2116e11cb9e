import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { enterableByOthers } from "../../scripts/processes/postgres-binaries.ts";

describe("whether the PostgreSQL server's user can reach a folder", () => {
  const base = mkdtempSync(join(tmpdir(), "regu-reach-"));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it("is no for anything inside a folder only its owner may enter (mktemp -d)", () => {
    chmodSync(base, 0o700);
    mkdirSync(join(base, "repo", "node_modules"), { recursive: true, mode: 0o755 });
    expect(enterableByOthers(join(base, "repo", "node_modules"))).toBe(false);
  });

  it("is yes when every folder on the way may be entered", () => {
    chmodSync(base, 0o755);
    expect(enterableByOthers(join(base, "repo", "node_modules"))).toBe(enterableByOthers(tmpdir()));
    expect(enterableByOthers("/")).toBe(true);
  });

  it("is no for a path that does not exist", () => {
    expect(enterableByOthers(join(base, "missing"))).toBe(false);
  });
});
