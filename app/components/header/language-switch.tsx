import { Link, useLocation, useMatches } from "react-router";
import { useDictionary, useLang } from "../../i18n/use-dictionary.ts";
import { languageNames, type Lang } from "../../../core/routing/pages.ts";
import { languageLinksOf } from "../../../core/routing/language-links.ts";
import { switchTarget } from "../../../core/routing/paths.ts";

/** Remembered choice, under the key docs/product.md names (Path pairs and the language switch). */
export const languageStorageKey = "lang";

/** The EN/ID toggle: goes to the same page in the other language and remembers the choice. */
export function LanguageSwitch({ onSwitch, className = "" }: { onSwitch?: () => void; className?: string }) {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const dictionary = useDictionary();
  const itemLinks = languageLinksOf(useMatches().at(-1)?.loaderData);
  return (
    <div
      role="group"
      aria-label={dictionary.language.label}
      className={`flex items-center gap-0.5 ${className}`}
    >
      {(["en", "id"] as const satisfies readonly Lang[]).map((target) =>
        target === lang ? (
          <span
            key={target}
            aria-current="true"
            className="grid min-h-11 min-w-11 place-items-center rounded-full bg-current/15 text-sm font-bold"
            title={languageNames[target].name}
          >
            {languageNames[target].short}
          </span>
        ) : (
          <Link
            key={target}
            to={itemLinks?.switchTo[target] ?? switchTarget(pathname, search, target)}
            hrefLang={target}
            lang={target}
            className="grid min-h-11 min-w-11 place-items-center rounded-full text-sm font-semibold opacity-80 hover:opacity-100"
            onClick={() => {
              try {
                window.localStorage.setItem(languageStorageKey, target);
              } catch {
                // Storage can be blocked (private mode); the path already carries the language.
              }
              onSwitch?.();
            }}
          >
            {languageNames[target].short}
            {/* The accessible name starts with the visible code (WCAG 2.5.3), then says what it does. */}
            <span className="sr-only"> – {dictionary.language.switchTo}</span>
          </Link>
        ),
      )}
    </div>
  );
}
