import { useLocation } from "react-router";
import { languageOf } from "../routing/paths.ts";
import type { Lang } from "../routing/pages.ts";
import { en, type Dictionary } from "./en.ts";
import { id } from "./id.ts";

export const dictionaries: Record<Lang, Dictionary> = { en, id };

/** The language of the page being shown, decided by its path (and `?lang=` on shared paths). */
export function useLang(): Lang {
  const { pathname, search } = useLocation();
  return languageOf(pathname, search);
}

export function useDictionary(): Dictionary {
  return dictionaries[useLang()];
}

/** Fills `{name}` slots of a dictionary string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
}
