import type { ActionFunctionArgs, LoaderFunctionArgs, RouterContextProvider } from "react-router";
import type * as z from "zod/mini";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import type { LeadPagesContent } from "../../content/lead-pages/types.ts";
import { quotePortrait } from "../collections/customers.server.ts";
import type { Lang, PageId } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageRoute } from "../../core/routing/route-of.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import type { LeadFormDefinition } from "../../core/leads/schemas/lead-form-data.ts";
import type { LeadPerson } from "../../core/leads/lead.ts";
import { handleLeadForm, type LeadActionOptions } from "./lead-action.server.ts";

/** The pages that are a lead form and its promise: their copy's key in content/lead-pages. */
type LeadFormPageKey = "requestDemo" | "registration" | "contact";

/**
 * The loader of a lead form page: its copy and the forms' words in the page's language, the quoted
 * person's portrait, and whatever else the page draws in that language.
 */
export function leadPageLoader<Page extends LeadFormPageKey, Extra extends object = Record<never, never>>(
  page: Page,
  extra?: (lang: Lang, content: LeadPagesContent[Page]) => Extra,
) {
  return (args: LoaderFunctionArgs) => {
    const { lang } = pageRoute(args);
    const content = leadPagesContent[lang][page];
    // Without extra, Extra is the empty record.
    const more = extra ? extra(lang, content) : ({} as Extra);
    return {
      ...more,
      content,
      words: formWords[lang],
      quoteAvatar: quotePortrait(content.quote.person, lang),
    };
  };
}

interface LeadPageActionOptions<Schema extends z.ZodMiniType<LeadPerson>> extends Pick<
  LeadActionOptions<Schema>,
  "details"
> {
  /** The page the visitor goes to once the lead is stored, in the language of the form's page. */
  thankYou: PageId;
}

/** The action of a lead form page: the one every lead form runs (lead-action.server.ts), in the page's language. */
export function leadPageAction<Schema extends z.ZodMiniType<LeadPerson>>(
  form: LeadFormDefinition<Schema>,
  { details, thankYou }: LeadPageActionOptions<Schema>,
) {
  return async (args: ActionFunctionArgs<Readonly<RouterContextProvider>>) => {
    const { lang } = pageRoute(args);
    return handleLeadForm({
      request: args.request,
      url: args.url,
      context: args.context,
      lang,
      form,
      details,
      success: () => pathTo(thankYou, lang),
    });
  };
}
