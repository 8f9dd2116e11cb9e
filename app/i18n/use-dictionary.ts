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

/** The UI strings of the page's language, as the root loader sent them. */
export function useDictionary(): Dictionary {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("The root loader's dictionary is missing");
  return data.dictionary;
}
