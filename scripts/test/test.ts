/**
 * `npm test`: every check CI runs, stopping at the first failure: typecheck beside lint, unit tests,
 * component tests (one component at a time in Chromium),
 * integration tests (real PostgreSQL and PGlite), the production builds, system tests (the server as
 * a process: sockets, signals, crashes; the pages' HTML) and the e2e suite in Chromium.
 *
 * `npm test -- --only <tier>[,<tier>…]` runs some of them (tiers: typecheck, lint, unit, component, integration,
 * build, system, e2e); system and e2e use the builds already made. `npm run test:smoke` (`--smoke`) builds, then
 * runs the tests tagged "smoke" in every tier. docs/testing.md says what each tier checks.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { testBrowserPath } from "../processes/chromium.ts";
import { toolsBuild } from "./tools-build.ts";
import { javaProblem } from "./html-checker.ts";
import { smokeFiles } from "./smoke-files.ts";
import { straceInstallHint, straceProblem } from "./strace.ts";

const tiers = ["typecheck", "lint", "unit", "component", "integration", "build", "system", "e2e"] as const;
type Tier = (typeof tiers)[number];

interface Command {
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** One step of the run: its commands, one after another, stopping at the first that fails. */
interface Step {
  title: string;
  commands: Command[];
}

const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs a step's commands with `stdio` (inherited when alone, piped when beside another); its status. */
function runStep(step: Step, onOutput?: (text: string) => void): Promise<number> {
  return step.commands.reduce<Promise<number>>(
    (previous, { command, args, env = {} }) =>
      previous.then(
        (status) =>
          new Promise((done) => {
            if (status !== 0) return done(status);
            const child = spawn(command, args, {
              stdio: onOutput ? ["ignore", "pipe", "pipe"] : "inherit",
              env: { ...process.env, ...env },
            });
            child.stdout?.on("data", (chunk: Buffer) => onOutput?.(chunk.toString()));
            child.stderr?.on("data", (chunk: Buffer) => onOutput?.(chunk.toString()));
            child.on("close", (code) => done(code ?? 1));
          }),
      ),
    Promise.resolve(0),
  );
}

/**
 * Runs steps side by side when they wait on different things (on two cores: the type checker beside
 * ESLint), each one's output held and printed whole
 * when it ends, so their lines do not interleave; a step alone prints as it goes. Stops at a failure.
 */
async function runTogether(steps: Step[]): Promise<void> {
  if (steps.length === 0) return;
  const alone = steps.length === 1;
  const results = await Promise.all(
    steps.map(async (step) => {
      const started = Date.now();
      let output = "";
      if (alone) console.log(`\n▶ ${step.title}`);
      const status = await runStep(step, alone ? undefined : (text) => (output += text));
      return { step, status, output, took: seconds(started) };
    }),
  );
  for (const { step, status, output, took } of results) {
    if (!alone) {
      console.log(`\n▶ ${step.title}`);
      process.stdout.write(output);
    }
    if (status === 0) console.log(`✔ ${step.title} (${took} s)`);
    else console.error(`\n✖ ${step.title} failed after ${took} s`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status);
}

/** Runs one command before the tests (installing a package), stopping the run if it fails. */
function runNow(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

/** The tiers named by `--only a,b` (or `--only a --only b`); every tier without it. */
function selectedTiers(args: string[]): Set<Tier> {
  const named = args.flatMap((arg, index) =>
    arg === "--only"
      ? (args[index + 1] ?? "").split(",")
      : arg.startsWith("--only=")
        ? arg.slice(7).split(",")
        : [],
  );
  if (named.length === 0) return new Set(tiers);
  const unknown = named.filter((name) => !(tiers as readonly string[]).includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown tier ${unknown.join(", ")}: --only takes ${tiers.join(", ")}.`);
    process.exit(2);
  }
  return new Set(named as Tier[]);
}

const args = process.argv.slice(2);
const smoke = args.includes("--smoke");
const selected: Set<Tier> = smoke
  ? new Set(["build", "unit", "component", "integration", "system", "e2e"])
  : selectedTiers(args);
const wants = (tier: Tier) => selected.has(tier);

/**
 * Debian packages the suite runs: Chromium's headless shell (component and e2e tests, the deploy test), Java (the HTML
 * checker) and strace (the durability test's system-call trace). Installed when we may (as root, and the
 * browser only when CHROMIUM_PATH does not name another), otherwise the message says what to do.
 */
function ensureDebianPackage(name: string, present: () => boolean, mayInstall: boolean, hint: string): void {
  if (present()) return;
  if (process.getuid?.() === 0 && mayInstall) {
    runNow(`install ${name}`, "apt-get", ["update", "-qq"]);
    runNow(`install ${name}`, "apt-get", ["install", "-y", "-qq", name]);
    return;
  }
  console.error(hint);
  process.exit(1);
}

if (wants("component") || wants("system") || wants("e2e")) {
  ensureDebianPackage(
    "chromium-headless-shell",
    () => existsSync(testBrowserPath),
    !process.env.CHROMIUM_PATH,
    `Chromium's headless shell is missing at ${testBrowserPath}. Install it (Debian: sudo apt-get install -y ` +
      "chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary.",
  );
}
if (wants("system")) {
  ensureDebianPackage(
    "default-jre-headless",
    () => javaProblem() === undefined,
    true,
    `The HTML checker cannot run: ${javaProblem() ?? ""}.`,
  );
  ensureDebianPackage(
    "strace",
    () => straceProblem() === undefined,
    true,
    `The durability test cannot trace the server: ${straceProblem() ?? ""}. ${straceInstallHint}`,
  );
}

type VitestTier = "unit" | "component" | "integration" | "system";

/** The smoke run's Vitest and Playwright arguments: only the tagged tests, only the files that hold them. */
const vitestSmoke = (tier: VitestTier) =>
  smoke ? ["--tags-filter", "smoke", ...smokeFiles(`tests/${tier}`)] : [];
const vitest = (project: string, tier: VitestTier): Command => ({
  command: "npx",
  args: ["vitest", "run", "--project", project, ...vitestSmoke(tier)],
});

const started = Date.now();
const step = (title: string, tier: Tier, ...commands: Command[]): Step[] =>
  wants(tier) ? [{ title, commands }] : [];

await runTogether([
  ...step("typecheck", "typecheck", { command: "npm", args: ["run", "--silent", "typecheck"] }),
  ...step("lint", "lint", { command: "npm", args: ["run", "--silent", "lint"] }),
]);
await runTogether(step("unit tests", "unit", vitest("unit", "unit")));
await runTogether(step("component tests", "component", vitest("component", "component")));
// The integration tests beside the build were tried: on two cores the build's first prerender request passed
// React Router's 10 s limit under the databases' load, and a 30 s test timed out. One after the other.
await runTogether(
  step(
    "integration tests",
    "integration",
    vitest("integration", "integration"),
    // As root: PostgreSQL from a private folder, as a newcomer's clone in `mktemp -d` (docs/testing.md).
    ...(smoke ? [] : [{ command: "node", args: ["scripts/test/test-private-folder.ts"] }]),
  ),
);
await runTogether(
  step(
    "build",
    "build",
    { command: "npm", args: ["run", "--silent", "build"] },
    // The consent spec's build: the same site with (fake) analytics IDs, in ./build-tools. A full build, not a
    // light one (BUILD_PROFILE): static-files.test.ts reads its compressed pages and consent.spec.ts downloads
    // a resource's PDF from it.
    { command: "npm", args: ["run", "--silent", "build"], env: toolsBuild },
  ),
);
// strace is installed by now: the durability test must run, not be skipped.
await runTogether(
  step("system tests", "system", {
    ...vitest("system-*", "system"),
    env: smoke ? {} : { STRACE_REQUIRED: "1" },
  }),
);
await runTogether(
  step("e2e tests", "e2e", {
    command: "npx",
    args: ["playwright", "test", ...(smoke ? ["--grep", "@smoke", ...smokeFiles("tests/e2e")] : [])],
  }),
);
console.log(`\nAll checks passed (${seconds(started)} s).`);
