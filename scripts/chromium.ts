/**
 * The Chromium the e2e suite and the bench drive: Debian's, never a downloaded build. The network here is
 * closed to everything but package registries; without these flags Chromium stalls on connection attempts.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
