/**
 * Mounts one component in the test's page, as the site does: inside a data router (the components read the
 * address's language and use its navigation) and with the language's dictionary. What a page's loaders
 * would send is given by the test. No server, no build: component tests see what the component does on its
 * own (docs/testing.md, "Component tests").
 */
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach } from "vitest";
import { dictionaries } from "../../../core/i18n/dictionaries.ts";
import { pathTo } from "../../../core/routing/paths.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { DictionaryContext } from "../../../app/i18n/use-dictionary.ts";

const mounted: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
});

export interface Rendered {
  /** The address the component's navigation led to (it starts at the page's own). */
  location: () => string;
}

/** Renders `ui` on the home page of `lang` (or at `path`), with that language's dictionary. */
export function render(ui: ReactNode, { lang = "en", path }: { lang?: Lang; path?: string } = {}): Rendered {
  const container = document.createElement("div");
  document.body.append(container);
  const element = <DictionaryContext.Provider value={dictionaries[lang]}>{ui}</DictionaryContext.Provider>;
  // Every address shows the component: a navigation it starts changes the address, not what is mounted.
  const router = createMemoryRouter([{ path: "*", element }], {
    initialEntries: [path ?? pathTo("home", lang)],
  });
  const root = createRoot(container);
  flushSync(() => root.render(<RouterProvider router={router} />));
  mounted.push({ root, container });
  return { location: () => router.state.location.pathname };
}
