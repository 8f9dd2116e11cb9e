import type { ShellDictionary } from "./page-sections.ts";

/**
 * Where a prerendered page keeps its shell dictionary: the build takes it out of the page's hydration data
 * and the page fetches it before it hydrates (scripts/react-router-internals/hydration-data.ts). Navigations' data still carries
 * it, and so does every page the server renders for a request.
 */
export const shellDictionaryGlobal = "__shellDictionary";

/** The shell dictionary: the root loader's, or the one the page fetched when its data came without it. */
export function shellWords(fromLoader: { dictionary?: ShellDictionary } | undefined): ShellDictionary {
  return (fromLoader?.dictionary ??
    (globalThis as Record<string, unknown>)[shellDictionaryGlobal]) as ShellDictionary;
}
