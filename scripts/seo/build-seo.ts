/**
 * The build's SEO step (scripts/build/postbuild.ts): adds the card tags and structured data to every prerendered
 * page, draws each page's sharing card, the company logo and the site's icon as PNG files beside them.
 * Cards are kept in a cache by what they show, so a build redraws only the cards whose title, words or
 * drawing changed.
 * docs/seo.md.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { renderAsync } from "@resvg/resvg-js";
import { logoSize } from "../../app/seo/structured-data.ts";
import { logoPath, touchIconPath } from "../../core/routing/endpoints.ts";
import { addSeoTags, cardContentOf, cardPathOf, readPageFacts } from "./page-seo.ts";
import { sharedAsOf } from "./shared-as.ts";
import { logoMarkSvg, renderCard, type CardContent } from "./social-card.ts";
import { themeColour } from "./theme-colours.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const cacheDir = join(root, "node_modules", ".cache", "social-cards");
/** Apple's size for a home-screen icon, well above the 48 px search engines ask for. */
const touchIconSize = 180;

/** What every card depends on besides its own words: the drawing code, the fonts, the renderers. */
function rendererKey(): string {
  const hash = createHash("sha256");
  for (const file of ["social-card.ts", "card-motifs.ts", "theme-colours.ts", "../../app/styles/app.css"])
    hash.update(readFileSync(join(here, file)));
  for (const pkg of ["satori", "@resvg/resvg-js", "@fontsource/plus-jakarta-sans"]) {
    hash.update(readFileSync(join(root, "node_modules", pkg, "package.json")));
  }
  return hash.digest("hex");
}

/** Runs the tasks with at most `limit` at once. */
async function inParallel<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function buildSeo({
  clientDir,
  siteUrl,
  pages,
  drawCards = true,
}: {
  clientDir: string;
  siteUrl: string;
  /** Every prerendered page: its file and the address it answers at. */
  pages: Array<{ file: string; urlPath: string }>;
  /** False in a light build (core/config/build-guard.ts): the tags name the cards, no card file is written. */
  drawCards?: boolean;
}): Promise<void> {
  const started = performance.now();
  const cards = new Map<string, CardContent>();
  for (const { file, urlPath } of pages) {
    const html = readFileSync(file, "utf8");
    const facts = readPageFacts(html, urlPath);
    const sharedAs = sharedAsOf(urlPath);
    writeFileSync(file, addSeoTags(html, facts, siteUrl, sharedAs));
    // A page shared with its own photo needs no card.
    if (!sharedAs.image) cards.set(cardPathOf(facts), cardContentOf(facts, siteUrl));
  }

  mkdirSync(cacheDir, { recursive: true });
  const key = rendererKey();
  let drawn = 0;
  await inParallel(drawCards ? [...cards] : [], availableParallelism() + 1, async ([path, content]) => {
    const cached = join(
      cacheDir,
      `${createHash("sha256").update(key).update(JSON.stringify(content)).digest("hex")}.png`,
    );
    let png: Buffer;
    if (existsSync(cached)) png = readFileSync(cached);
    else {
      png = await renderCard(content);
      writeFileSync(cached, png);
      drawn += 1;
    }
    const target = join(clientDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, png);
  });

  // The logo's badge in its colours, square, for search engines (Organization's `logo`).
  const logo = await renderAsync(logoMarkSvg(themeColour("brand-600"), logoSize), {
    fitTo: { mode: "width", value: logoSize },
  });
  writeFileSync(join(clientDir, logoPath), logo.asPng());

  // The site's icon for search results and iOS's home screen, square-cornered: iOS rounds the corners
  // itself and would fill transparent ones with black.
  const icon = readFileSync(join(root, "public", "favicon.svg"), "utf8").replace(/ rx="[\d.]+"/, "");
  const touchIcon = await renderAsync(icon, { fitTo: { mode: "width", value: touchIconSize } });
  writeFileSync(join(clientDir, touchIconPath), touchIcon.asPng());

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Added card tags and structured data to ${pages.length} pages; ` +
      (drawCards
        ? `${cards.size} sharing cards (${drawn} drawn, ${cards.size - drawn} from the cache)`
        : "no sharing cards (light build)") +
      ` in ${seconds} s.`,
  );
}
