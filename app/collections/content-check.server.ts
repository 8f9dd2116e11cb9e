import { spawnSync } from "node:child_process";
import { ContentProblems } from "../../content/schema/content-problem.ts";

/**
 * What the build checks before it prerenders (react-router.config.ts), every content file read before it
 * stops, so that one run names every problem (docs/editing.md, What the build checks): the data files
 * (the pages' YAML, the company's facts), then the Markdown collections and their links. Without the first,
 * a broken data file would surface as the first page's failed render, alone and under a stack trace.
 */
export async function checkedContent(root = process.cwd()): Promise<string[]> {
  const problems = new ContentProblems();
  // In a Node of its own: the build reads this module through Vite's runner, where a data file is no module.
  const check = spawnSync(
    process.execPath,
    ["--import", "./scripts/build/register-data-files.ts", "scripts/build/check-data-files.ts"],
    { cwd: root, encoding: "utf8" },
  );
  if (check.status !== 0 && check.status !== 1) {
    throw new Error(`The data files' check failed:\n${check.stderr}`);
  }
  // Its last line: what the content's modules print as they load comes before.
  const found = JSON.parse(check.stdout.trim().split("\n").at(-1) ?? "[]") as string[];
  for (const problem of found) problems.add(problem);
  const addresses = await problems.attemptAsync(async () => {
    const { checkedSiteAddresses } = await import("./site-addresses.server.ts");
    return checkedSiteAddresses();
  }, []);
  problems.throwIfAny();
  return addresses;
}
