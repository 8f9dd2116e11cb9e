/**
 * Mounts one component in the test's page as the site would show it: inside a router at a path of the
 * page's language, with that language's dictionary (the one the root loader would send). Unmounted after
 * each test.
 */
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach } from "vitest";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { DictionaryContext } from "../../app/i18n/use-dictionary.ts";

let mounted: { root: Root; container: HTMLElement } | undefined;

afterEach(() => {
  mounted?.root.unmount();
  mounted?.container.remove();
  mounted = undefined;
});

/** Where the router is now: a test reads it after the component navigates. */
function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname}
    </output>
  );
}

/** Renders `element` on the home page of `lang` (or at `path`); the container it is in. */
export function render(element: ReactNode, { lang = "en", path }: { lang?: Lang; path?: string } = {}) {
  const container = document.createElement("div");
  document.body.append(container);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <DictionaryContext.Provider value={dictionaries[lang]}>
            {element}
            <LocationProbe />
          </DictionaryContext.Provider>
        ),
      },
    ],
    { initialEntries: [path ?? pathTo("home", lang)] },
  );
  const root = createRoot(container);
  flushSync(() => root.render(<RouterProvider router={router} />));
  mounted = { root, container };
  return container;
}

/** The path the router is at. */
export const currentPath = () => document.querySelector('[data-testid="location"]')?.textContent ?? "";
