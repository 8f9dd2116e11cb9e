/**
 * Every address of the site is written once, in the route table (core/routing/pages.ts and endpoints.ts):
 * the code derives its paths and their queries from there (pathTo, fileTo, the endpoints' constants), and
 * the files that cannot import TypeScript keep a copy that must equal the table's.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { renderedQueries, routeDefinitions } from "../../core/routing/derive.ts";
import * as endpoints from "../../core/routing/endpoints.ts";
import { healthPath } from "../../core/routing/endpoints.ts";
import { languages, pageIds, pages, type PageEntry } from "../../core/routing/pages.ts";

const root = join(import.meta.dirname, "../..");
const tableFiles = new Set(["core/routing/pages.ts", "core/routing/endpoints.ts"]);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !tableFiles.has(path)) yield path;
  }
}

/** The text of every string and template literal of a module, without comments or import specifiers. */
function stringLiterals(file: string): Array<{ text: string; line: number }> {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node): void => {
    const isSpecifier =
      node.parent !== undefined &&
      (ts.isImportDeclaration(node.parent) ||
        ts.isExportDeclaration(node.parent) ||
        ts.isExternalModuleReference(node.parent) ||
        (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword));
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      !isSpecifier
    ) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The addresses the code must not write by hand: every endpoint and prefix, every file of the table, and
 * every page path (a pattern up to its first parameter: `/case-study/` of `/case-study/:name`), but `/`.
 */
const tablePaths: string[] = [
  ...new Set(
    [
      ...Object.values<unknown>(endpoints).filter((value) => typeof value === "string"),
      ...routeDefinitions.map((route) => route.path.replace(/:.*$/, "").replace(/\/$/, "") || "/"),
    ].filter((path) => path !== "/"),
  ),
];

/**
 * A table path inside a literal, as an address rather than part of another word: not after a letter, a dot
 * or a dash (`routes/faq.tsx`, `https://example.com/pricing`, `./pricing/plans.ts`), and, unless it ends
 * with a slash, not followed by more of a segment (`/blogging`).
 */
const addressPattern = new RegExp(
  tablePaths
    .map((path) => `(?<![\\w.\\-/])${escape(path)}${path.endsWith("/") ? "" : "(?![\\w\\-])"}`)
    .join("|"),
);

/** A query of a page of the table, written by hand (`?download=`, `&page=`) rather than by pathTo. */
const queryPattern = new RegExp(`[?&](${renderedQueries.map(escape).join("|")})=`);

describe("the address table", () => {
  it("is the only place the code writes a site address", () => {
    const strays = ["app", "core", "server", "scripts"].flatMap((dir) =>
      [...sourceFiles(dir)].flatMap((file) =>
        stringLiterals(file)
          .filter(({ text }) => addressPattern.test(text) || queryPattern.test(text))
          .map(({ text, line }) => `${file}:${line}: ${JSON.stringify(text.slice(0, 80))}`),
      ),
    );
    expect(strays).toEqual([]);
    // Parses a few hundred modules: seconds on a busy machine.
  }, 60_000);

  it("finds an address written by hand, and leaves other words alone", () => {
    for (const text of [
      "/healthz",
      "/api/consent",
      "/assets/x.js",
      "Sitemap: /sitemap.xml",
      "/beranda",
      "/fitur/cuti#a",
    ]) {
      expect(addressPattern.test(text), text).toBe(true);
    }
    for (const text of [
      "routes/faq.tsx",
      "https://example.com/pricing",
      "./pricing/plans.ts",
      "/",
      "/blogging",
    ]) {
      expect(addressPattern.test(text), text).toBe(false);
    }
    expect(queryPattern.test("?download=")).toBe(true);
    expect(queryPattern.test("https://wa.me/62?text=")).toBe(false);
  });

  it("knows the address the Dockerfile's health check asks", () => {
    const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
    const healthCheck = dockerfile.split("\n").find((line) => line.startsWith("HEALTHCHECK"));
    expect(healthCheck).toContain(`:\${process.env.PORT}${healthPath}\``);
  });
});

describe("the route list of docs/product.md", () => {
  /** The paths in a cell of the list: its code spans that are paths (not `?lang=id`). */
  const pathsIn = (cell: string) => [...cell.matchAll(/`(\/[^`]*)`/g)].map((match) => match[1] ?? "");
  const rows =
    readFileSync(join(root, "docs/product.md"), "utf8")
      .split("## Screens and routes")[1]
      ?.split(/\n#+ /)[0]
      ?.split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| Screen") && !line.startsWith("| ---"))
      .map((line) => line.split("|").slice(1, -1)) ?? [];

  it("lists the table's paths in each language, and no other", () => {
    const listed = {
      en: rows.flatMap(([, en = ""]) => pathsIn(en)),
      id: rows.flatMap(([, en = "", id = ""]) =>
        id.trim().startsWith("the same") ? pathsIn(en) : pathsIn(id),
      ),
    };
    for (const lang of languages) {
      expect(listed[lang].sort(), lang).toEqual(pageIds.map((pageId) => pages[pageId].paths[lang]).sort());
    }
  });

  it("names each page's extra paths beside it", () => {
    const screens = rows.flatMap(([screen = ""]) => pathsIn(screen));
    const aliases = pageIds.flatMap((pageId) => {
      const entry: PageEntry = pages[pageId];
      return Object.values(entry.aliases ?? {}).flatMap((list) => list ?? []);
    });
    expect(screens.sort()).toEqual(aliases.sort());
  });
});
