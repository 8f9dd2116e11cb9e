import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { AppLink } from "../components/app-link.tsx";
import { CompanyFields, MarketingConsent, PersonFields } from "../leads/components/contact-fields.tsx";
import { CheckboxField } from "../leads/components/fields.tsx";
import { FormPage } from "../leads/components/form-page.tsx";
import { LeadForm } from "../leads/components/lead-form.tsx";
import { siteConfig } from "../config/site.ts";
import { handleLeadForm } from "../leads/lead-action.server.ts";
import { registrationSchema } from "../leads/forms/registration.ts";
import { formWords } from "../i18n/forms.ts";
import { languageOf, pathTo } from "../routing/paths.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/registration";
import { avatarPath } from "../content/customers.server.ts";

export function loader({ url }: Route.LoaderArgs) {
  const lang = languageOf(url.pathname);
  const content = leadPagesContent[lang].registration;
  return { content, quoteAvatar: avatarPath(content.quote.person), words: formWords[lang] };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const lang = languageOf(url.pathname);
  return handleLeadForm({
    request,
    url,
    context,
    lang,
    type: "registration",
    schema: registrationSchema,
    toLead: ({ name, email, phone, company, marketingConsent, companySize, country }) => ({
      name,
      email,
      phone,
      company,
      marketingConsent,
      details: { companySize, country, termsAcceptedAt: new Date().toISOString() },
    }),
    success: () => pathTo("thankYouRegistering", lang),
  });
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return pageMeta({ ...loaderData.content.meta, pathname: location.pathname });
}

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const { content, quoteAvatar, words } = loaderData;
  const f = words.fields;
  return (
    <FormPage
      page={content}
      quoteAvatar={quoteAvatar}
      aside={
        <p className="text-muted">
          {content.login.text}{" "}
          <a href={siteConfig.APP_URL} className="font-semibold text-brand-700 underline">
            {content.login.link}
          </a>
        </p>
      }
    >
      <LeadForm
        loadSchema={() =>
          import("../leads/forms/registration.ts").then((module) => module.registrationSchema)
        }
        action="registration"
        words={words}
        actionData={actionData}
        submitLabel={content.submit}
        labelledBy="form-title"
      >
        {(form) => (
          <>
            <PersonFields words={words} form={form} />
            <CompanyFields words={words} form={form} />
            <CheckboxField
              name="terms"
              required
              defaultChecked={form.value("terms") === "on"}
              error={form.error("terms", f.terms.termsLink)}
              label={
                <>
                  {f.terms.before}
                  <AppLink page="terms" target="_blank" className="font-semibold text-brand-700 underline">
                    {f.terms.termsLink}
                  </AppLink>
                  {f.terms.between}
                  <AppLink page="privacy" target="_blank" className="font-semibold text-brand-700 underline">
                    {f.terms.privacyLink}
                  </AppLink>
                  {f.terms.after}
                </>
              }
            />
            <MarketingConsent words={words} form={form} />
          </>
        )}
      </LeadForm>
    </FormPage>
  );
}
