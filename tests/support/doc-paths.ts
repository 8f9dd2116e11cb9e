/**
 * The repository paths the docs name, and whether each still exists: what keeps README.md and docs/ from
 * pointing at a file that moved (docs/style.md, "Paths in the docs").
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import GithubSlugger from "github-slugger";
import { rootDir } from "../../scripts/repository-root.ts";

/** Every file of the repository (tracked, or new and not ignored), as a path from the root. */
export function repositoryFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: rootDir,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file !== "" && existsSync(join(rootDir, file)));
}

/** README.md and every Markdown file under docs/. */
export function docFiles(files: readonly string[] = repositoryFiles()): string[] {
  return files.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));
}

export interface PathMention {
  /** The Markdown file and line that name the path, as `docs/x.md:12`. */
  where: string;
  /** The path as written, from the repository's root (a link's target is resolved from its file's folder). */
  path: string;
  /** The heading a link points to (`#part`), if any. */
  anchor?: string;
}

/** The Markdown of a file with its fenced code blocks blanked out, line for line. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return "";
    }
    return fenced ? "" : line;
  });
}

/**
 * The paths a Markdown file names: every code span, and every word of a sentence, whose first folder is one
 * of the repository's top-level folders (`app/routes/`, `core/i18n/en.ts`, `.ci/run`), and every relative
 * link. A route address
 * (`/pricing`), a URL, a package (`@scope/name`), a command or a folder the build or the server makes
 * (`build/client/`, `data/pglite`) is not a repository path, and a code block holds commands and their
 * output, not references.
 */
export function pathMentions(file: string, topLevelFolders: ReadonlySet<string>): PathMention[] {
  const mentions: PathMention[] = [];
  proseLines(readFileSync(join(rootDir, file), "utf8")).forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const [, span = ""] of line.matchAll(/`([^`]+)`/g)) {
      const [path = "", anchor] = span.replace(/^\.\//, "").split("#");
      const first = path.split("/")[0] ?? "";
      if (path.includes("/") && !/\s/.test(path) && topLevelFolders.has(first))
        mentions.push({ where, path, anchor });
    }
    // A path written out in a sentence, outside code spans and link targets: `core/db/schema.ts.` ends a
    // sentence, so a trailing full stop is not part of it.
    const prose = line.replace(/`[^`]+`/g, " ").replace(/\]\([^)]*\)/g, "] ");
    for (const [written = ""] of prose.matchAll(/(?<![\w/.@$-])[\w.-]+\/[^\s`)\]"',;:]*/g)) {
      const [path = "", anchor] = written.replace(/\.+$/, "").split("#");
      if (topLevelFolders.has(path.split("/")[0] ?? "")) mentions.push({ where, path, anchor });
    }
    // A link written inside a code span is an example, not a link.
    for (const [, target = ""] of line.replace(/`[^`]+`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target) || target.startsWith("/")) continue;
      const [linked = "", anchor] = target.split("#");
      const path =
        linked === ""
          ? file
          : normalize(join(dirname(file), linked))
              .split("\\")
              .join("/");
      mentions.push({ where, path: linked.endsWith("/") && !path.endsWith("/") ? `${path}/` : path, anchor });
    }
  });
  return mentions;
}

/**
 * A path as a pattern over the repository's files. A doc may name a family of files deliberately:
 * `{en,id}` names each of its choices (every one must exist), and `<name>` or `*` stands for any part of
 * one file or folder name (at least one file must fit). A path ending in `/` names a folder.
 */
export function pathPatterns(path: string): RegExp[] {
  const braces = /\{([^{}]+)\}/.exec(path);
  if (braces !== null) {
    return (braces[1] ?? "").split(",").flatMap((choice) => pathPatterns(path.replace(braces[0], choice)));
  }
  const body = path
    .split(/(<[^<>/]+>|\*)/)
    .map((part, index) => (index % 2 === 1 ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return [new RegExp(`^${body}${path.endsWith("/") ? "" : "(/|$)"}`)];
}

/** The anchors GitHub gives a Markdown file's headings, in order (a repeated heading gets `-1`, `-2`…). */
export function headingAnchors(file: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(
    proseLines(readFileSync(join(rootDir, file), "utf8"))
      .map((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1])
      .filter((heading) => heading !== undefined)
      .map((heading) => slugger.slug(heading.replace(/`/g, ""))),
  );
}
