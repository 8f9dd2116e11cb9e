import { aboutContent } from "../../content/company/index.ts";
import { brand } from "../../content/brand.ts";
import { renderOfficesSection } from "../components/page/offices-markup.server.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import { MarketingConsent, PersonFields } from "../leads/components/contact-fields.tsx";
import { SelectField } from "../leads/components/fields.tsx";
import { FormPage } from "../leads/components/form-page.tsx";
import { RichTextField } from "../leads/components/rich-text-field.tsx";
import { contactTopics, messageMaxLength } from "../../core/leads/schemas/lead-options.ts";
import { sanitizeMessageHtml } from "../../core/leads/schemas/rich-text.server.ts";
import { leadPageAction, leadPageLoader } from "../leads/lead-page.server.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/contact";

const contactForm = {
  type: "contact",
  loadSchema: () => import("../../core/leads/schemas/contact.ts").then((module) => module.contactSchema),
} as const;

export const loader = leadPageLoader("contact", (lang, content) => ({
  offices: renderOfficesSection(lang, {
    ...content.offices,
    eyebrow: content.hero.eyebrow,
    hours: aboutContent[lang].offices.hours,
  }),
  whatsapp: pathTo("conversionWa", lang),
}));

export const action = leadPageAction(contactForm, {
  details: ({ topic, message, messageFormat }) => {
    // Only the editor's allow-list is kept; the text is for the sales mail and the export.
    const clean = sanitizeMessageHtml(message, messageFormat);
    return { topic, messageHtml: clean.html, messageText: clean.text };
  },
  thankYou: "thankYou",
});

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { content, offices, words, whatsapp } = loaderData;
  const f = words.fields;
  const channels = [
    { ...content.channels.whatsapp, href: whatsapp, label: brand.whatsapp.display, newTab: true },
    { ...content.channels.sales, href: `mailto:${brand.salesEmail}`, label: brand.salesEmail, newTab: false },
    {
      ...content.channels.support,
      href: `mailto:${brand.supportEmail}`,
      label: brand.supportEmail,
      newTab: false,
    },
  ];
  return (
    <FormPage
      loaderData={loaderData}
      form={contactForm}
      actionData={actionData}
      aside={
        <ul className="grid gap-3">
          {channels.map((channel) => (
            <li key={channel.title} className="rounded-2xl border border-line bg-white p-5">
              <h2 className="font-bold">{channel.title}</h2>
              <p className="mt-1 text-sm leading-relaxed text-muted">{channel.text}</p>
              <a
                href={channel.href}
                {...(channel.newTab ? { target: "_blank", rel: "noopener" } : {})}
                className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                {channel.label}
              </a>
            </li>
          ))}
        </ul>
      }
      after={
        <section aria-labelledby="offices-title" className="container-page py-16">
          <StaticMarkup html={offices} />
        </section>
      }
    >
      {(form) => (
        <>
          <PersonFields words={words} form={form} email="email" optionalText={words.optional} />
          <SelectField
            name="topic"
            label={f.topic.label}
            placeholder={f.topic.placeholder}
            options={contactTopics.map((topic) => [topic, words.topics[topic]] as const)}
            defaultValue={form.value("topic")}
            error={form.error("topic", f.topic.label)}
          />
          <RichTextField
            name="message"
            id="field-message"
            label={f.message.label}
            hint={f.message.hint}
            maxLength={messageMaxLength}
            defaultValue={form.value("message")}
            error={form.error("message", f.message.label)}
            toolbarLabels={words.richText}
            required
          />
          <MarketingConsent words={words} form={form} />
        </>
      )}
    </FormPage>
  );
}
