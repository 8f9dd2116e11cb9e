/**
 * Markdown's inline tokens as runs of text, each with the style its marks give it: bold, italic, code,
 * links made absolute, and a template's fill-in fields.
 */
import type { Token } from "marked";
import { pdfText } from "./pdf-characters.server.ts";
import { color, type Style } from "./pdf-layout.server.ts";
import type { Run } from "./pdf-measure.server.ts";

export interface RenderContext {
  siteUrl: string;
  /** Whether square brackets mark fields to fill in (the templates). */
  placeholders: boolean;
  file: string;
}

/**
 * Typewriter quotes as printers set them, since the content is typed with straight ones. Across runs:
 * the quote before a bold word opens, the one after it closes.
 */
export function curlyQuotes(runs: Run[]): Run[] {
  let before = "";
  return runs.map((run) => {
    if (run.style.code || run.lineBreak) {
      before = run.lineBreak ? " " : run.text.slice(-1);
      return run;
    }
    let text = "";
    for (const char of run.text) {
      const opens = before === "" || /[\s([{\u2013\u2014/]/.test(before);
      if (char === '"') text += opens ? "\u201c" : "\u201d";
      else if (char === "'") text += opens ? "\u2018" : "\u2019";
      else text += char;
      before = char;
    }
    return { ...run, text };
  });
}

function absoluteUrl(href: string, siteUrl: string): string {
  if (href.startsWith("/")) return `${siteUrl}${href}`;
  return href;
}

/** Markdown's inline tokens as runs of text, each with the style its marks give it. */
export function inlineRuns(tokens: Token[] | undefined, style: Style, context: RenderContext): Run[] {
  return curlyQuotes(collectRuns(tokens, style, context));
}

function collectRuns(tokens: Token[] | undefined, style: Style, context: RenderContext): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "text":
        if ("tokens" in token && token.tokens && token.tokens.length > 0) {
          runs.push(...collectRuns(token.tokens, style, context));
        } else runs.push(...textRuns(token.text, style, context));
        break;
      case "escape":
        runs.push({ text: pdfText(token.text), style });
        break;
      case "strong":
        runs.push(...collectRuns(token.tokens, { ...style, bold: true }, context));
        break;
      case "em":
        runs.push(...collectRuns(token.tokens, { ...style, italic: true }, context));
        break;
      case "del":
        runs.push(...collectRuns(token.tokens, style, context));
        break;
      case "codespan":
        runs.push({ text: pdfText(token.text), style: { ...style, code: true } });
        break;
      case "link":
        runs.push(
          ...collectRuns(
            token.tokens,
            { ...style, link: absoluteUrl(token.href, context.siteUrl), color: color.brand600 },
            context,
          ),
        );
        break;
      case "br":
        runs.push({ text: "", style, lineBreak: true });
        break;
      case "image":
        runs.push(...textRuns(token.text, style, context));
        break;
      case "html":
        // An inline comment or tag has nothing to print.
        break;
      default:
        throw new Error(`${context.file}: the PDF cannot draw inline "${token.type}"`);
    }
  }
  return runs;
}

export function textRuns(text: string, style: Style, context: RenderContext): Run[] {
  const clean = pdfText(text);
  if (!context.placeholders) return [{ text: clean, style }];
  return clean
    .split(/(\[[^\]]+\])/)
    .filter((part) => part !== "")
    .map((part) => ({
      text: part,
      style: { ...style, placeholder: part.startsWith("[") && part.endsWith("]") },
    }));
}
