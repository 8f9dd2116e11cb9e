import { adminScreensContent } from "../../content/admin-screens/index.ts";
import { adminScreenSvg } from "../art/admin/admin-screen.server.tsx";
import { adminScreenPath, adminVariants } from "../art/admin/admin-screens.ts";
import { adminScreenKeys } from "../../core/art/admin-screen-keys.ts";
import { languages } from "../../core/routing/pages.ts";
import { fileTo } from "../../core/routing/paths.ts";
import type { Route } from "./+types/admin-screen";

/** `<screen>-<lang>[-narrow].svg` of the admin-screen file route: a screen of the web dashboard, drawn at build. */
export async function loader({ params }: Route.LoaderArgs) {
  for (const key of adminScreenKeys) {
    for (const lang of languages) {
      for (const variant of adminVariants) {
        if (adminScreenPath(key, lang, variant) !== fileTo("adminScreen", params)) continue;
        const svg = await adminScreenSvg(key, adminScreensContent[lang], variant);
        return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
      }
    }
  }
  throw new Response(null, { status: 404 });
}
