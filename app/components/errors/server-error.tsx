import { isRouteErrorResponse } from "react-router";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { AppLink } from "../app-link.tsx";
import { HelpContacts } from "./help-contacts.tsx";

/** Any error other than a 404: its own status and message; details only while developing. */
export function ServerError({ error }: { error: unknown }) {
  const t = useDictionary();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // What the status means in the page's language, else the status line's words (e.g. "Not Implemented"),
  // never an internal error's text.
  const byStatus: Partial<Record<number, string>> = t.error.byStatus;
  const message =
    byStatus[status] ?? (isRouteErrorResponse(error) && error.statusText ? error.statusText : t.error.lead);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div className="bg-surface px-4 pt-32 pb-20 text-center md:pt-40">
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-600">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">{t.error.title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-lg text-muted">{message}</p>
      {stack && <pre className="mx-auto mt-6 max-w-3xl overflow-x-auto text-left text-xs">{stack}</pre>}
      <AppLink page="home" className="btn-primary mt-8">
        {t.error.home}
      </AppLink>
      <HelpContacts />
    </div>
  );
}
