import { Marked } from "marked";
import { ContentProblem } from "../../content/schema/content-problem.ts";

/** A Markdown text and the file it comes from, for error messages. */
export interface LinkedDocument {
  file: string;
  markdown: string;
}

/** The links and images of a Markdown text that lead to this site: targets starting with one `/`. */
export function internalLinks(markdown: string): string[] {
  const marked = new Marked({ gfm: true });
  const targets: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if ((token.type === "link" || token.type === "image") && /^\/(?!\/)/.test(token.href)) {
      targets.push(token.href);
    }
  });
  return targets;
}

/**
 * Throws, naming each file and link, when a link of the content leads to no address of the site. A link
 * may end in a `#fragment` and a `?query`; the path before them must be one of `addresses`.
 */
export function checkInternalLinks(
  documents: Iterable<LinkedDocument>,
  addresses: ReadonlySet<string>,
): void {
  const broken: string[] = [];
  for (const { file, markdown } of documents) {
    for (const link of internalLinks(markdown)) {
      const path = link.replace(/[?#].*$/, "");
      if (!addresses.has(path))
        broken.push(`${file}: the link "${link}" leads to no page or file of the site`);
    }
  }
  if (broken.length > 0) throw new ContentProblem(broken.join("\n"));
}
