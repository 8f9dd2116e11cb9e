import { siteConfig } from "../../../core/config/site.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { AppLink } from "../app-link.tsx";
import { FeatureIcon } from "../../art/feature-icon.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { featureMenu, projectMenuItem, resourceMenu } from "./nav-items.ts";

/**
 * The open mobile menu's panel (mobile-menu.tsx). Its own chunk, loaded on the first tap of the menu button
 * (or when the browser is idle): no page's first load carries a menu the visitor may never open.
 */
export default function MobileMenuPanel({
  panelId,
  onNavigate,
}: {
  panelId: string;
  onNavigate: () => void;
}) {
  const t = useDictionary();
  const item = "block rounded-lg px-3 py-3 text-base font-semibold hover:bg-brand-50";
  return (
    <div
      id={panelId}
      className="fixed inset-x-0 top-16 bottom-0 flex flex-col border-t border-line bg-white text-ink"
    >
      {/* First in the panel and outside the list that scrolls: the language is never below the fold. */}
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-1.5">
        <span aria-hidden="true" className="text-sm font-semibold text-muted">
          {t.language.label}
        </span>
        <LanguageSwitch onSwitch={onNavigate} />
      </div>
      <nav aria-label={t.nav.primary} className="flex-1 overflow-y-auto overscroll-contain px-4 pt-2 pb-6">
        <AppLink page="home" className={item} onClick={onNavigate}>
          {t.nav.home}
        </AppLink>
        <p className="px-3 pt-4 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
          {t.nav.features}
        </p>
        <ul>
          {[
            ...featureMenu.map(({ key, page }) => ({ key, page, title: t.features[key].title })),
            { ...projectMenuItem, title: t.footer.projectManagement },
          ].map(({ key, page, title }) => (
            <li key={key}>
              <AppLink
                page={page}
                className="flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-brand-50"
              >
                <FeatureIcon feature={key} className="size-5 shrink-0 text-brand-600" />
                <span className="font-semibold">{title}</span>
              </AppLink>
            </li>
          ))}
        </ul>
        <AppLink page="pricing" className={item}>
          {t.nav.pricing}
        </AppLink>
        <p className="px-3 pt-4 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
          {t.nav.resources}
        </p>
        <ul>
          {resourceMenu.map(({ key, page }) => (
            <li key={key}>
              <AppLink page={page} className={item}>
                {t.nav[key]}
              </AppLink>
            </li>
          ))}
        </ul>
        <AppLink page="blog" className={item}>
          {t.nav.blog}
        </AppLink>
        <AppLink page="contact" className={item}>
          {t.nav.contact}
        </AppLink>
      </nav>
      {/* Pinned under the list, where a thumb finds it without scrolling (Sign up stays in the bar). */}
      <div className="grid grid-cols-2 gap-3 border-t border-line px-4 py-3">
        <a href={siteConfig.APP_URL} className="btn-ghost text-brand-700">
          {t.nav.login}
        </a>
        <AppLink page="requestDemo" className="btn-primary">
          {t.nav.requestDemo}
        </AppLink>
      </div>
    </div>
  );
}
