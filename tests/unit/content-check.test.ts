import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ContentProblem } from "../../content/schema/content-problem.ts";
import { homeSchema } from "../../content/home/schema.ts";
import { readLanguages } from "../../content/schema/page-files.ts";
import { rootDir } from "../../scripts/repository-root.ts";

// The build names every content problem in one run (docs/editing.md, What the build checks).

const homeFile = (lang: "en" | "id") => ({
  file: `content/home/${lang}.yaml`,
  data: parse(readFileSync(join(rootDir, "content", "home", `${lang}.yaml`), "utf8")) as {
    hero: { title: string };
  },
});

describe("a page's data files", () => {
  it("are both named when both languages are broken", () => {
    const en = homeFile("en");
    const id = homeFile("id");
    en.data.hero.title = "";
    id.data.hero.title = "";
    let problem: unknown;
    try {
      readLanguages(homeSchema, { en, id });
    } catch (error) {
      problem = error;
    }
    expect(problem).toBeInstanceOf(ContentProblem);
    expect((problem as Error).message).toMatch(
      /^content\/home\/en\.yaml does not fit its schema:\n {2}hero\.title: .*\ncontent\/home\/id\.yaml does not fit its schema:\n {2}hero\.title: /,
    );
  });
});

describe("the data files' check before the build prerenders", () => {
  it("reads every data file of a copy and lists each broken one, and nothing for a sound one", () => {
    const copy = mkdtempSync(join(tmpdir(), "regu-content-check-"));
    try {
      for (const folder of ["app", "content", "core", "scripts"]) {
        cpSync(join(rootDir, folder), join(copy, folder), { recursive: true });
      }
      for (const file of ["package.json", "tsconfig.json"]) cpSync(join(rootDir, file), join(copy, file));
      symlinkSync(join(rootDir, "node_modules"), join(copy, "node_modules"));
      const check = () =>
        spawnSync(
          process.execPath,
          ["--import", "./scripts/build/register-data-files.ts", "scripts/build/check-data-files.ts"],
          { cwd: copy, encoding: "utf8" },
        );
      const sound = check();
      expect([sound.status, sound.stdout.trim()]).toEqual([0, "[]"]);

      for (const file of ["content/faq/id.yaml", "content/company/about.en.yaml"]) {
        const text = readFileSync(join(copy, file), "utf8");
        writeFileSync(join(copy, file), text.replace(/\n {2}title: .*/, '\n  title: ""'));
      }
      const broken = check();
      expect(broken.status).toBe(1);
      const problems = JSON.parse(broken.stdout.trim().split("\n").at(-1) ?? "") as string[];
      expect(problems.map((problem) => problem.split("\n")[0])).toEqual([
        "content/company/about.en.yaml does not fit its schema:",
        "content/faq/id.yaml does not fit its schema:",
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
