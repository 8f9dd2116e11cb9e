import type { Lang } from "../../core/routing/pages.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import type { Dictionary } from "../../core/i18n/en.ts";
import { pageSections, type PageSection, type ShellDictionary } from "./page-sections.ts";

// Loaders only: both languages' dictionaries must never reach a browser bundle.

const isPageSection = (key: string): key is PageSection => (pageSections as readonly string[]).includes(key);

const shellOf = (dictionary: Dictionary) =>
  Object.fromEntries(Object.entries(dictionary).filter(([key]) => !isPageSection(key))) as ShellDictionary;

/** Made once: the root loader runs for every page and every navigation's data. */
const shells: Record<Lang, ShellDictionary> = { en: shellOf(dictionaries.en), id: shellOf(dictionaries.id) };

/** The language's dictionary without the page sections, for the root loader. */
export function shellDictionary(lang: Lang): ShellDictionary {
  return shells[lang];
}

/** The named page sections of the language's dictionary, for a page's loader to send as `texts`. */
export function pageTexts<S extends PageSection>(lang: Lang, ...sections: S[]): Pick<Dictionary, S> {
  const dictionary = dictionaries[lang];
  return Object.fromEntries(sections.map((section) => [section, dictionary[section]])) as Pick<Dictionary, S>;
}
