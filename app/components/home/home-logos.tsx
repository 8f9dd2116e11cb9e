import type { HomeArt } from "./home-art.server.tsx";
import { AppLink } from "../app-link.tsx";
import { StaticMarkup } from "../static-markup.tsx";

/**
 * Who runs on Regu: the marks of the customers named in their stories, then the customers who asked not
 * to be named as what they are, their industry and a figure of their story, each a link to it. None of
 * them is drawn as a logo, so the strip claims no name it does not have.
 */
export function HomeLogos({
  label,
  unnamedLabel,
  logos,
  unnamed,
}: {
  label: string;
  unnamedLabel: string;
  logos: HomeArt["customerLogos"];
  unnamed: HomeArt["unnamedStories"];
}) {
  return (
    <section aria-label={label} className="border-b border-line bg-white py-10 md:py-12">
      <div className="container-page">
        <p className="text-center text-sm font-semibold text-muted">{label}</p>
        <ul className="mx-auto mt-6 grid max-w-4xl grid-cols-2 items-center justify-items-center gap-x-8 gap-y-6 text-slate-500 sm:grid-cols-4">
          {logos.map((logo) => (
            <li key={logo.key}>
              <StaticMarkup html={logo.svg} className="flex justify-center" />
            </li>
          ))}
        </ul>
        {unnamed.length > 0 && (
          <>
            <p className="mt-10 text-center text-sm font-semibold text-muted">{unnamedLabel}</p>
            <ul className="mx-auto mt-5 grid max-w-5xl gap-3 md:grid-cols-3 md:gap-4">
              {unnamed.map((story) => (
                <li key={story.key} data-unnamed-customer={story.key}>
                  <AppLink
                    page="caseStudy"
                    params={{ name: story.key }}
                    className="group block h-full rounded-2xl border border-line bg-surface px-5 py-4 hover:border-brand-200"
                  >
                    <StaticMarkup html={story.html} className="flex h-full flex-col" />
                  </AppLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
