import type { ReactNode } from "react";
import { brand } from "../../../content/brand.ts";
import { consentEnabled, consentSettings } from "../../consent/load-consent.ts";
import { fill } from "../../../core/i18n/fill.ts";
import { officesFor } from "../../i18n/reader-first.ts";
import { useDictionary, useLang } from "../../i18n/use-dictionary.ts";
import { pathTo } from "../../../core/routing/paths.ts";
import type { PageId } from "../../../core/routing/pages.ts";
import { AppLink } from "../app-link.tsx";
import { ReguLogo } from "../../art/regu-logo.tsx";
import { SocialIcon } from "../../art/social-icon.tsx";
import { StoreBadge } from "../../art/store-badge.tsx";
import { featureMenu } from "../header/nav-items.ts";
import { NewsletterForm } from "../../newsletter/newsletter-form.tsx";

type FooterLabel = keyof ReturnType<typeof useDictionary>["footer"];

const companyLinks: Array<[PageId, FooterLabel]> = [
  ["about", "aboutUs"],
  ["projectManagement", "projectManagement"],
  ["privacy", "privacy"],
  ["terms", "terms"],
];

const resourceLinks: Array<[PageId, FooterLabel]> = [
  ["pricing", "pricing"],
  ["caseStudies", "caseStudies"],
  ["resources", "downloads"],
  ["blog", "blog"],
  ["covid", "covid"],
  ["faq", "faq"],
  ["userGuide", "userGuide"],
  ["tools", "calculators"],
];

const youtube = brand.social.find((profile) => profile.network === "youtube");

function Heading({ children }: { children: string }) {
  return <h2 className="text-sm font-bold tracking-wide text-brand-100 uppercase">{children}</h2>;
}

// A thumb's height each (44 px): the lists carry no gaps of their own.
const linkClass = "flex min-h-11 items-center text-slate-300 hover:text-white hover:underline";

/**
 * The footer of every page: links, contact, offices, apps, newsletter, copyright.
 * `children` come last: the chat button and the cookie banner, fixed to the window but, for assistive
 * technology, part of the footer's landmark.
 */
export function SiteFooter({ children }: { children?: ReactNode }) {
  const t = useDictionary();
  const lang = useLang();
  const year = new Date().getFullYear();

  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1.2fr_2fr]">
        <div className="max-w-md">
          <ReguLogo tone="white" className="h-8 w-auto" />
          <p className="mt-4 text-lg font-semibold text-white">{brand.tagline[lang]}</p>
          <section aria-labelledby="newsletter-title" className="mt-8" id="newsletter">
            <h2 id="newsletter-title" className="text-base font-bold text-white">
              {t.newsletter.title}
            </h2>
            <p className="mt-1 mb-4 text-sm">{t.newsletter.lead}</p>
            <NewsletterForm />
          </section>
        </div>

        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          <nav aria-label={t.footer.company}>
            <Heading>{t.footer.company}</Heading>
            <ul className="mt-2 text-sm">
              {companyLinks.map(([page, label]) => (
                <li key={page}>
                  <AppLink page={page} className={linkClass}>
                    {t.footer[label]}
                  </AppLink>
                </li>
              ))}
              {consentEnabled && (
                <li>
                  <button type="button" onClick={() => consentSettings?.open()} className={linkClass}>
                    {t.footer.cookieSettings}
                  </button>
                </li>
              )}
            </ul>
          </nav>
          <nav aria-label={t.footer.features}>
            <Heading>{t.footer.features}</Heading>
            <ul className="mt-2 text-sm">
              {featureMenu.map(({ key, page }) => (
                <li key={key}>
                  <AppLink page={page} className={linkClass}>
                    {t.features[key].title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t.footer.resources}>
            <Heading>{t.footer.resources}</Heading>
            <ul className="mt-2 text-sm">
              {youtube && (
                <li>
                  <a href={youtube.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {t.footer.videos} <span className="sr-only">{t.footer.newWindow}</span>
                  </a>
                </li>
              )}
              {resourceLinks.map(([page, label]) => (
                <li key={page}>
                  <AppLink page={page} className={linkClass}>
                    {t.footer[label]}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t.footer.contact}>
            <Heading>{t.footer.contact}</Heading>
            <ul className="mt-2 text-sm">
              <li>
                <AppLink page="contact" className={linkClass}>
                  {t.footer.contactUs}
                </AppLink>
              </li>
              <li>
                <a href={pathTo("conversionWa", lang)} target="_blank" rel="noopener" className={linkClass}>
                  {t.footer.talkToSales} <span className="sr-only">{t.footer.newWindow}</span>
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${brand.salesEmail}`}
                  className="flex min-h-11 flex-col justify-center text-slate-300 hover:text-white hover:underline"
                >
                  {t.footer.salesMail}
                  <span className="block text-slate-400">{brand.salesEmail}</span>
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>

      <div className="container-page grid gap-10 border-t border-white/10 py-10 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-8">
          <div>
            <Heading>{t.footer.getTheApp}</Heading>
            <ul className="mt-4 flex flex-wrap gap-3">
              {brand.appStores.map((store) => (
                <li key={store.store}>
                  <a href={store.url} target="_blank" rel="noopener noreferrer" className="block rounded-lg">
                    <StoreBadge store={store.store} name={store.label} />
                    <span className="sr-only">
                      {store.label} {t.footer.newWindow}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <Heading>{t.footer.followUs}</Heading>
            <ul className="mt-4 flex gap-2">
              {brand.social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon network={profile.network} className="size-5" />
                    <span className="sr-only">
                      {profile.label} {t.footer.newWindow}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div>
          <Heading>{t.footer.offices}</Heading>
          <ul className="mt-4 grid gap-6 text-sm sm:grid-cols-2 xl:grid-cols-3">
            {officesFor(lang).map((office) => (
              <li key={office.countryCode}>
                <p className="font-semibold text-white">{office.country[lang]}</p>
                <address className="mt-1 leading-relaxed not-italic">{office.address}</address>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-slate-400">{fill(t.footer.copyright, { year })}</p>
      </div>
      {children}
    </footer>
  );
}
