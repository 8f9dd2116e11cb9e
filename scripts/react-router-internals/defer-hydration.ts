/**
 * Prerendered pages start React only once the page has loaded and painted. React Router puts a
 * modulepreload link for every chunk in the head and starts the module graph at once; on a slow phone
 * those ~110 KB of JavaScript compete with the stylesheet and the font for the first paint (npm run bench
 * shows it). The page is complete HTML that works without JavaScript, so it paints first and hydrates
 * right after. A page that never paints (a background tab) starts after 3 s all the same.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { minifySync } from "vite";
import { attributionScript } from "../../app/leads/attribution-script.ts";
import { currencyScript } from "../../app/pricing/currency-script.ts";
import { shellDictionaryGlobal } from "../../app/i18n/shell-dictionary.ts";
import { assetsPrefix } from "../../core/routing/endpoints.ts";
import { takeHydrationData, trimHydrationData } from "./hydration-data.ts";

const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;
const bootModule = /<script type="module" async="">([\s\S]*?)<\/script>/;

const contentName = (prefix: string, content: string, extension: string) =>
  `${prefix}-${createHash("sha256").update(content).digest("base64url").slice(0, 12)}.${extension}`;

/**
 * Rewrites one prerendered document: the boot module moves to a file under assets/, and the hydration data
 * is trimmed (hydration-data.ts), its shell dictionary written to a file of its own that the page fetches
 * before it boots.
 */
export function deferHydration(page: string, clientDir: string): string {
  const boot = bootModule.exec(page);
  if (!boot) return page;
  const trimmed = trimHydrationData(page);
  const taken = takeHydrationData(trimmed.html);
  const html = taken?.html ?? trimmed.html;
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  const writeAsset = (prefix: string, content: string, extension: string) => {
    const file = contentName(prefix, content, extension);
    writeFileSync(join(clientDir, "assets", file), content);
    return `${assetsPrefix}${file}`;
  };
  const code = boot[1] ?? "";
  const start = `var s=document.createElement("script");s.type="module";s.src="${writeAsset("boot", code, "js")}";document.body.appendChild(s)`;
  // What the app reads as it hydrates, fetched first: the shell's words and the page's data. Without them the
  // page stays the complete HTML page it is.
  const fetched: string[] = [];
  const handOver: string[] = [];
  if (trimmed.dictionary !== undefined) {
    const url = writeAsset("dictionary", JSON.stringify(trimmed.dictionary), "json");
    handOver.push(`window.${shellDictionaryGlobal}=JSON.parse(v[${fetched.length}])`);
    fetched.push(url);
  }
  if (taken) {
    // The data is one line of JSON, handed to React Router's stream as the enqueue script would have.
    const url = writeAsset("data", taken.payload, "json");
    handOver.push(
      `var c=window.__reactRouterContext.streamController;c.enqueue(v[${fetched.length}]);c.close()`,
    );
    fetched.push(url);
  }
  const startWithData =
    fetched.length === 0
      ? start
      : `Promise.all(${JSON.stringify(fetched)}.map(function(u){return fetch(u).then(function(r){if(!r.ok)throw r;return r.text()})})).then(function(v){${handOver.join(";")};${start}}).catch(function(){})`;
  // Starts the boot module once the page has both loaded and painted its first content.
  const loader = `(function(){var started=false,painted=false,loaded=false;
function boot(){if(started)return;started=true;${startWithData}}
function ready(){if(painted&&loaded)boot()}
try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){painted=true;ready()}}).observe({type:"paint",buffered:true})}catch(e){painted=true}
addEventListener("load",function(){loaded=true;ready()});setTimeout(boot,3000)})();`;
  // First, where the visit came from, kept for the lead forms before any of the app's code has loaded.
  // One element rather than two: each inline script adds a hash to the page's Content-Security-Policy.
  // Minified: it travels in every page's first round trip (docs/architecture.md).
  const script = `<script>${minifySync("inline.js", `${attributionScript};\n${currencyScript};\n${loader}`, {}).code}</script>`;
  return html.replace(modulePreload, "").replace(boot[0], () => script);
}
