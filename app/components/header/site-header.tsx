import { createElement, useCallback, useState, type ComponentType } from "react";
import { useLocation, useMatches } from "react-router";
import { siteConfig } from "../../../core/config/site.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { timings } from "../../navigation/timings.ts";
import { AppLink } from "../app-link.tsx";
import { FeatureIcon } from "../../art/feature-icon.tsx";
import { ReguLogo } from "../../art/regu-logo.tsx";
import { Dropdown } from "./dropdown.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { SkipLink } from "./skip-link.tsx";
import { featureMenu, projectMenuItem, resourceMenu } from "./nav-items.ts";
import { useScrolledPast } from "./use-scrolled-past.ts";

export interface HeaderHandle {
  /** The page starts with a dark hero: the header is transparent over it until scrolled. */
  transparentHeader?: boolean;
  /**
   * A header of the page's own instead of the site's (a campaign landing page's, see CampaignHeader). Given
   * by the page, so its code travels with that page rather than with every page.
   */
  header?: ComponentType;
}

/** The header of the page being shown: the site's, or the campaign variant when the page asks for it. */
export function PageHeader() {
  const matches = useMatches();
  const header = matches.map((match) => (match.handle as HeaderHandle | undefined)?.header).find(Boolean);
  // A component a route module exports (module scope), not one made here: its state survives renders.
  return header ? createElement(header) : <SiteHeader />;
}

export function SiteHeader() {
  const t = useDictionary();
  const location = useLocation();
  const matches = useMatches();
  // One state per dropdown: a close timer of one (150 ms after the pointer left it) must never close the
  // other, which the visitor has opened meanwhile.
  const [featuresOpen, setFeaturesOpen] = useState(false);
  const [resourcesOpen, setResourcesOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const scrolled = useScrolledPast(timings.headerSolidAfterPx);
  const overHero = matches.some((match) => (match.handle as HeaderHandle | undefined)?.transparentHeader);
  const transparent = overHero && !scrolled && !mobileOpen;

  const closeAll = useCallback(() => {
    setFeaturesOpen(false);
    setResourcesOpen(false);
    setMobileOpen(false);
  }, []);
  // Any navigation (a link, the language switch, back) closes every menu: reset while rendering the new
  // location rather than in an effect, so no frame shows a menu over the next page.
  const locationKey = location.pathname + location.search;
  const [menusLocation, setMenusLocation] = useState(locationKey);
  if (menusLocation !== locationKey) {
    setMenusLocation(locationKey);
    closeAll();
  }

  // Opening one closes the other at once, so two panels never overlap; closing touches only its own.
  const setFeatures = useCallback((open: boolean) => {
    setFeaturesOpen(open);
    if (open) setResourcesOpen(false);
  }, []);
  const setResources = useCallback((open: boolean) => {
    setResourcesOpen(open);
    if (open) setFeaturesOpen(false);
  }, []);
  const navLink = "rounded-md px-3 py-2 font-semibold hover:bg-current/10";

  return (
    <header
      data-transparent={transparent}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${
        transparent ? "bg-transparent text-white" : "bg-white text-ink shadow-[0_1px_0_var(--color-line)]"
      }`}
    >
      <SkipLink />
      <div className="container-page flex h-16 items-center gap-4">
        <AppLink
          page="home"
          className="flex min-h-11 shrink-0 items-center rounded-md"
          aria-label={`${t.meta.siteName} – ${t.nav.home}`}
        >
          <ReguLogo className="h-8 w-auto" tone={transparent ? "white" : "color"} />
        </AppLink>

        <nav
          aria-label={t.nav.primary}
          className="ml-4 hidden flex-1 items-center gap-1 text-[0.95rem] lg:flex"
        >
          <AppLink page="home" className={navLink}>
            {t.nav.home}
          </AppLink>
          <Dropdown
            label={t.nav.features}
            open={featuresOpen}
            onOpenChange={setFeatures}
            anchor="header"
            group="header-menu"
            panelClassName="grid-balanced-2 grid w-[800px] min-w-[800px] gap-1"
          >
            {[
              ...featureMenu.map(({ key, page }) => ({ key, page, ...t.features[key] })),
              {
                ...projectMenuItem,
                title: t.footer.projectManagement,
                tagline: t.nav.projectManagementTagline,
              },
            ].map(({ key, page, title, tagline }) => (
              <AppLink key={key} page={page} className="flex gap-3 rounded-xl p-3 hover:bg-brand-50">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600">
                  <FeatureIcon feature={key} className="size-6" />
                </span>
                <span>
                  <span className="block font-bold">{title}</span>
                  <span className="block text-sm text-muted">{tagline}</span>
                </span>
              </AppLink>
            ))}
          </Dropdown>
          <AppLink page="pricing" className={navLink}>
            {t.nav.pricing}
          </AppLink>
          <Dropdown
            label={t.nav.resources}
            open={resourcesOpen}
            onOpenChange={setResources}
            group="header-menu"
            panelClassName="w-[340px]"
          >
            {resourceMenu.map(({ key, page, tagline }) => (
              <AppLink key={key} page={page} className="block rounded-xl p-3 hover:bg-brand-50">
                <span className="block font-bold">{t.nav[key]}</span>
                <span className="block text-sm text-muted">{t.nav[tagline]}</span>
              </AppLink>
            ))}
          </Dropdown>
          <AppLink page="blog" className={navLink}>
            {t.nav.blog}
          </AppLink>
          <AppLink page="contact" className={navLink}>
            {t.nav.contact}
          </AppLink>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch onSwitch={closeAll} className="max-lg:hidden" />
          <a href={siteConfig.APP_URL} className={`${navLink} max-lg:hidden`}>
            {t.nav.login}
          </a>
          {/* The call to action stays in the bar on phones too, beside the menu button. */}
          <AppLink
            page="registration"
            className={`${transparent ? "btn-accent" : "btn-primary"} max-lg:px-4 max-lg:text-sm`}
          >
            {t.nav.signUp}
          </AppLink>
        </div>

        <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} onNavigate={closeAll} />
      </div>
    </header>
  );
}
