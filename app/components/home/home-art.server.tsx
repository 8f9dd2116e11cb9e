import { renderToStaticMarkup } from "react-dom/server";
import type { HomeContent } from "../../../content/home/types.ts";
import { isNamedCustomer } from "../../../content/customers.ts";
import { caseStudyOf, customerNames, customersFor } from "../../collections/customers.server.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { adminScreensContent } from "../../../content/admin-screens/index.ts";
import { renderAdminScreen } from "../../art/admin/admin-screen-figure.server.tsx";
import { CustomerLogo } from "../../art/customer-logo.server.tsx";
import { HeroPhone } from "../../art/hero-phone.tsx";
import { ResponsivePicture, type Picture } from "../page/responsive-picture.tsx";
import { ResultFigure } from "../case-studies/result-figure.tsx";
import { dictionaries } from "../../../core/i18n/dictionaries.ts";

/** What the card of a customer not named in their story says, inside its link to the story. */
function UnnamedStory({
  industry,
  country,
  result,
  more,
}: {
  industry: string;
  country: string;
  result?: { value: string; label: string };
  more: string;
}) {
  return (
    <>
      <span className="text-xs font-bold tracking-wide text-brand-700 uppercase">
        {industry} · {country}
      </span>
      {result && (
        <>
          <strong className="mt-2 text-xl font-extrabold text-ink sm:text-2xl">
            <ResultFigure value={result.value} />
          </strong>
          <span className="text-sm text-muted">{result.label}</span>
        </>
      )}
      {/* At the card's foot, so the links of cards side by side share a line when a figure takes two. */}
      <span className="mt-auto pt-2 text-sm font-semibold text-brand-700 group-hover:underline sm:pt-3">
        {more}
        <span aria-hidden="true"> →</span>
      </span>
    </>
  );
}

/**
 * The home page's drawings as markup, made where the page is rendered (see StaticMarkup). `heroPhone` is the
 * drawn phone beside the headline, or the team's photo in its place when the page has one: markup either
 * way, so a photo costs the page no script. `adminScreen` is the web dashboard's attendance recap under the
 * features: a lazy image, so the page's first round trip carries only its <picture> element. `customerLogos`
 * are the marks of the customers named in their stories, their names outlined in the site's font as in the
 * case studies' logo files; `unnamedStories` the others, by industry.
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
    customerLogos: customersFor(lang)
      .filter(isNamedCustomer)
      .map((key) => ({
        key,
        svg: renderToStaticMarkup(
          <CustomerLogo company={key} name={names[key]} className="h-9 w-auto max-w-full" />,
          { identifierPrefix: `logo-${key}-` },
        ),
      })),
    // The customers who are not named are shown as what they are: an industry and a figure of their story.
    unnamedStories: customersFor(lang)
      .filter((key) => !isNamedCustomer(key))
      .map((key) => {
        const { data } = caseStudyOf(key, lang);
        const result = data.results[0];
        return {
          key,
          html: renderToStaticMarkup(
            <UnnamedStory
              industry={data.industry}
              country={data.country}
              result={result}
              more={dictionaries[lang].caseStudy.readStory}
            />,
          ),
        };
      }),
  };
}

export type HomeArt = ReturnType<typeof renderHomeArt>;
