import { renderToStaticMarkup } from "react-dom/server";
import type { HomeContent } from "../../../content/home/types.ts";
import { customerKeys } from "../../../content/customers.ts";
import { customerNames } from "../../content/customers.server.ts";
import type { Lang } from "../../routing/pages.ts";
import { CustomerLogo } from "../art/customer-logo.tsx";
import { HeroPhone } from "../art/hero-phone.tsx";

/** The home page's drawings as markup, made where the page is rendered (see StaticMarkup). */
export function renderHomeArt(content: HomeContent, lang: Lang) {
  const names = customerNames(lang);
  return {
    heroPhone: renderToStaticMarkup(<HeroPhone labels={content.hero.phone} className="h-auto w-full" />, {
      identifierPrefix: "hero-",
    }),
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
