import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rootDir } from "../../scripts/repository-root.ts";
import {
  docFiles,
  headingAnchors,
  pathMentions,
  pathPatterns,
  repositoryFiles,
} from "../support/doc-paths.ts";
import { sourceFiles } from "../support/source-files.ts";

const read = (file: string) => readFileSync(join(rootDir, file), "utf8");

/** Every tracked folder at the top of the repository and directly inside one, as `app/` and `app/routes/`. */
function foldersToDepthTwo(files: readonly string[]): string[] {
  const folders = files
    .map((file) => file.split("/").slice(0, -1))
    .flatMap((parts) => [parts.slice(0, 1), parts.slice(0, 2)])
    .filter((parts) => parts.length > 0)
    .map((parts) => `${parts.join("/")}/`);
  return [...new Set(folders)].sort();
}

/**
 * The folders drawn in the picture of docs/architecture.md#layout, as full paths: each line of the tree is
 * `│   ├── name/` at four characters a level.
 */
function foldersInThePicture(): string[] {
  const architecture = read("docs/architecture.md");
  const layout = architecture.slice(architecture.indexOf("## Layout"));
  const tree = /```text\n([\s\S]*?)```/.exec(layout)?.[1] ?? "";
  const path: string[] = [];
  const folders: string[] = [];
  for (const line of tree.split("\n")) {
    const entry = /^((?:[│ ] {3})*)[├└]── (\S+\/)/.exec(line);
    if (entry === null) continue;
    const depth = (entry[1] ?? "").length / 4;
    path.length = depth;
    path.push(entry[2] ?? "");
    folders.push(path.join(""));
  }
  return folders;
}

describe("the picture of the layout (docs/architecture.md#layout)", () => {
  const pictured = foldersInThePicture();

  it("draws every folder of the repository, to two levels", () => {
    const folders = foldersToDepthTwo(repositoryFiles());
    expect(folders.length).toBeGreaterThan(60);
    expect(folders.filter((folder) => !pictured.includes(folder))).toEqual([]);
  });

  it("draws no folder that is not there, and each once", () => {
    const folders = foldersToDepthTwo(repositoryFiles());
    expect(pictured.filter((folder) => !folders.includes(folder))).toEqual([]);
    expect(new Set(pictured).size).toBe(pictured.length);
  });

  it("covers the folders of the import-graph rules", () => {
    for (const folder of ["core/", "app/", "server/", "scripts/", "tests/", "editor/"]) {
      expect(pictured).toContain(folder);
    }
    expect(sourceFiles().length).toBeGreaterThan(0);
  });
});

/**
 * Names the docs write in code spans that begin like a path of the repository and are not one, each with
 * the reason (docs/style.md#paths-in-the-docs).
 */
const notPaths: Record<string, string> = {
  "content/…": "the branches the content editor creates (docs/editing.md)",
  "content/payroll-cut-off-photo": "the branch the GitHub-mode editor test creates",
};

/**
 * Folders the docs may name before they hold a committed file, each with the module that still names it,
 * so the exception ends with the code that makes it.
 */
const foldersTheSiteFills: Record<string, { namedIn: string; as: string }> = {
  // The photos the editor uploads: no photo is committed yet, and the first one creates the folder.
  "content/media/": { namedIn: "core/media/media-names.ts", as: '"content/media"' },
};

describe("the paths the README and docs/ name (docs/style.md#paths-in-the-docs)", () => {
  const files = repositoryFiles();
  const topLevelFolders = new Set(
    files.filter((file) => file.includes("/")).map((file) => file.split("/")[0] ?? ""),
  );
  const mentions = docFiles(files).flatMap((doc) => pathMentions(doc, topLevelFolders));
  const exists = (path: string) =>
    Object.keys(foldersTheSiteFills).some((folder) => path.startsWith(folder)) ||
    pathPatterns(path).every((pattern) => files.some((file) => pattern.test(file)));

  it("finds the paths in code spans and links", () => {
    expect(mentions.length).toBeGreaterThan(500);
    expect(mentions.map(({ path }) => path)).toContain("core/routing/pages.ts");
  });

  it("names only files and folders that exist", () => {
    const missing = mentions.filter(({ path }) => !(path in notPaths) && !exists(path));
    expect(missing.map(({ where, path }) => `${where}: ${path}`)).toEqual([]);
  });

  it("links only headings that exist", () => {
    const anchors = new Map<string, Set<string>>();
    const broken = mentions.filter(({ path, anchor }) => {
      if (anchor === undefined || !path.endsWith(".md") || !files.includes(path)) return false;
      if (!anchors.has(path)) anchors.set(path, headingAnchors(path));
      return !anchors.get(path)?.has(anchor);
    });
    expect(broken.map(({ where, path, anchor }) => `${where}: ${path}#${anchor ?? ""}`)).toEqual([]);
  });

  it("keeps each exception only while it is needed", () => {
    for (const [folder, { namedIn, as }] of Object.entries(foldersTheSiteFills)) {
      expect(read(namedIn), folder).toContain(as);
      expect(
        files.some((file) => file.startsWith(folder)),
        `${folder} holds files now`,
      ).toBe(false);
    }
    const named = new Set(mentions.map(({ path }) => path));
    expect(Object.keys(notPaths).filter((name) => !named.has(name))).toEqual([]);
  });

  it("tells a path from what is not one", () => {
    const pattern = (path: string) => pathPatterns(path).map(String);
    expect(pattern("content/home/{en,id}.yaml")).toEqual([
      String(/^content\/home\/en\.yaml(\/|$)/),
      String(/^content\/home\/id\.yaml(\/|$)/),
    ]);
    expect(pathPatterns("content/<kind>/schema.ts")[0]?.test("content/faq/schema.ts")).toBe(true);
    expect(pathPatterns("content/<kind>/schema.ts")[0]?.test("content/faq/x/schema.ts")).toBe(false);
    expect(pathPatterns("app/routes/")[0]?.test("app/routes/pricing.tsx")).toBe(true);
    expect(pathPatterns("core/i18n/en.ts")[0]?.test("core/i18n/en.tsx")).toBe(false);
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
