/**
 * The brand's colours as the site defines them (`--color-*` in app/styles/app.css), read at build so the
 * sharing cards and the logo PNG cannot drift from the pages.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const stylesheet = fileURLToPath(new URL("../../app/styles/app.css", import.meta.url));

function themeColours(): Record<string, string> {
  const found = readFileSync(stylesheet, "utf8").matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi);
  return Object.fromEntries([...found].map(([, name = "", value = ""]) => [name, value]));
}

const theme = themeColours();

/** A colour of the theme by its name after `--color-` (`brand-600`); a missing one stops the build. */
export function themeColour(name: string): string {
  const value = theme[name];
  if (!value) throw new Error(`app/styles/app.css defines no --color-${name}`);
  return value;
}
