import { useState } from "react";
import { aboutContent } from "../../content/company/index.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { CompanyFields, MarketingConsent, PersonFields } from "../leads/components/contact-fields.tsx";
import { CheckboxGroup } from "../leads/components/fields.tsx";
import { FormPage } from "../leads/components/form-page.tsx";
import { SlotPicker } from "../leads/components/slot-picker.tsx";
import { officeTimeZones, parseSlot } from "../../core/leads/schemas/demo-slots.ts";
import { countries, interests, type Country } from "../../core/leads/schemas/lead-options.ts";
import { leadPageAction, leadPageLoader } from "../leads/lead-page.server.ts";
import { pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/request-demo";

const demoForm = {
  type: "demo",
  listFields: ["interests"],
  loadSchema: () =>
    import("../../core/leads/schemas/demo-request.ts").then((module) => module.demoRequestSchema),
} as const;

export const loader = leadPageLoader("requestDemo", (lang) => ({
  hours: aboutContent[lang].offices.hours,
  locale: dictionaries[lang].meta.locale,
}));

export const action = leadPageAction(demoForm, {
  details: ({ companySize, country, interests, slot, timeZone }) => ({
    companySize,
    country,
    interests,
    // The schema accepted the slot, so it parses.
    slot: parseSlot(slot, country)?.toISOString() ?? slot,
    timeZone: timeZone || officeTimeZones[country],
  }),
  thankYou: "thankYouDemo",
});

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function RequestDemo({ loaderData, actionData }: Route.ComponentProps) {
  const { content, hours, words, locale } = loaderData;
  const f = words.fields;
  const kept = actionData?.values.country;
  const [country, setCountry] = useState<Country | "">(
    typeof kept === "string" && (countries as readonly string[]).includes(kept) ? (kept as Country) : "",
  );
  return (
    <FormPage
      loaderData={loaderData}
      form={demoForm}
      actionData={actionData}
      aside={
        <section aria-labelledby="agenda-title" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="agenda-title" className="font-bold">
            {content.agenda.title}
          </h2>
          <ol className="mt-3 space-y-2 text-sm leading-relaxed text-muted">
            {content.agenda.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      }
    >
      {(form) => (
        <>
          <PersonFields words={words} form={form} phone="whatsapp" />
          <CompanyFields words={words} form={form} onCountryChange={setCountry} />
          <CheckboxGroup
            name="interests"
            label={f.interests.label}
            legend={f.interests.label}
            hint={f.interests.hint}
            optionalText={words.optional}
            options={interests.map((key) => [key, words.interests[key]] as const)}
            defaultValues={form.values("interests")}
            error={form.error("interests", f.interests.label)}
          />
          <SlotPicker
            words={words}
            locale={locale}
            country={country}
            hours={hours}
            defaultValue={form.value("slot")}
            error={form.error("slot", f.slot.label)}
          />
          <MarketingConsent words={words} form={form} />
        </>
      )}
    </FormPage>
  );
}
