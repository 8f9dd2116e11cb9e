import { renderToStaticMarkup } from "react-dom/server";
import type { PhoneScreen as PhoneScreenContent } from "../../content/phone-screen.ts";
import { PhoneScreen } from "./phone-screen.tsx";

/**
 * A user-guide article's body with a drawing of the app screen it walks through, set after the opening
 * paragraph as markup made on the server, so it costs no JavaScript. The phone is decorative; the caption
 * names the screen. From desktop width it floats beside the first steps; on a phone it comes after the
 * opening, drawn smaller, so it never stands between the reader and the first paragraph.
 */
export function withGuideScreen(html: string, screen: PhoneScreenContent, caption: string): string {
  const figure = renderToStaticMarkup(
    <figure className="not-prose mt-8 mb-10 lg:float-right lg:mt-10 lg:mb-6 lg:ml-10 lg:w-[230px]">
      <div className="[zoom:0.7] lg:[zoom:0.85]">
        <PhoneScreen screen={screen} className="mx-auto" />
      </div>
      <figcaption className="mt-3 text-center text-sm leading-snug text-muted">{caption}</figcaption>
    </figure>,
  );
  const opening = html.startsWith("<p>") ? html.indexOf("</p>") + "</p>".length : 0;
  return html.slice(0, opening) + figure + html.slice(opening);
}
