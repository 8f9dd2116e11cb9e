import { brand } from "../../../content/brand.ts";
import { useDictionary, useLang } from "../../i18n/use-dictionary.ts";
import { pathTo } from "../../../core/routing/paths.ts";
import { AppLink } from "../app-link.tsx";
import { ReguLogo } from "../../art/regu-logo.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SkipLink } from "./skip-link.tsx";
import { WhatsappIcon } from "../../art/whatsapp-icon.tsx";

/**
 * The header of campaign landing pages (docs/product.md, Layout: the project-management page): the
 * WhatsApp number, the language toggle, Request Demo and Sign Up, and no other way off the page.
 */
export function CampaignHeader() {
  const t = useDictionary();
  const lang = useLang();
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-white text-ink shadow-[0_1px_0_var(--color-line)]">
      <SkipLink />
      <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
        <ReguLogo className="h-7 w-auto shrink-0 sm:h-8" tone="color" />
        <a
          href={pathTo("conversionWa", lang)}
          target="_blank"
          rel="noopener"
          className="ml-auto flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 font-bold text-brand-700 hover:bg-brand-50 md:px-3"
        >
          <WhatsappIcon className="size-6 shrink-0" />
          <span className="max-md:sr-only">{brand.whatsapp.display}</span>
          <span className="sr-only">
            {t.nav.whatsappSales} {t.footer.newWindow}
          </span>
        </a>
        <LanguageSwitch />
        <AppLink page="requestDemo" className="btn-primary px-4 text-sm whitespace-nowrap sm:px-5">
          {/* The phone's width holds one short word beside the number and the toggle. */}
          <span className="sm:hidden">{t.nav.requestDemoShort}</span>
          <span className="max-sm:hidden">{t.nav.requestDemo}</span>
        </AppLink>
        <AppLink
          page="registration"
          className="btn-ghost px-4 text-sm text-brand-700 hover:bg-brand-50 max-sm:hidden sm:px-5"
        >
          {t.nav.signUp}
        </AppLink>
      </div>
    </header>
  );
}
