/**
 * The cookie banner. The server writes it into every page sent to a visitor who has made no choice
 * (banner-markup.server.tsx), so it paints with the page's first paint, and leaves it out for one who has,
 * so it never flashes. It is a form: without JavaScript its buttons post the choice to the consent API,
 * which keeps it and sends the visitor back to the page. With JavaScript the shell takes the submit
 * (root.tsx) and the consent manager keeps the choice without leaving the page. "Choose" opens the purposes
 * in place, as switches, in both cases: by name only, since every byte of the banner travels in the first
 * round trip of a first visit (docs/architecture.md); what each covers, and with which tools, is in the
 * privacy policy the banner links to and in "Cookie settings". A fixed overlay: nothing on the page moves.
 */
import type { Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { bannerFields, consentPurposes } from "../../core/consent/consent-state.ts";
import { consentApiPath } from "../../core/routing/endpoints.ts";
import { consentFormId } from "./load-consent.ts";
import { consentTexts } from "./texts.ts";
import { purposeTools, type ConfiguredTools } from "../../core/consent/tools.ts";

/** "Accept all" and "Reject all": the same button twice, equally prominent, here and in the settings. */
export const choiceButton = "btn-primary flex-1 px-4 sm:flex-none sm:px-6";

export function ConsentBanner({
  lang,
  tools,
  returnTo,
}: {
  lang: Lang;
  tools: ConfiguredTools;
  /** The page to come back to after a post without JavaScript. */
  returnTo: string;
}) {
  const t = consentTexts[lang];
  const named = purposeTools(tools);
  const asked = consentPurposes.filter((purpose) => named[purpose].length > 0);
  return (
    <section aria-label={t.bannerLabel} className="fixed inset-x-0 bottom-0 z-50 px-3 pb-3 sm:px-4 sm:pb-4">
      <form
        id={consentFormId}
        method="post"
        action={consentApiPath}
        className="mx-auto max-h-[calc(100dvh-1.5rem)] max-w-3xl overflow-y-auto rounded-3xl border border-line bg-white p-5 text-ink shadow-card ring-1 ring-black/5 md:p-6"
      >
        <input type="hidden" name={bannerFields.returnTo} value={returnTo} />
        <h2 className="text-lg font-bold">{t.bannerTitle}</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          {t.bannerBody}
          {tools.chat && ` ${t.bannerChat}`}{" "}
          <a href={pathTo("privacy", lang)} className="font-semibold text-brand-700 underline">
            {t.privacyLink}
          </a>
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <button type="submit" name={bannerFields.choice} value="all" className={choiceButton}>
            {t.acceptAll}
          </button>
          <button type="submit" name={bannerFields.choice} value="none" className={choiceButton}>
            {t.rejectAll}
          </button>
          <details className="w-full sm:ml-auto sm:w-auto sm:text-right open:sm:w-full">
            <summary className="btn w-full cursor-pointer list-none text-brand-700 underline underline-offset-4 hover:text-brand-900 sm:w-auto [&::-webkit-details-marker]:hidden">
              {t.choose}
            </summary>
            <ul className="mt-3 space-y-3 text-left">
              <li className="rounded-2xl border border-line p-4">
                <div className="flex items-center justify-between gap-4">
                  <span className="font-bold">{t.necessary}</span>
                  <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                    {t.alwaysOn}
                  </span>
                </div>
              </li>
              {asked.map((purpose) => (
                <li key={purpose} className="rounded-2xl border border-line p-4">
                  <label className="flex cursor-pointer items-center justify-between gap-4">
                    <span className="font-bold">{t[purpose]}</span>
                    <input
                      type="checkbox"
                      role="switch"
                      name={bannerFields.purpose}
                      value={purpose}
                      className="switch"
                    />
                  </label>
                </li>
              ))}
            </ul>
            <button
              type="submit"
              name={bannerFields.choice}
              value="chosen"
              className="btn-ghost mt-4 w-full px-6 text-brand-700 sm:w-auto"
            >
              {t.save}
            </button>
          </details>
        </div>
      </form>
    </section>
  );
}
