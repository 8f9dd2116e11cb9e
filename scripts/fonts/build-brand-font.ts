/** `npm run fonts`: writes the brand font's faces and their stylesheet (scripts/fonts/brand-font.ts). */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { brandFontFiles, buildBrandFont } from "./brand-font.ts";

const built = await buildBrandFont();
for (const [name, content] of Object.entries(built)) {
  const file = brandFontFiles[name as keyof typeof built];
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`${relative(process.cwd(), file)}: ${content.length} bytes`);
}
