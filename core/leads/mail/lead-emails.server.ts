import { formWords } from "../../i18n/form-words.ts";
import { brand } from "../../../content/brand.ts";
import { salesEmailEn } from "../../../content/emails/en.ts";
import type { EmailLink, EmailStep, SalesEmailContent } from "../../../content/emails/types.ts";
import { officeTimeZones } from "../schemas/demo-slots.ts";
import type { Country } from "../schemas/lead-options.ts";
import { fill } from "../../i18n/fill.ts";
import type { Attribution, Lead } from "../lead.ts";
import type { Lang } from "../../routing/pages.ts";
import { messageHtmlWithoutLinks } from "../schemas/rich-text.server.ts";
import type { MailContent } from "../../mail/mail-content.ts";
import { fillParts, render, type Block, type Inline, type Link } from "../../mail/mail-layout.server.ts";
import {
  absoluteUrl,
  mailWords,
  signOff,
  siteHost,
  visitorFooter,
  type Site,
} from "../../mail/mail-parts.server.ts";
import { greetingName } from "./greeting-name.ts";

/**
 * The mails a lead sends: the visitor's confirmation of a form and the sales team's notification. Pure
 * functions from a lead to subject, HTML and text, in the layout every mail shares (core/mail/); sending
 * is the outbox's job (core/outbox/).
 *
 * The visitor's mails go to an address nobody confirmed, so they are built from our words and the lead's
 * choices among our options only, never from what the visitor wrote (see content/emails/types.ts). The
 * sales notification goes to our own team and shows everything, escaped.
 */

const sales: SalesEmailContent = salesEmailEn;

// English mails write dates day first, as the site does (core/i18n/dates.ts).
const locales: Record<Lang, string> = { en: "en-GB", id: "id-ID" };

/** A demo call's length; lead.ts gives the slot's start only. */
const demoMinutes = 30;

// ---------------------------------------------------------------------------------------------------------
// The pieces of a lead's mails.

function pageLink(site: Site, lang: Lang, link: EmailLink): Link {
  return { text: link.label, href: absoluteUrl(site, link.page, lang) };
}

function stepItems(site: Site, lang: Lang, steps: EmailStep[]): Inline[][] {
  return steps.map((step) => (step.link ? [step.text, " ", pageLink(site, lang, step.link)] : [step.text]));
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

function zoneName(instant: Date, timeZone: string, locale: string, style: "long" | "short"): string {
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone
  );
}

/** A demo slot's date, start, end and zone name in a time zone, each written in a language's way. */
function slotParts(start: Date, timeZone: string, locale: string, zoneStyle: "long" | "short") {
  const end = new Date(start.getTime() + demoMinutes * 60_000);
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(start);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return {
    date,
    start: time.format(start),
    end: time.format(end),
    zone: zoneName(start, timeZone, locale, zoneStyle),
  };
}

function formatUtc(instant: Date): string {
  return new Intl.DateTimeFormat(locales.en, {
    timeZone: "UTC",
    dateStyle: "full",
    timeStyle: "long",
  }).format(instant);
}

/** The help line, with the sales or support address by what the visitor is likely to ask next. */
function helpLine(lang: Lang, mailbox: string): Inline[] {
  return fillParts(mailWords[lang].help, {
    email: { text: mailbox, href: `mailto:${mailbox}` },
    whatsapp: { text: brand.whatsapp.display, href: `https://wa.me/${brand.whatsapp.number}` },
  });
}

// ---------------------------------------------------------------------------------------------------------
// The visitor's confirmation.

/** The day a lead arrived, in the language's way and the time zone of the office that signs the mail. */
function receivedOn(lead: Lead): string {
  return new Intl.DateTimeFormat(locales[lead.lang], {
    timeZone: officeTimeZones[mailWords[lead.lang].footer.office],
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(lead.createdAt);
}

/**
 * The visitor's confirmation of a form, in the language of the form. Nothing in it is the visitor's own
 * writing but, at most, the first word of their name.
 */
export function visitorConfirmation(lead: Lead, site: Site): MailContent {
  const lang = lead.lang;
  const words = mailWords[lang];
  const options = formWords[lang];
  const labels = words.labels;
  const name = greetingName(lead.name);
  const greeting: Block = {
    kind: "paragraph",
    parts: [name === undefined ? words.greetingWithoutName : fill(words.greeting, { name })],
  };

  switch (lead.type) {
    case "demo": {
      const copy = words.demo;
      const details = lead.details;
      const timeZone = isTimeZone(details.timeZone) ? details.timeZone : officeTimeZones[details.country];
      const slot = fill(copy.slot, slotParts(new Date(details.slot), timeZone, locales[lang], "long"));
      return render({
        lang,
        subject: copy.subject,
        preheader: copy.preheader,
        blocks: [
          { kind: "heading", text: copy.heading },
          greeting,
          { kind: "paragraph", parts: [copy.intro] },
          { kind: "callout", label: copy.slotLabel, lines: [slot] },
          { kind: "paragraph", parts: [copy.confirm] },
          { kind: "list", title: copy.nextTitle, ordered: true, items: stepItems(site, lang, copy.next) },
          { kind: "button", label: copy.button.label, href: pageLink(site, lang, copy.button).href },
          {
            kind: "fields",
            title: words.summaryTitle,
            rows: [
              { label: labels.companySize, value: options.companySizes[details.companySize] },
              { label: labels.country, value: options.countries[details.country] },
              ...(details.interests.length > 0
                ? [
                    {
                      label: labels.interests,
                      value: details.interests.map((key) => options.interests[key]).join(", "),
                    },
                  ]
                : []),
            ],
          },
          { kind: "paragraph", parts: helpLine(lang, brand.salesEmail) },
          signOff(lang),
        ],
        footer: visitorFooter(site, lang, "demo"),
      });
    }
    case "registration": {
      const copy = words.registration;
      const details = lead.details;
      return render({
        lang,
        subject: copy.subject,
        preheader: copy.preheader,
        blocks: [
          { kind: "heading", text: copy.heading },
          greeting,
          { kind: "paragraph", parts: [copy.intro, " ", copy.trial] },
          { kind: "paragraph", parts: [copy.activation], tone: "strong" },
          { kind: "list", title: copy.nextTitle, ordered: true, items: stepItems(site, lang, copy.next) },
          { kind: "button", label: copy.button.label, href: pageLink(site, lang, copy.button).href },
          {
            kind: "fields",
            title: words.summaryTitle,
            rows: [
              { label: labels.companySize, value: options.companySizes[details.companySize] },
              { label: labels.country, value: options.countries[details.country] },
            ],
          },
          // A trial user's next questions are about using the app.
          { kind: "paragraph", parts: helpLine(lang, brand.supportEmail) },
          signOff(lang),
        ],
        footer: visitorFooter(site, lang, "registration"),
      });
    }
    case "contact": {
      const copy = words.contact;
      const details = lead.details;
      return render({
        lang,
        subject: copy.subject,
        preheader: copy.preheader,
        blocks: [
          { kind: "heading", text: copy.heading },
          greeting,
          { kind: "paragraph", parts: [fill(copy.intro, { date: receivedOn(lead) })] },
          { kind: "fields", rows: [{ label: labels.topic, value: options.topics[details.topic] }] },
          { kind: "paragraph", parts: [copy.noCopy], tone: "muted" },
          { kind: "list", title: copy.nextTitle, ordered: false, items: stepItems(site, lang, copy.next) },
          signOff(lang),
        ],
        footer: visitorFooter(site, lang, "contact"),
      });
    }
    case "resource": {
      const copy = words.resource;
      const details = lead.details;
      const resourceUrl = absoluteUrl(site, "resource", lang, { name: details.slug });
      return render({
        lang,
        subject: fill(copy.subject, { title: details.title }),
        preheader: copy.preheader,
        blocks: [
          { kind: "heading", text: copy.heading },
          greeting,
          { kind: "paragraph", parts: [fill(copy.intro, { title: details.title }), " ", copy.again] },
          { kind: "button", label: copy.downloadAgain, href: resourceUrl },
          { kind: "list", title: copy.nextTitle, ordered: true, items: stepItems(site, lang, copy.next) },
          {
            kind: "fields",
            title: words.summaryTitle,
            // The title is our content's, not the visitor's: the form posts only the person's fields.
            rows: [{ label: labels.resource, value: { text: details.title, href: resourceUrl } }],
          },
          { kind: "paragraph", parts: helpLine(lang, brand.salesEmail) },
          signOff(lang),
        ],
        footer: visitorFooter(site, lang, "resource"),
      });
    }
    case "calculator": {
      // Our words, the calculator's name and the figures the server worked out: nothing the visitor typed
      // (docs/calculators.md, Email me this calculation). The inputs and the working are in the PDF.
      const copy = words.calculator;
      const calculator = lead.details.name;
      return render({
        lang,
        subject: fill(copy.subject, { calculator }),
        preheader: copy.intro,
        blocks: [
          { kind: "heading", text: fill(copy.heading, { calculator }) },
          { kind: "paragraph", parts: [copy.intro] },
          {
            kind: "fields",
            title: copy.figuresTitle,
            rows: lead.details.figures.map((figure) => ({ label: figure.label, value: figure.text })),
          },
          { kind: "paragraph", parts: [copy.trial] },
          { kind: "button", label: copy.button, href: absoluteUrl(site, "registration", lang) },
          { kind: "paragraph", parts: helpLine(lang, brand.salesEmail) },
          signOff(lang),
        ],
        footer: visitorFooter(site, lang, "calculator"),
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The sales team's notification.

const attributionKeys = [
  "page",
  "landingPage",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const satisfies ReadonlyArray<keyof Attribution>;

/** A slot in office time and in the visitor's time, with the zone's offset so nobody converts by hand. */
function salesSlotRows(start: Date, country: Country, visitorZone: string) {
  const officeZone = officeTimeZones[country];
  const line = (timeZone: string) => {
    const parts = slotParts(start, timeZone, locales.en, "short");
    return `${parts.date}, ${parts.start}–${parts.end} ${parts.zone}`;
  };
  const visitorValue = !isTimeZone(visitorZone)
    ? sales.unknownZone
    : visitorZone === officeZone
      ? `${line(visitorZone)} ${sales.sameAsOffice}`
      : line(visitorZone);
  return [
    { label: fill(sales.labels.slotOffice, { zone: officeZone }), value: line(officeZone) },
    { label: fill(sales.labels.slotVisitor, { zone: visitorZone }), value: visitorValue },
  ];
}

/** The notification to the sales team, in English, with every field of the lead. */
export function salesNotification(lead: Lead, site: Site): MailContent {
  const labels = sales.labels;
  const orEmpty = (value: string | undefined) =>
    value === undefined || value.trim() === "" ? sales.empty : value;

  let extra: string;
  let requestRows: Array<{ label: string; value: Inline }>;
  const messageBlocks: Block[] = [];
  switch (lead.type) {
    case "demo": {
      const details = lead.details;
      extra = `${formWords.en.countries[details.country]}, ${details.companySize}`;
      requestRows = [
        ...salesSlotRows(new Date(details.slot), details.country, details.timeZone),
        { label: labels.country, value: formWords.en.countries[details.country] },
        { label: labels.companySize, value: formWords.en.companySizes[details.companySize] },
        {
          label: labels.interests,
          value:
            details.interests.length > 0
              ? details.interests.map((key) => formWords.en.interests[key]).join(", ")
              : sales.noInterests,
        },
      ];
      break;
    }
    case "registration": {
      const details = lead.details;
      extra = `${formWords.en.countries[details.country]}, ${details.companySize}`;
      const accepted = new Date(details.termsAcceptedAt);
      requestRows = [
        { label: labels.country, value: formWords.en.countries[details.country] },
        { label: labels.companySize, value: formWords.en.companySizes[details.companySize] },
        {
          label: labels.termsAcceptedAt,
          value: Number.isNaN(accepted.getTime()) ? details.termsAcceptedAt : formatUtc(accepted),
        },
      ];
      break;
    }
    case "contact": {
      const details = lead.details;
      extra = formWords.en.topics[details.topic];
      requestRows = [{ label: labels.topic, value: formWords.en.topics[details.topic] }];
      messageBlocks.push({
        kind: "message",
        title: sales.sections.message,
        html: messageHtmlWithoutLinks(details.messageHtml),
        text: details.messageText,
      });
      break;
    }
    case "resource": {
      const details = lead.details;
      extra = details.title;
      const url = absoluteUrl(site, "resource", lead.lang, { name: details.slug });
      requestRows = [
        { label: labels.resource, value: details.title },
        { label: labels.resourcePage, value: { text: url, href: url } },
      ];
      break;
    }
    case "calculator": {
      const details = lead.details;
      extra = details.name;
      requestRows = [
        { label: labels.calculator, value: extra },
        ...details.figures.map((figure) => ({ label: figure.label, value: figure.text })),
      ];
      break;
    }
  }

  const title = sales.titles[lead.type];
  const who = lead.company.trim() === "" ? lead.name : `${lead.name}, ${lead.company}`;
  const prefix = lead.status === "unverified" ? sales.unverifiedPrefix : "";
  const subject = `${prefix}${title}: ${who} (${extra})`;
  const note = sales.statusNotes[lead.status];

  return render({
    lang: "en",
    subject,
    preheader: sales.reply,
    badge: sales.badge,
    blocks: [
      { kind: "heading", text: title },
      ...(note
        ? [
            {
              kind: "callout" as const,
              tone: "warning" as const,
              label: sales.statuses[lead.status],
              lines: [note],
            },
          ]
        : []),
      { kind: "paragraph", parts: [sales.reply], tone: "strong" },
      {
        kind: "fields",
        columns: true,
        title: sales.sections.visitor,
        rows: [
          { label: labels.name, value: lead.name },
          { label: labels.email, value: lead.email },
          { label: labels.phone, value: orEmpty(lead.phone) },
          { label: labels.company, value: orEmpty(lead.company) },
          { label: labels.language, value: sales.languages[lead.lang] },
          { label: labels.marketingConsent, value: lead.marketingConsent ? sales.yes : sales.no },
        ],
      },
      { kind: "fields", columns: true, title: sales.sections.request, rows: requestRows },
      ...messageBlocks,
      {
        kind: "fields",
        columns: true,
        title: sales.sections.attribution,
        rows: attributionKeys.map((key) => ({ label: labels[key], value: orEmpty(lead.attribution[key]) })),
      },
      {
        kind: "fields",
        columns: true,
        title: sales.sections.record,
        rows: [
          { label: labels.type, value: sales.typeNames[lead.type] },
          { label: labels.status, value: sales.statuses[lead.status] },
          { label: labels.id, value: String(lead.id) },
          { label: labels.createdAt, value: formatUtc(lead.createdAt) },
        ],
      },
      { kind: "paragraph", parts: [sales.reply], tone: "muted" },
    ],
    footer: [[brand.legalName], [siteHost(site)]],
  });
}
