import { AppLink } from "../components/app-link.tsx";
import { siteConfig } from "../../core/config/site.ts";
import { CompanyFields, MarketingConsent, PersonFields } from "../leads/components/contact-fields.tsx";
import { CheckboxField } from "../leads/components/fields.tsx";
import { FormPage } from "../leads/components/form-page.tsx";
import { leadPageAction, leadPageLoader } from "../leads/lead-page.server.ts";
import { pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/registration";

const registrationForm = {
  type: "registration",
  loadSchema: () =>
    import("../../core/leads/schemas/registration.ts").then((module) => module.registrationSchema),
} as const;

export const loader = leadPageLoader("registration");

export const action = leadPageAction(registrationForm, {
  details: ({ companySize, country }) => ({
    companySize,
    country,
    termsAcceptedAt: new Date().toISOString(),
  }),
  thankYou: "thankYouRegistering",
});

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const { content, words } = loaderData;
  const f = words.fields;
  return (
    <FormPage
      loaderData={loaderData}
      form={registrationForm}
      actionData={actionData}
      aside={
        <p className="text-muted">
          {content.login.text}{" "}
          <a href={siteConfig.APP_URL} className="font-semibold text-brand-700 underline">
            {content.login.link}
          </a>
        </p>
      }
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
                {f.terms.after}
              </>
            }
          />
          <MarketingConsent words={words} form={form} />
        </>
      )}
    </FormPage>
  );
}
