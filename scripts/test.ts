/**
 * `npm test`: every check CI runs, in order, stopping at the first failure: typecheck, lint, unit tests,
 * integration tests (real PostgreSQL and PGlite), the production build, system tests (the server as a
 * process: sockets, signals, crashes; the pages' HTML by the W3C checker) and the e2e suite in Chromium.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath as chromium } from "./chromium.ts";
import { toolsBuild } from "./support/tools-build.ts";
import { javaProblem } from "./support/html-checker.ts";
import { straceInstallHint, straceProblem } from "./support/strace.ts";

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

interface Step {
  title: string;
  command: string;
  args: string[];
}

/**
 * Runs steps that share nothing side by side (on two cores, the type checker beside ESLint), each one's
 * output held and printed whole when it ends, so their lines do not interleave. Stops like `run`.
 */
async function runTogether(steps: Step[]): Promise<void> {
  const results = await Promise.all(
    steps.map(
      (step) =>
        new Promise<{ step: Step; status: number | null; output: string; seconds: string }>((done) => {
          const started = Date.now();
          let output = "";
          const child = spawn(step.command, step.args, { stdio: ["ignore", "pipe", "pipe"] });
          child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
          child.on("close", (status) =>
            done({ step, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
          );
        }),
    ),
  );
  for (const { step, status, output, seconds } of results) {
    console.log(`\n▶ ${step.title}: ${step.command} ${step.args.join(" ")}`);
    process.stdout.write(output);
    if (status === 0) console.log(`✔ ${step.title} (${seconds} s)`);
    else console.error(`\n✖ ${step.title} failed after ${seconds} s`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

/**
 * Debian packages the suite runs: Chromium (e2e), Java (the HTML checker) and strace (the durability
 * test's system-call trace). Installed when we may (as
 * root, and Chromium only when CHROMIUM_PATH does not name another), otherwise the message says what to do.
 */
function ensureDebianPackage(name: string, present: () => boolean, mayInstall: boolean, hint: string): void {
  if (present()) return;
  if (process.getuid?.() === 0 && mayInstall) {
    run(`install ${name}`, "apt-get", ["update", "-qq"]);
    run(`install ${name}`, "apt-get", ["install", "-y", "-qq", name]);
    return;
  }
  console.error(hint);
  process.exit(1);
}

ensureDebianPackage(
  "chromium",
  () => existsSync(chromium),
  !process.env.CHROMIUM_PATH,
  `Chromium is missing at ${chromium}. Install it (Debian: sudo apt-get install -y chromium) ` +
    "or set CHROMIUM_PATH to a Chromium binary.",
);
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
await runTogether([
  { title: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { title: "lint", command: "npm", args: ["run", "--silent", "lint"] },
]);
run("unit tests", "npx", ["vitest", "run", "--project", "unit"]);
run("integration tests", "npx", ["vitest", "run", "--project", "integration"]);
run("PostgreSQL from a private folder", "node", ["scripts/test-private-folder.ts"]);
run("build", "npm", ["run", "--silent", "build"]);
// The consent spec's build: the same site with (fake) analytics IDs, in ./build-tools.
run("build with analytics tools", "npm", ["run", "--silent", "build"], toolsBuild);
// strace is installed by now: the durability test must run, not be skipped.
run("system tests", "npx", ["vitest", "run", "--project", "system"], { STRACE_REQUIRED: "1" });
run("e2e tests", "npx", ["playwright", "test"]);
console.log("\nAll checks passed.");
