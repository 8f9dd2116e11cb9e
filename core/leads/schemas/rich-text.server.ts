import sanitizeHtml from "sanitize-html";
import { escapeMarkup } from "../../text/escape-markup.ts";
import { stripControlCharacters } from "../../text/control-characters.ts";

/**
 * The contact form's message, cleaned on the server before it is stored, mailed to sales or exported.
 *
 * The message field posts one of two things under the same name:
 * - with JavaScript, HTML from the rich-text editor (Lexical's markup, with classes, spans and styles), and
 *   alongside it a hidden `${name}Format=html` (`messageFormat=html` on the contact form);
 * - without JavaScript, the plain text of a `<textarea>`, and no format field.
 * Pass that format as the second argument: "html" cleans the input as HTML, "text" treats every character as
 * text (a typed `<b>` stays the three characters `<b>`). Without it the input is taken as HTML only when it
 * holds one of the tags the editor writes, which is right for everything the form itself posts; an explicit
 * format is still the robust choice. Whichever way is chosen the result is safe: the format decides only
 * whether tags in the input mean formatting or are shown as typed.
 *
 * The HTML that comes out holds only p, br, strong, em, ul, ol, li and a (with an http, https or mailto href,
 * and rel="noopener noreferrer nofollow" target="_blank"), with inline runs wrapped in paragraphs and empty
 * elements dropped. `text` is the same content as plain text for the sales email and the CSV export:
 * paragraphs separated by a blank line, list items as "- item" or "1. item", links as "label (url)".
 * Both are empty strings when the message has no text. Control characters other than tab and line breaks
 * are dropped, whether typed or written as entities. Why our own normaliser rather than Lexical on the
 * server: docs/decisions/0009-rich-text.md.
 */
export type MessageFormat = "html" | "text";

export interface CleanMessage {
  html: string;
  text: string;
}

export function sanitizeMessageHtml(raw: string, format?: MessageFormat): CleanMessage {
  // The form refuses control characters; a message reaching here by another way loses them, since
  // PostgreSQL would refuse a NUL and with it the lead.
  const input = stripControlCharacters(raw, { multiline: true });
  const asHtml = format === undefined ? looksLikeHtml(input) : format === "html";
  const blocks = asHtml ? normaliseBlocks(parseCleanHtml(cleanHtml(input))) : paragraphsFromText(input);
  return { html: serialize(blocks), text: blocksToText(blocks) };
}

/** The tags the editor writes (and a few a paste could bring): their presence is what marks HTML. */
const htmlTagPattern = /<\/?(?:p|br|strong|b|em|i|u|ul|ol|li|a|span|div)(?:\s[^<>]*)?\/?>/i;

export function looksLikeHtml(input: string): boolean {
  return htmlTagPattern.test(input);
}

const linkProtocols = new Set(["http:", "https:", "mailto:"]);
const linkRel = "noopener noreferrer nofollow";

/**
 * An href as the link's target, or null when it is not an absolute http, https or mailto address. The URL
 * parser drops the tabs, newlines and leading control characters that hide a scheme (`java&#x09;script:`
 * arrives decoded as `java\tscript:`), so the scheme checked is the one a browser would follow.
 */
export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  return linkProtocols.has(url.protocol) ? url.href : null;
}

/** Tags whose content is not text to keep: dropped whole, where other unknown tags only lose their markup. */
const droppedWithContent = [
  "script",
  "style",
  "textarea",
  "option",
  "select",
  "xmp",
  "noscript",
  "noembed",
  "noframes",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "template",
  "title",
  "head",
  "svg",
  "math",
  "canvas",
  "audio",
  "video",
];

const keptTags = ["p", "br", "strong", "em", "ul", "ol", "li", "a"];

/** sanitize-html's pass: only the allowed tags and href survive; b→strong, i→em; spans and the rest unwrap. */
function cleanHtml(input: string): string {
  return sanitizeHtml(input, {
    allowedTags: keptTags,
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: droppedWithContent,
    // Deeper nesting than any message needs: the tags beyond lose their markup, the text stays.
    nestingLimit: 24,
    transformTags: {
      b: "strong",
      i: "em",
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const href = safeHref(attribs.href);
        // A link to nowhere safe stays a link without a target, unwrapped to its text below. Not renamed:
        // sanitize-html closes a renamed tag by its new name, so the next link's end would be lost and its
        // label merged with the text and links after it.
        return { tagName: "a", attribs: href === null ? {} : { href } };
      },
    },
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  });
}

// A small tree of the cleaned markup, to wrap stray inline content, drop empty elements and render text.

type Tag = "p" | "br" | "strong" | "em" | "ul" | "ol" | "li" | "a";
interface TextNode {
  kind: "text";
  text: string;
}
interface ElementNode {
  kind: "element";
  tag: Tag;
  href?: string;
  children: MessageNode[];
}
type MessageNode = TextNode | ElementNode;

const tagSet = new Set<string>(keptTags);
const isTag = (name: string): name is Tag => tagSet.has(name);
const inlineTags = new Set<Tag>(["br", "strong", "em", "a"]);
const isInline = (node: MessageNode) => node.kind === "text" || inlineTags.has(node.tag);

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Reads sanitize-html's output, whose shape is known: only the kept tags, attributes double-quoted, text
 * escaped. Anything else (which it never writes) is ignored; unclosed elements close at the end.
 */
function parseCleanHtml(html: string): MessageNode[] {
  const root: ElementNode = { kind: "element", tag: "p", children: [] };
  const stack: ElementNode[] = [root];
  // `[^<>]*`: the output never has "<" inside a tag, and without it a "<" that no ">" follows would be
  // scanned to the end again from every "<".
  const token = /<(\/?)([a-z]+)([^<>]*)>|([^<]+)|</g;
  for (const match of html.matchAll(token)) {
    const [, closing, name, attributes, text] = match;
    const parent = stack[stack.length - 1] ?? root;
    if (text !== undefined || name === undefined) {
      // An entity such as &#1; decodes to a control character: it goes like a typed one.
      const value = stripControlCharacters(decodeEntities(text ?? "<"), { multiline: true });
      const last = parent.children[parent.children.length - 1];
      if (last?.kind === "text") last.text += value;
      else parent.children.push({ kind: "text", text: value });
      continue;
    }
    if (!isTag(name)) continue;
    if (closing) {
      const index = stack.findLastIndex((element) => element.tag === name);
      if (index > 0) stack.length = index;
      continue;
    }
    const element: ElementNode = { kind: "element", tag: name, children: [] };
    if (name === "a") {
      // Kept in the tree even without a safe target, so that its end closes it and not an enclosing one;
      // normaliseInline unwraps it to its label.
      const href = safeHref(decodeEntities(/\shref="([^"]*)"/.exec(attributes ?? "")?.[1] ?? ""));
      if (href !== null) element.href = href;
    }
    parent.children.push(element);
    if (name !== "br") stack.push(element);
  }
  return root.children;
}

const hasText = (nodes: MessageNode[]): boolean =>
  nodes.some((node) => (node.kind === "text" ? node.text.trim() !== "" : hasText(node.children)));

/**
 * Inline content: text, br and inline elements only, blocks flattened into lines, empty elements dropped, and
 * an element inside one of its own kind unwrapped (Lexical's `<b><strong>`, a link in a link).
 */
const outsideAll: ReadonlySet<Tag> = new Set();

function normaliseInline(nodes: MessageNode[], within: ReadonlySet<Tag> = outsideAll): MessageNode[] {
  const out: MessageNode[] = [];
  for (const node of nodes) {
    if (node.kind === "text" || node.tag === "br") {
      out.push(node);
    } else if (node.tag === "a" && node.href === undefined) {
      // A link to nowhere safe (javascript:, data:, none): its label only.
      out.push(...normaliseInline(node.children, within));
    } else if (node.tag === "strong" || node.tag === "em" || node.tag === "a") {
      const children = normaliseInline(node.children, new Set([...within, node.tag]));
      if (!hasText(children)) continue;
      if (within.has(node.tag)) out.push(...children);
      else out.push({ ...node, children });
    } else {
      // A block where only inline content belongs (a paragraph in a list item, a list inside bold text):
      // its content, on lines of its own.
      const children = node.tag === "ul" || node.tag === "ol" ? node.children : [node];
      for (const child of children) {
        const inline = normaliseInline(child.kind === "element" ? child.children : [child], within);
        if (!hasText(inline)) continue;
        if (hasText(out)) out.push({ kind: "element", tag: "br", children: [] });
        out.push(...inline);
      }
    }
  }
  return trimBreaks(out);
}

/** Line breaks at the start or end of a paragraph or item show as nothing but empty lines: dropped. */
function trimBreaks(nodes: MessageNode[]): MessageNode[] {
  const isBlank = (node: MessageNode | undefined) =>
    node !== undefined &&
    ((node.kind === "element" && node.tag === "br") || (node.kind === "text" && node.text.trim() === ""));
  let start = 0;
  let end = nodes.length;
  while (start < end && isBlank(nodes[start])) start++;
  while (end > start && isBlank(nodes[end - 1])) end--;
  return nodes.slice(start, end);
}

function normaliseList(list: ElementNode): ElementNode | null {
  const items: ElementNode[] = [];
  let stray: MessageNode[] = [];
  const flushStray = () => {
    const inline = normaliseInline(stray);
    if (hasText(inline)) items.push({ kind: "element", tag: "li", children: inline });
    stray = [];
  };
  for (const child of list.children) {
    if (child.kind === "element" && child.tag === "li") {
      flushStray();
      const item = normaliseItem(child);
      if (item) items.push(item);
    } else if (child.kind === "element" && (child.tag === "ul" || child.tag === "ol")) {
      // A list right inside a list (not in an item): it belongs to an item of its own.
      flushStray();
      const nested = normaliseList(child);
      if (nested) items.push({ kind: "element", tag: "li", children: [nested] });
    } else {
      stray.push(child);
    }
  }
  flushStray();
  return items.length > 0 ? { kind: "element", tag: list.tag, children: items } : null;
}

/** A list item: its inline content, then any nested lists. */
function normaliseItem(item: ElementNode): ElementNode | null {
  const children: MessageNode[] = [];
  let inline: MessageNode[] = [];
  const flushInline = () => {
    const clean = normaliseInline(inline);
    if (hasText(clean)) {
      if (children.length > 0) children.push({ kind: "element", tag: "br", children: [] });
      children.push(...clean);
    }
    inline = [];
  };
  for (const child of item.children) {
    if (child.kind === "element" && (child.tag === "ul" || child.tag === "ol")) {
      flushInline();
      const nested = normaliseList(child);
      if (nested) children.push(nested);
    } else if (child.kind === "element" && (child.tag === "p" || child.tag === "li")) {
      flushInline();
      inline = child.children;
      flushInline();
    } else {
      inline.push(child);
    }
  }
  flushInline();
  return children.length > 0 ? { kind: "element", tag: "li", children } : null;
}

/** The message's blocks: paragraphs and lists; stray inline content in paragraphs, stray items in lists. */
function normaliseBlocks(nodes: MessageNode[]): ElementNode[] {
  const blocks: ElementNode[] = [];
  let inline: MessageNode[] = [];
  let items: MessageNode[] = [];
  const flushInline = () => {
    const clean = normaliseInline(inline);
    if (hasText(clean)) blocks.push({ kind: "element", tag: "p", children: clean });
    inline = [];
  };
  const flushItems = () => {
    const list = items.length > 0 ? normaliseList({ kind: "element", tag: "ul", children: items }) : null;
    if (list) blocks.push(list);
    items = [];
  };
  for (const node of nodes) {
    // Whitespace between stray items does not end their list.
    if (node.kind === "text" && node.text.trim() === "" && items.length > 0) continue;
    if (isInline(node)) {
      flushItems();
      inline.push(node);
      continue;
    }
    flushInline();
    if (node.kind === "text") continue;
    if (node.tag === "li") {
      items.push(node);
      continue;
    }
    flushItems();
    if (node.tag === "p") {
      inline = node.children;
      flushInline();
    } else {
      const list = normaliseList(node);
      if (list) blocks.push(list);
    }
  }
  flushInline();
  flushItems();
  return blocks;
}

/** Plain text (the textarea's): blank lines separate paragraphs, single newlines are line breaks. */
function paragraphsFromText(input: string): ElementNode[] {
  return input
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => ({
      kind: "element" as const,
      tag: "p" as const,
      children: paragraph.split("\n").flatMap((line, index): MessageNode[] => {
        const text: MessageNode = { kind: "text", text: line.trim() };
        return index === 0 ? [text] : [{ kind: "element", tag: "br", children: [] }, text];
      }),
    }));
}

/**
 * A stored message's HTML for the sales team's mail, its links written out as text: "label (target)", as
 * in the text version. A link's label can show one address and lead to another; in a mail the reader
 * sees where it goes before anything opens it (their mail program may link the address it shows).
 */
export function messageHtmlWithoutLinks(html: string): string {
  return serialize(normaliseBlocks(parseCleanHtml(html)), { links: false });
}

function serialize(nodes: MessageNode[], options: { links: boolean } = { links: true }): string {
  return nodes
    .map((node) => {
      if (node.kind === "text") return escapeMarkup(node.text);
      if (node.tag === "br") return "<br>";
      if (node.tag === "a" && !options.links) return escapeMarkup(linkText(node));
      const open =
        node.tag === "a"
          ? `<a href="${escapeMarkup(node.href ?? "")}" rel="${linkRel}" target="_blank">`
          : `<${node.tag}>`;
      return `${open}${serialize(node.children, options)}</${node.tag}>`;
    })
    .join("");
}

// Plain text: one string per line.

/** Inline content as lines: whitespace collapsed, br as a new line, links as "label (url)". */
function inlineText(nodes: MessageNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === "text") return node.text.replace(/\s+/g, " ");
      if (node.tag === "br") return "\n";
      return node.tag === "a" ? linkText(node) : inlineText(node.children);
    })
    .join("");
}

/** A link as text: its label, and its target when the label does not already say it. */
function linkText(node: ElementNode): string {
  const label = inlineText(node.children);
  if (!node.href) return label;
  const shown = node.href.replace(/^mailto:/, "");
  const same = (a: string, b: string) => a.trim().replace(/\/$/, "") === b.replace(/\/$/, "");
  return same(label, shown) || same(label, node.href) ? label : `${label} (${shown})`;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");

function listLines(list: ElementNode, depth: number): string[] {
  const out: string[] = [];
  const indent = "   ".repeat(depth);
  let number = 0;
  for (const item of list.children) {
    if (item.kind !== "element") continue;
    const inline = item.children.filter((child) => isInline(child));
    const itemLines = lines(inlineText(inline));
    if (itemLines.length > 0) {
      number++;
      const marker = list.tag === "ol" ? `${number}. ` : "- ";
      out.push(`${indent}${marker}${itemLines[0]}`);
      for (const line of itemLines.slice(1)) out.push(`${indent}${" ".repeat(marker.length)}${line}`);
    }
    for (const child of item.children) {
      if (child.kind === "element" && (child.tag === "ul" || child.tag === "ol")) {
        out.push(...listLines(child, depth + 1));
      }
    }
  }
  return out;
}

function blocksToText(blocks: ElementNode[]): string {
  return blocks
    .map((block) =>
      block.tag === "ul" || block.tag === "ol" ? listLines(block, 0) : lines(inlineText(block.children)),
    )
    .filter((blockLines) => blockLines.length > 0)
    .map((blockLines) => blockLines.join("\n"))
    .join("\n\n");
}
