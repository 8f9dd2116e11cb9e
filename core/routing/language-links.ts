import type { Lang } from "./pages.ts";

/**
 * The language links of a content item, whose translation only its content knows (an article may have
 * none). Its route's loader returns them as `languageLinks`; the switch and the head read them there.
 */
export interface LanguageLinks {
  /** The item's address in each language it is written in, its own included: canonical and hreflang. */
  versions: Partial<Record<Lang, string>>;
  /** Where the language switch leads: the item in that language, else that language's list. */
  switchTo: Record<Lang, string>;
}

/** The language links in a route's loader data, if it has any. */
export function languageLinksOf(loaderData: unknown): LanguageLinks | undefined {
  if (typeof loaderData !== "object" || loaderData === null || !("languageLinks" in loaderData))
    return undefined;
  return (loaderData as { languageLinks: LanguageLinks }).languageLinks;
}
