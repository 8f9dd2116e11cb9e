/**
 * Markup a page holds as it is: a loader string that React writes into an element unchanged (a drawing, an
 * article, a legal document, through `dangerouslySetInnerHTML`). A prerendered page's hydration data
 * carries it as "", since React leaves such an element as the HTML brought it when it hydrates
 * (scripts/react-router-internals/hydration-data.ts, docs/architecture.md "A page's first round trip").
 * A component that shows the same string as text would then hydrate it empty, so no loader string may be
 * shown both ways: the development server checks every page it renders (entry.server.tsx), and the tests
 * check the rule itself. A production build leaves the check out.
 */

/** A string shorter than this is left in the data: it saves little, and short markup may also be a label. */
export const minMarkupLength = 200;

/** Whether `value` is markup that `html` holds as it is, which the hydration data leaves out. */
export function isMarkupOfThePage(html: string, value: string): boolean {
  return value.length >= minMarkupLength && value.startsWith("<") && html.includes(`>${value}</`);
}

const textEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** `value` as React writes it into a text node or an attribute. */
function asText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => textEscapes[character] ?? character);
}

/** Every string in a page's loader data, however deep. */
function stringsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === "string") found.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (typeof value === "object" && value !== null)
    for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}

/** The loader strings a page shows as markup and as text: each would hydrate empty where it is text. */
export function markupShownAsText(html: string, loaderData: unknown): string[] {
  return [...stringsIn(loaderData)].filter(
    (value) => isMarkupOfThePage(html, value) && html.includes(asText(value)),
  );
}

/** Stops a page that shows a loader string both as markup and as text, naming the page and the string. */
export function assertNoMarkupShownAsText(html: string, loaderData: unknown, page: string): void {
  const both = markupShownAsText(html, loaderData);
  if (both.length === 0) return;
  const starts = both.map((value) => `  ${value.slice(0, 80)}…`).join("\n");
  throw new Error(
    `${page} shows loader data both as markup and as text; as text it would hydrate empty on the ` +
      `prerendered page (docs/architecture.md, "A page's first round trip"). Show each such string one way:\n${starts}`,
  );
}
