import { createContext, useContext, useMemo } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import type { Lang } from "../../core/routing/pages.ts";
import { languageOf } from "../../core/routing/paths.ts";
import type { Dictionary } from "../../core/i18n/en.ts";
import type { PageTexts } from "./page-sections.ts";
import { shellWords } from "./shell-dictionary.ts";

/** The language of the page being shown, decided by its path (and `?lang=` on shared paths). */
export function useLang(): Lang {
  const { pathname, search } = useLocation();
  return languageOf(pathname, search);
}

/** A dictionary given by the error boundary when the root loader did not run (see DictionaryFallback). */
export const DictionaryContext = createContext<Dictionary | null>(null);

/**
 * The UI strings of the page's language: what the root loader sent (on a prerendered page, the file the page
 * fetched instead: shell-dictionary.ts), with the sections the page's own loader sent as `texts`
 * (page-texts.server.ts). A page that shows a section its loader did not send fails its prerender, reading a
 * property of undefined. Only a component rendered outside the root route and outside a DictionaryFallback
 * has no dictionary; the message is short because every page's first load carries it.
 */
export function useDictionary(): Dictionary {
  const fallback = useContext(DictionaryContext);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shell = root && shellWords(root);
  const texts = (useMatches().at(-1)?.loaderData as { texts?: PageTexts } | undefined)?.texts;
  // The sections are typed apart (page-sections.ts); a page's data holds those its components read.
  const dictionary = useMemo(
    () => (shell ? ({ ...shell, ...texts } as Dictionary) : fallback),
    [shell, texts, fallback],
  );
  if (!dictionary) throw new Error("useDictionary: no dictionary");
  return dictionary;
}
