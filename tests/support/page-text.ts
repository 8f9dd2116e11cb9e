import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Lang } from "../../core/routing/pages.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { decodeEntities } from "../../scripts/seo/page-seo.ts";
import { urlPathOf } from "../../server/static-files.ts";

/** What a visitor reads on a prerendered page: its language, and its words as one text. */
export interface PageText {
  urlPath: string;
  lang: Lang;
  text: string;
}

const clientDir = join(rootDir, "build", "client");

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * The words of a page's HTML as a visitor reads them: its title, its search description and the text of
 * its body, without scripts, styles and tags (each tag a space), entities decoded, spaces collapsed.
 */
export function visibleText(html: string): string {
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const words = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities(`${description} ${words}`).replace(/\s+/g, " ").trim();
}

/** Every prerendered page of the build (`npm run build` first), with its language from `<html lang>`. */
export function builtPages(): PageText[] {
  if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run npm run build first.`);
  return [...walk(clientDir)]
    .filter((path) => path.endsWith(".html"))
    .map((file) => {
      const html = readFileSync(file, "utf8");
      const lang = /<html[^>]* lang="(en|id)"/.exec(html)?.[1] as Lang | undefined;
      if (!lang) throw new Error(`${file}: no <html lang="en|id">`);
      return { urlPath: urlPathOf(relative(clientDir, file)), lang, text: visibleText(html) };
    });
}
