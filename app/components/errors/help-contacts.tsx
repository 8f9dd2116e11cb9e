import { brand } from "../../../content/brand.ts";
import { useDictionary, useLang } from "../../i18n/use-dictionary.ts";
import { pathTo } from "../../../core/routing/paths.ts";
import { AppLink } from "../app-link.tsx";

/** The contact area of the error pages: WhatsApp, email and the contact page. */
export function HelpContacts() {
  const t = useDictionary();
  const lang = useLang();
  const card = "rounded-2xl border border-line bg-white p-5 text-left shadow-card hover:border-brand-200";
  return (
    <section aria-labelledby="help-title" className="mx-auto mt-16 max-w-3xl">
      <h2 id="help-title" className="text-xl font-bold">
        {t.notFound.contactTitle}
      </h2>
      <p className="mt-1 text-muted">{t.notFound.contactLead}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        <li>
          <a href={pathTo("conversionWa", lang)} target="_blank" rel="noopener" className={`${card} block`}>
            <span className="block font-bold">WhatsApp</span>
            <span className="block text-sm text-muted">{brand.whatsapp.display}</span>
            <span className="sr-only">{t.footer.newWindow}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${brand.salesEmail}`} className={`${card} block`}>
            <span className="block font-bold">Email</span>
            <span className="block text-sm text-muted">{brand.salesEmail}</span>
          </a>
        </li>
        <li>
          <AppLink page="contact" className={`${card} block`}>
            <span className="block font-bold">{t.footer.contactUs}</span>
            <span className="block text-sm text-muted">{t.footer.offices}</span>
          </AppLink>
        </li>
      </ul>
    </section>
  );
}
