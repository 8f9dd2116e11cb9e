import { renderToStaticMarkup } from "react-dom/server";
import type { AdminScreensContent } from "../../../content/admin-screens/schema.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { adminScreenPath, adminScreenSize } from "./admin-screens.ts";
import type { AdminScreenKey } from "../../../core/art/admin-screen-keys.ts";

/**
 * A screen of the web dashboard as it sits on a page: the drawn file in <img>, the whole dashboard from
 * desktop width and the narrower drawing below it (whose words stay readable on a phone), with its size
 * given so the page keeps its place before the file arrives, and loaded only when it nears the screen.
 * Made into markup on the server (StaticMarkup), so it costs the page no script, and only the few hundred
 * bytes of the <picture>: the drawing itself is a file of its own. The caption and the description for
 * those who cannot see it come from content/admin-screens/<lang>.yaml.
 */
export function renderAdminScreen(
  key: AdminScreenKey,
  lang: Lang,
  content: AdminScreensContent,
  { onDark = false }: { onDark?: boolean } = {},
): string {
  const { wide, narrow } = adminScreenSize[key];
  const { alt, caption } = content[key];
  return renderToStaticMarkup(
    <figure className="mx-auto w-full max-w-[1200px]">
      <picture>
        <source
          media="(min-width: 1024px)"
          srcSet={adminScreenPath(key, lang, "wide")}
          width={wide.width}
          height={wide.height}
        />
        <img
          src={adminScreenPath(key, lang, "narrow")}
          width={narrow.width}
          height={narrow.height}
          alt={alt}
          loading="lazy"
          decoding="async"
          // The chat button hides rather than cover the dashboard's user name (app/chat/use-clear-corner.ts).
          data-launcher-clear=""
          className="mx-auto h-auto w-full max-w-[480px] rounded-[14px] shadow-card ring-1 ring-line lg:max-w-none"
        />
      </picture>
      <figcaption className={`mt-4 text-center text-sm ${onDark ? "text-brand-50" : "text-muted"}`}>
        {caption}
      </figcaption>
    </figure>,
  );
}
