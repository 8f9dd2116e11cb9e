import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rootDir } from "../../scripts/start-args.ts";
import { sourceFiles } from "../support/source-files.ts";

const read = (file: string) => readFileSync(join(rootDir, file), "utf8");

/** The folders directly under `parent` that hold a tracked source file. */
function foldersWithCode(parent: string): string[] {
  const folders = sourceFiles()
    .filter((file) => file.startsWith(`${parent}/`))
    .map((file) => file.split("/"))
    .filter((parts) => parts.length > 2)
    .map((parts) => `${parent}/${parts[1]}/`);
  return [...new Set(folders)].sort();
}

describe("the README's layout section", () => {
  const readme = read("README.md");
  const layout = readme.slice(
    readme.indexOf("## How the code is laid out"),
    readme.indexOf("## Life of a request"),
  );

  it("names every folder of the domain core and of the pages", () => {
    const folders = [...foldersWithCode("core"), ...foldersWithCode("app")];
    expect(folders.length).toBeGreaterThan(20);
    expect(folders.filter((folder) => !layout.includes(`\`${folder}\``))).toEqual([]);
  });

  it("names every top-level folder of code", () => {
    const topLevel = [...new Set(sourceFiles().map((file) => file.split("/")[0]))]
      .filter((name) => name !== undefined && !name.includes("."))
      .map((name) => `${name}/`);
    expect(topLevel.filter((folder) => !layout.includes(`\`${folder}\``))).toEqual([]);
  });
});

describe("the index of decision records", () => {
  const index = read("docs/decisions/README.md");
  const records = readdirSync(join(rootDir, "docs/decisions")).filter((file) => /^\d{4}-.*\.md$/.test(file));

  it("lists every record with its number and title", () => {
    for (const record of records) {
      const heading = /^# (\d+)\. (.+)$/m.exec(read(`docs/decisions/${record}`));
      expect(heading, record).not.toBeNull();
      const [, number, title] = heading ?? [];
      expect(Number(number), record).toBe(Number(record.slice(0, 4)));
      expect(index, record).toMatch(
        new RegExp(`\\|\\s*${number} \\| \\[${escapeRegExp(title ?? "")}\\]\\(${record}\\)`),
      );
    }
  });

  it("links no record that does not exist", () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.filter((file) => !records.includes(file ?? ""))).toEqual([]);
    expect(linked.length).toBe(records.length);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
