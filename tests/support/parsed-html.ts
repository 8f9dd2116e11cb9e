/**
 * A page's HTML parsed as a browser's parser reads it (htmlparser2, which sanitize-html brings), with the few
 * queries the system tests ask of it: elements by tag and attributes, their text, and the names a screen
 * reader gives them. Entities come decoded and attribute names in lower case (`hrefLang` is `hreflang`).
 */
import { DomUtils, parseDocument } from "htmlparser2";

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlElement = ReturnType<typeof DomUtils.findAll>[number];
type Scope = HtmlDocument | HtmlElement;

export const parseHtml = (html: string): HtmlDocument => parseDocument(html);

/**
 * The elements under `scope` with this tag name (or any, for "*") whose attributes match: a string must be
 * the attribute's exact value, `true` only asks for the attribute.
 */
export function all(
  scope: Scope,
  tag: string,
  attributes: Record<string, string | true> = {},
): HtmlElement[] {
  return DomUtils.findAll(
    (element) =>
      (tag === "*" || element.name === tag) &&
      Object.entries(attributes).every(([name, value]) =>
        value === true ? name in element.attribs : element.attribs[name] === value,
      ),
    scope.children,
  );
}

/** The text under a node, spaces collapsed as a browser lays it out in one line. */
export const text = (node: Scope): string => DomUtils.textContent(node).replace(/\s+/g, " ").trim();

type HtmlNode = HtmlElement["children"][number];
const isElement = (node: HtmlNode | HtmlElement["parent"]): node is HtmlElement =>
  node !== null && "attribs" in node;

/** The nearest enclosing element with this tag name. */
export function ancestor(element: HtmlElement, tag: string): HtmlElement | undefined {
  for (let parent = element.parent; isElement(parent); parent = parent.parent) {
    if (parent.name === tag) return parent;
  }
  return undefined;
}

/** The document an element is in (the outermost node above it). */
function rootOf(element: HtmlElement): Scope {
  let node: HtmlElement | HtmlDocument = element;
  while (node.parent) node = node.parent as HtmlElement | HtmlDocument;
  return node;
}

/**
 * The accessible name, as far as this site's markup needs it: `aria-labelledby`'s elements, else
 * `aria-label`, else an image's `alt`, else the text inside (hidden words of `sr-only` included, as a screen
 * reader reads them; `aria-hidden` ones left out).
 */
export function accessibleName(element: HtmlElement): string {
  const labelledBy = element.attribs["aria-labelledby"];
  if (labelledBy) {
    const root = rootOf(element);
    return labelledBy
      .split(/\s+/)
      .map((id) => {
        const label = all(root, "*", { id })[0];
        return label ? text(label) : "";
      })
      .join(" ")
      .trim();
  }
  const label = element.attribs["aria-label"];
  if (label !== undefined) return label.trim();
  if (element.name === "img") return (element.attribs.alt ?? "").trim();
  const shown = (node: HtmlNode): string => {
    if (!isElement(node)) return DomUtils.textContent(node);
    return node.attribs["aria-hidden"] === "true" ? "" : node.children.map(shown).join("");
  };
  return element.children.map(shown).join("").replace(/\s+/g, " ").trim();
}

/**
 * What a screen reader announces as images: elements of role `img` and `<img>` with words in `alt` (an empty
 * `alt` makes an image decoration, which is left out), each with its name.
 */
export function images(scope: Scope): Array<{ element: HtmlElement; name: string }> {
  return DomUtils.findAll(
    (element) =>
      element.attribs.role === "img" ||
      (element.name === "img" && element.attribs.role === undefined && element.attribs.alt !== ""),
    scope.children,
  ).map((element) => ({ element, name: accessibleName(element) }));
}

/** The landmark regions with this name: a `<section>` (or role `region`) named by a label or a heading. */
export function regions(scope: Scope, name: string): HtmlElement[] {
  return DomUtils.findAll(
    (element) =>
      (element.name === "section" || element.attribs.role === "region") &&
      ("aria-label" in element.attribs || "aria-labelledby" in element.attribs) &&
      accessibleName(element) === name,
    scope.children,
  );
}
