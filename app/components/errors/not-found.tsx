import { useDictionary } from "../../i18n/use-dictionary.ts";
import { AppLink } from "../app-link.tsx";
import { HelpContacts } from "./help-contacts.tsx";

/** The not-found page of docs/product.md ("Not-found page"), with its exact words. */
export function NotFound() {
  const t = useDictionary();
  return (
    <div className="bg-surface px-4 pt-32 pb-20 text-center md:pt-40">
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-600 md:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold md:text-4xl">{t.notFound.title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-lg text-muted">{t.notFound.subtitle}</p>
      <AppLink page="home" className="btn-primary mt-8">
        {t.notFound.home}
      </AppLink>
      <HelpContacts />
    </div>
  );
}
