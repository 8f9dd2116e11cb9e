/**
 * The W3C Nu HTML Checker (vnu), as the validator's maintainers publish it on npm (`vnu-jar`), run on
 * Debian's Java. The package is fetched with `npm pack` into node_modules/.cache rather than installed as a
 * dependency: its install script would download a Java runtime from GitHub when none is on the PATH, and
 * nothing may download from anywhere but the package registries. See docs/testing.md.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { rootDir } from "../repository-root.ts";

const version = "26.9.27";
const folder = join(rootDir, "node_modules", ".cache", `vnu-jar-${version}`);
const jar = join(folder, "package", "build", "dist", "vnu.jar");

/** The checker's jar, fetched from the npm registry once. */
export function htmlCheckerJar(): string {
  if (existsSync(jar)) return jar;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const tarball = execFileSync(
    "npm",
    ["pack", `vnu-jar@${version}`, "--pack-destination", folder, "--silent", "--ignore-scripts"],
    { cwd: folder, encoding: "utf8" },
  ).trim();
  execFileSync("tar", ["-xzf", join(folder, tarball.split("\n").at(-1) ?? ""), "-C", folder]);
  if (!existsSync(jar)) throw new Error(`npm pack vnu-jar@${version} did not give ${jar}`);
  return jar;
}

/** Java, which scripts/test/test.ts installs from Debian when it may; undefined with the reason otherwise. */
export function javaProblem(): string | undefined {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error) return "Java is not installed (Debian: sudo apt-get install -y default-jre-headless)";
  const major = /version "(\d+)/.exec(`${probe.stderr}${probe.stdout}`)?.[1];
  if (!major || Number(major) < 11) return `the HTML checker needs Java 11 or later, found ${major ?? "?"}`;
  return undefined;
}

export interface HtmlMessage {
  url: string;
  type: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Every error the checker finds in the HTML files under `dir`. */
export function checkHtml(dir: string): HtmlMessage[] {
  const result = spawnSync(
    "java",
    ["-Xss4m", "-jar", htmlCheckerJar(), "--errors-only", "--format", "json", "--skip-non-html", dir],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  // vnu writes its JSON report to standard error and exits 1 when it found errors.
  const report = JSON.parse(result.stderr || '{"messages":[]}') as { messages: HtmlMessage[] };
  return report.messages;
}
