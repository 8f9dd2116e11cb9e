/**
 * The Chromium the tests and the bench drive: Debian's, never a downloaded build. The network here is
 * closed to everything but package registries; without these flags Chromium stalls on connection attempts.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser of the e2e suite and the system tests: Debian's headless shell (package
 * chromium-headless-shell), the same Blink and V8 as the full browser without the browser around them, as
 * Playwright's own headless runs use. The e2e page visits take a third less time in it on two cores
 * (docs/testing.md, "The tests' browser"). The bench keeps the full browser, as Lighthouse measures it.
 * CHROMIUM_PATH, when set, names the browser of both.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
