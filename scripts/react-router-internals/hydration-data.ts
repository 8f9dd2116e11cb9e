/**
 * A prerendered page's hydration data, sent once. React Router writes each page's loader data into the
 * document (one `streamController.enqueue(…)` script, in its turbo-stream encoding), beside the HTML made
 * from the same data. Two parts of it are the biggest part of every first round trip and need not travel
 * there (docs/architecture.md, "Hydration data"):
 *
 * - the shell dictionary (the root loader's UI words: header, footer, errors), the same on every page of a
 *   language: it moves to a file of its own, fetched when hydration starts and cached for a year;
 * - markup the page already holds: loader strings that React wrote into an element as they are
 *   (`dangerouslySetInnerHTML`: drawings, articles, legal documents). React does not rewrite such an
 *   element while hydrating it, so they go out as "" and the element keeps what the HTML brought.
 *
 * What is left then leaves the document too (takeHydrationData): a file of its own that the page fetches
 * when it starts React, after it has painted. The page's words are in its HTML already; sending them a
 * second time, as data, in the first round trip would only delay the first paint.
 *
 * Only the document changes: the `.data` files that client-side navigations fetch keep everything.
 */
import { isMarkupOfThePage } from "../../app/markup-as-text.ts";

const enqueue = /window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g;

/** What React Router escapes in the script that carries the data (react-router's escapeHtml). */
const scriptEscapes: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

type Entry = unknown;

/** turbo-stream's encoding of `null` and `undefined` in a value slot. */
const encodedNull = -5;
const encodedUndefined = -7;

/** The typed entries (`["D", …]`) that refer to no other entry. */
const leafTypes = new Set(["D", "U", "R", "E", "B", "Y", "P"]);

const isPlainObject = (entry: Entry): entry is Record<string, number> =>
  typeof entry === "object" && entry !== null && !Array.isArray(entry);

/** The entries an entry refers to: an object's keys and values, an array's items, a typed entry's parts. */
function references(entry: Entry): number[] {
  if (isPlainObject(entry)) {
    return Object.entries(entry).flatMap(([key, value]) => [Number(key.slice(1)), value]);
  }
  if (!Array.isArray(entry)) return [];
  const [first, ...rest] = entry as unknown[];
  if (typeof first !== "string") return (entry as number[]).filter((item) => item >= 0);
  if (leafTypes.has(first)) return [];
  return rest.flatMap((part) =>
    isPlainObject(part) ? references(part) : typeof part === "number" ? [part] : [],
  );
}

function reachable(entries: Entry[]): Set<number> {
  const seen = new Set<number>();
  const stack = [0];
  while (stack.length > 0) {
    const index = stack.pop() as number;
    if (index < 0 || index >= entries.length || seen.has(index)) continue;
    seen.add(index);
    stack.push(...references(entries[index]));
  }
  return seen;
}

/** The value at `index` as plain JSON, or undefined when it holds anything JSON cannot (dates, maps…). */
function decode(entries: Entry[], index: number): unknown {
  if (index === encodedNull) return null;
  if (index < 0) return undefined;
  const entry = entries[index];
  if (entry === null || typeof entry !== "object") return entry;
  if (Array.isArray(entry)) {
    if (entry.some((item) => typeof item !== "number")) return undefined;
    const items = (entry as number[]).map((item) => decode(entries, item));
    return items.includes(undefined) ? undefined : items;
  }
  const object: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry as Record<string, number>)) {
    if (value === encodedUndefined) continue;
    const decoded = decode(entries, value);
    if (decoded === undefined) return undefined;
    object[String(entries[Number(key.slice(1))])] = decoded;
  }
  return object;
}

/** The entry an object at `objectIndex` holds under `name`, and that key's slot in the object. */
function field(entries: Entry[], objectIndex: number, name: string) {
  const object = entries[objectIndex];
  if (!isPlainObject(object)) return undefined;
  const slot = Object.keys(object).find((key) => entries[Number(key.slice(1))] === name);
  return slot === undefined ? undefined : { object, slot, value: object[slot] as number };
}

export interface TrimmedPage {
  html: string;
  /** The shell dictionary taken out of the page, to be written as its own file; absent when none was. */
  dictionary?: unknown;
}

/**
 * The page with its hydration data trimmed as described above. A page whose data is not one plain chunk
 * (deferred data, or an encoding this does not know) is returned as it is: it loses nothing but bytes.
 */
export function trimHydrationData(html: string): TrimmedPage {
  const chunks = [...html.matchAll(enqueue)];
  const [chunk] = chunks;
  if (chunks.length !== 1 || !chunk) return { html };
  const line = JSON.parse(chunk[1] ?? '""') as string;
  if (!line.endsWith("\n") || line.slice(0, -1).includes("\n")) return { html };
  const entries = JSON.parse(line) as Entry[];

  // The root loader's data is loaderData.root; its dictionary leaves the page.
  const loaderData = field(entries, 0, "loaderData");
  const root = loaderData && field(entries, loaderData.value, "root");
  const dictionarySlot = root && field(entries, root.value, "dictionary");
  const dictionary = dictionarySlot && decode(entries, dictionarySlot.value);
  if (root && dictionarySlot && dictionary !== undefined) {
    const { object, slot } = dictionarySlot;
    entries[root.value] = Object.fromEntries(Object.entries(object).filter(([key]) => key !== slot));
  }

  // What nothing refers to any more is never read: it shrinks to a 0 that keeps the others' places.
  const kept = reachable(entries);
  const trimmed = entries.map((entry, index) => {
    if (!kept.has(index)) return 0;
    return typeof entry === "string" && isMarkupOfThePage(html, entry) ? "" : entry;
  });

  const encoded = JSON.stringify(`${JSON.stringify(trimmed)}\n`).replace(
    /[&><\u2028\u2029]/g,
    (character) => scriptEscapes[character] ?? character,
  );
  const script = chunk[0].replace(chunk[1] ?? "", () => encoded);
  return {
    html: html.replace(chunk[0], () => script),
    ...(dictionary === undefined ? {} : { dictionary }),
  };
}

/** The two scripts that hand a page's data to React Router, in the document as React Router writes them. */
const enqueueScript =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const closeScript = "<script>window.__reactRouterContext.streamController.close();</script>";

export interface TakenData {
  /** The page without the scripts that carried its data. */
  html: string;
  /** What they handed over: one line of React Router's encoding, to enqueue before the app starts. */
  payload: string;
}

/**
 * The page's hydration data taken out of the document, for the page to fetch and hand over itself; undefined
 * when the page's data is not one plain chunk followed by the stream's end.
 */
export function takeHydrationData(html: string): TakenData | undefined {
  const chunks = [...html.matchAll(enqueueScript)];
  const [chunk] = chunks;
  if (chunks.length !== 1 || !chunk || html.split(closeScript).length !== 2) return undefined;
  const payload = JSON.parse(chunk[1] ?? '""') as string;
  return { html: html.replace(chunk[0], "").replace(closeScript, ""), payload };
}
