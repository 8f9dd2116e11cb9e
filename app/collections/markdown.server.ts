import GithubSlugger from "github-slugger";
import { Marked } from "marked";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { ContentProblem } from "../../content/schema/content-problem.ts";

export interface Heading {
  /** The heading's anchor on the page, unique within the document. */
  id: string;
  text: string;
  depth: number;
}

export interface MarkdownDocument<T> {
  data: T;
  /** The body as written, for what renders it otherwise (a resource's PDF). */
  markdown: string;
  html: string;
  headings: Heading[];
}

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * A content file: its YAML front matter checked against the collection's schema, its Markdown body as
 * HTML with an id on every heading. Anything wrong throws with the file's name, which fails the build.
 */
export function parseMarkdownFile<Schema extends z.ZodType>(
  file: string,
  source: string,
  schema: Schema,
): MarkdownDocument<z.output<Schema>> {
  const block = frontMatterBlock.exec(source);
  if (!block)
    throw new ContentProblem(`${file}: the file must start with front matter between two "---" lines`);
  let raw: unknown;
  try {
    raw = parseYaml(block[1] ?? "");
  } catch (error) {
    throw new ContentProblem(`${file}: the front matter is not valid YAML: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    // One line a field, each naming the file: the build lists them with the other files' problems.
    const lines = result.error.issues.map(
      (issue) =>
        `${file}: ${issue.path.length > 0 ? issue.path.join(".") : "front matter"}: ${issue.message}`,
    );
    throw new ContentProblem(lines.join("\n"));
  }
  const markdown = source.slice(block[0].length);
  return { data: result.data, markdown, ...renderMarkdown(markdown) };
}

/** Markdown to HTML (GitHub's dialect), with GitHub-style ids on headings for links and contents. */
export function renderMarkdown(markdown: string): { html: string; headings: Heading[] } {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens, this.parser.textRenderer);
        const id = slugger.slug(text);
        headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  return { html: marked.parse(markdown, { async: false }), headings };
}
