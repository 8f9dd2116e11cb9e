import { useDictionary } from "../../i18n/use-dictionary.ts";

/** The first stop of the keyboard: straight to the page's main content. */
export function SkipLink() {
  const t = useDictionary();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
    >
      {t.meta.skipToContent}
    </a>
  );
}
