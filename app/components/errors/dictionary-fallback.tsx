import { lazy, Suspense, type ReactNode } from "react";
import { DictionaryContext } from "../../i18n/use-dictionary.ts";
import type { Lang } from "../../../core/routing/pages.ts";

// Only loaded when an error stopped the root loader (a post to a page without a form, say): the pages'
// bundle carries no dictionary of its own.
const LazyProvider = lazy(async () => {
  const { dictionaries } = await import("../../../core/i18n/dictionaries.ts");
  return {
    default: ({ lang, children }: { lang: Lang; children: ReactNode }) => (
      <DictionaryContext.Provider value={dictionaries[lang]}>{children}</DictionaryContext.Provider>
    ),
  };
});

/** Provides the language's dictionary to what it wraps when the root loader's is missing. */
export function DictionaryFallback({
  lang,
  missing,
  children,
}: {
  lang: Lang;
  missing: boolean;
  children: ReactNode;
}) {
  if (!missing) return children;
  return (
    <Suspense fallback={null}>
      <LazyProvider lang={lang}>{children}</LazyProvider>
    </Suspense>
  );
}
