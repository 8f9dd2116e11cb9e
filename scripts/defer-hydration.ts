/**
 * Prerendered pages start React only after the page has loaded. React Router puts a modulepreload link for
 * every chunk in the head and starts the module graph at once; on a slow phone those ~110 KB of JavaScript
 * compete with the stylesheet and the font for the first paint (npm run bench shows it). The page is
 * complete HTML that works without JavaScript, so it paints first and hydrates right after `load`.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;
const bootModule = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Rewrites one prerendered document; the boot module moves to a file under assets/boot/. */
export function deferHydration(html: string, clientDir: string): string {
  const boot = bootModule.exec(html);
  if (!boot) return html;
  const code = boot[1] ?? "";
  const name = `boot-${createHash("sha256").update(code).digest("base64url").slice(0, 12)}.js`;
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, "assets", name), code);
  const loader =
    '<script>addEventListener("load",function(){var s=document.createElement("script");' +
    `s.type="module";s.src="/assets/${name}";document.body.appendChild(s)});</script>`;
  return html.replace(modulePreload, "").replace(boot[0], () => loader);
}
