import { brand } from "../../../content/brand.ts";
import type { Dictionary } from "../../../core/i18n/en.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { officesFor } from "../../i18n/reader-first.ts";

export type CountryCode = (typeof brand.offices)[number]["countryCode"];

/**
 * The five offices, the reader's country first (reader-first.ts): address, hours and the ways to reach each (directions, email, WhatsApp). Hook-free, so
 * a page can also render it on the server as plain markup (offices-markup.server.tsx).
 */
export function OfficeCards({
  roles,
  hours,
  lang,
  t,
}: {
  roles?: Record<CountryCode, string>;
  hours: Record<CountryCode, string>;
  lang: Lang;
  t: Pick<Dictionary, "offices" | "footer">;
}) {
  return (
    <ul className="mt-12 grid gap-5 md:max-xl:grid-balanced-2 xl:grid-balanced-3">
      {officesFor(lang).map((office) => {
        // A city-state (Singapore) is named once, in the page's language.
        const cityState = office.city === office.country.en;
        const city = cityState ? office.country[lang] : office.city;
        return (
          <li
            key={office.countryCode}
            className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-card"
          >
            <h3 className="text-lg font-bold">{cityState ? city : `${city}, ${office.country[lang]}`}</h3>
            <address className="mt-2 leading-relaxed text-muted not-italic">{office.address}</address>
            {roles && <p className="mt-3 flex-1 text-sm leading-relaxed">{roles[office.countryCode]}</p>}
            <p className="mt-3 text-sm">
              <span className="font-semibold">{t.offices.hours}:</span> {hours[office.countryCode]}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-5 text-sm font-semibold text-brand-700">
              <a
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(office.address)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center underline"
              >
                {t.offices.directions}
                <span className="sr-only">
                  : {city} {t.footer.newWindow}
                </span>
              </a>
              <a href={`mailto:${brand.salesEmail}`} className="inline-flex min-h-11 items-center underline">
                {brand.salesEmail}
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
