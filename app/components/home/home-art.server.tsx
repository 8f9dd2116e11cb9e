import { renderToStaticMarkup } from "react-dom/server";
import type { HomeContent } from "../../../content/home/types.ts";
import { customerKeys } from "../../../content/customers.ts";
import { customerNames } from "../../collections/customers.server.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { adminScreensContent } from "../../../content/admin-screens/index.ts";
import { renderAdminScreen } from "../art/admin/admin-screen-figure.server.tsx";
import { CustomerLogo } from "../art/customer-logo.tsx";
import { HeroPhone } from "../art/hero-phone.tsx";
import { ResponsivePicture, type Picture } from "../page/responsive-picture.tsx";

/**
 * The home page's drawings as markup, made where the page is rendered (see StaticMarkup). `heroPhone` is the
 * drawn phone beside the headline, or the team's photo in its place when the page has one: markup either
 * way, so a photo costs the page no script. `adminScreen` is the web dashboard's attendance recap under the
 * features: a lazy image, so the page's first round trip carries only its <picture> element.
 */
export function renderHomeArt(content: HomeContent, lang: Lang, heroPhoto?: Picture) {
  const names = customerNames(lang);
  return {
    heroPhone: heroPhoto
      ? renderToStaticMarkup(
          <ResponsivePicture
            picture={heroPhoto}
            alt={content.hero.photoAlt ?? ""}
            sizes="(min-width: 1024px) 420px, min(420px, calc(100vw - 2rem))"
            loading="first-screen"
            className="h-auto w-full rounded-3xl shadow-card"
          />,
        )
      : renderToStaticMarkup(<HeroPhone labels={content.hero.phone} className="h-auto w-full" />, {
          identifierPrefix: "hero-",
        }),
    adminScreen: renderAdminScreen("attendance", lang, adminScreensContent[lang]),
    customerLogos: customerKeys.map((key) => ({
      key,
      svg: renderToStaticMarkup(
        <CustomerLogo company={key} name={names[key]} className="h-9 w-auto max-w-full" />,
        { identifierPrefix: `logo-${key}-` },
      ),
    })),
  };
}

export type HomeArt = ReturnType<typeof renderHomeArt>;
