import { createContext, useContext } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import type { Lang } from "../routing/pages.ts";
import { languageOf } from "../routing/paths.ts";
import type { Dictionary } from "./en.ts";

/** The language of the page being shown, decided by its path (and `?lang=` on shared paths). */
export function useLang(): Lang {
  const { pathname, search } = useLocation();
  return languageOf(pathname, search);
}

/** A dictionary given by the error boundary when the root loader did not run (see DictionaryFallback). */
export const DictionaryContext = createContext<Dictionary | null>(null);

/**
 * The UI strings of the page's language, as the root loader sent them. Only a component rendered outside
 * the root route and outside a DictionaryFallback has none; the message is short because every page's
 * first load carries it.
 */
export function useDictionary(): Dictionary {
  const fallback = useContext(DictionaryContext);
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const dictionary = data?.dictionary ?? fallback;
  if (!dictionary) throw new Error("useDictionary: no dictionary");
  return dictionary;
}
