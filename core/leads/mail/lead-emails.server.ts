import { escapeMarkup } from "../../text/escape-markup.ts";
import { formWords } from "../../i18n/form-words.ts";
import { brand } from "../../../content/brand.ts";
import { emailsEn, salesEmailEn } from "../../../content/emails/en.ts";
import { emailsId } from "../../../content/emails/id.ts";
import type { EmailContent, EmailLink, EmailStep, SalesEmailContent } from "../../../content/emails/types.ts";
import { officeTimeZones } from "../schemas/demo-slots.ts";
import { confirmationDays } from "../../newsletter/confirmation-period.ts";
import type { Country } from "../schemas/lead-options.ts";
import { fill, type SlotValues } from "../../i18n/fill.ts";
import type { Attribution, Lead, MailContent } from "../lead.ts";
import type { Lang, PageId } from "../../routing/pages.ts";
import { pathTo, type Params } from "../../routing/paths.ts";
import { messageHtmlWithoutLinks } from "../schemas/rich-text.server.ts";
import { greetingName } from "./greeting-name.ts";

/**
 * The mails the site sends after a form: the visitor's confirmation, the sales team's notification and
 * the newsletter's confirmation. Pure functions from a lead to subject, HTML and text; sending is the outbox's job.
 * Each mail is first built as a list of blocks, so the HTML and the text version cannot drift apart.
 *
 * The visitor's mails go to an address nobody confirmed, so they are built from our words and the lead's
 * choices among our options only, never from what the visitor wrote (see content/emails/types.ts). The
 * sales notification goes to our own team and shows everything, escaped.
 */

const emails: Record<Lang, EmailContent> = { en: emailsEn, id: emailsId };
const sales: SalesEmailContent = salesEmailEn;

// English mails write dates day first, as the site does (core/i18n/dates.ts).
const locales: Record<Lang, string> = { en: "en-GB", id: "id-ID" };

/** A demo call's length; lead.ts gives the slot's start only. */
const demoMinutes = 30;

const colors = {
  brand600: "#0b6e4f",
  brand700: "#085c42",
  brand50: "#e6f4ee",
  ink: "#0f172a",
  muted: "#475569",
  line: "#e2e8f0",
  accent: "#f5a524",
  // Light and dark tints of the accent for warnings; the accent itself is too light for text.
  accent50: "#fdf3e1",
  accent800: "#8a4b08",
  page: "#f1f5f9",
  white: "#ffffff",
} as const;

// System fonts only: mail clients block web fonts or fall back unpredictably.
const fontFamily = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

// ---------------------------------------------------------------------------------------------------------
// Blocks: what a mail says, independent of HTML or text.

interface Link {
  text: string;
  href: string;
}
type Inline = string | Link;

type Block =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; parts: Inline[]; tone?: "muted" | "strong" }
  /** Lines kept apart without paragraph spacing, e.g. a sign-off. */
  | { kind: "lines"; lines: string[] }
  | { kind: "callout"; label: string; lines: string[]; tone?: "warning" }
  /** `columns` puts labels beside values: denser for the team's long lists, too narrow for phones' short ones. */
  | { kind: "fields"; title?: string; rows: Array<{ label: string; value: Inline }>; columns?: boolean }
  | { kind: "list"; title?: string; ordered: boolean; items: Inline[][] }
  | { kind: "button"; label: string; href: string }
  /** `html` is the contact form's message, already cleaned to the editor's allow-list. */
  | { kind: "message"; title: string; html: string; text: string };

interface MailLayout {
  lang: Lang;
  subject: string;
  preheader: string;
  /** A word beside the wordmark, e.g. for the team's own mails. */
  badge?: string;
  blocks: Block[];
  footer: Inline[][];
}

/** Splits a template at its `{slots}`, so a slot can become a link in HTML and "text (url)" in text. */
function fillParts<T extends string>(template: T, values: SlotValues<T, Inline>): Inline[] {
  const byName: Partial<Record<string, Inline>> = values;
  return template
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const slot = /^\{(\w+)\}$/.exec(piece)?.[1];
      return slot !== undefined && byName[slot] !== undefined ? byName[slot] : piece;
    });
}

// ---------------------------------------------------------------------------------------------------------
// HTML: tables for layout and inline styles, because Gmail drops <style> in some views and Outlook lays out
// with Word's engine.

const textStyle = `font-family:${fontFamily};color:${colors.ink};`;
const linkStyle = `color:${colors.brand600};text-decoration:underline;`;
// Short links (an address, a phone number, a page name) read badly broken at a hyphen on a phone.
const nowrap = "white-space:nowrap;";

function inlineHtml(parts: Inline[]): string {
  return parts
    .map((part) =>
      typeof part === "string"
        ? escapeMarkup(part)
        : `<a href="${escapeMarkup(part.href)}" style="${linkStyle}${part.text.length <= 32 ? nowrap : ""}">` +
          `${escapeMarkup(part.text)}</a>`,
    )
    .join("");
}

function sectionTitleHtml(title: string): string {
  return (
    `<h2 style="margin:28px 0 8px;${textStyle}font-size:13px;line-height:18px;font-weight:700;` +
    `letter-spacing:0.06em;text-transform:uppercase;color:${colors.brand700};">${escapeMarkup(title)}</h2>`
  );
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "heading":
      return (
        `<h1 style="margin:0 0 20px;${textStyle}font-size:24px;line-height:32px;font-weight:700;">` +
        `${escapeMarkup(block.text)}</h1>`
      );
    case "paragraph": {
      const tone =
        block.tone === "muted"
          ? `font-size:14px;line-height:22px;color:${colors.muted};`
          : block.tone === "strong"
            ? "font-size:16px;line-height:24px;font-weight:700;"
            : "font-size:16px;line-height:24px;";
      return `<p style="margin:0 0 16px;${textStyle}${tone}">${inlineHtml(block.parts)}</p>`;
    }
    case "lines":
      return (
        `<p style="margin:0 0 16px;${textStyle}font-size:16px;line-height:24px;">` +
        `${block.lines.map(escapeMarkup).join("<br>")}</p>`
      );
    case "callout": {
      const warning = block.tone === "warning";
      const [background, border, labelColor] = warning
        ? [colors.accent50, colors.accent, colors.accent800]
        : [colors.brand50, colors.brand600, colors.brand700];
      const lineStyle = warning
        ? "font-size:15px;line-height:22px;"
        : "font-size:17px;line-height:26px;font-weight:700;";
      return (
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
        `style="margin:0 0 20px;border-collapse:collapse;"><tr>` +
        `<td bgcolor="${background}" style="padding:16px 20px;background-color:${background};` +
        `border-left:4px solid ${border};">` +
        `<p style="margin:0 0 4px;${textStyle}font-size:13px;line-height:18px;font-weight:700;` +
        `letter-spacing:0.06em;text-transform:uppercase;color:${labelColor};">${escapeMarkup(block.label)}</p>` +
        block.lines
          .map((line) => `<p style="margin:0;${textStyle}${lineStyle}">${escapeMarkup(line)}</p>`)
          .join("") +
        `</td></tr></table>`
      );
    }
    case "fields":
      return (
        (block.title ? sectionTitleHtml(block.title) : "") +
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
        // Fixed layout keeps the label column the same width in every section of the mail.
        `style="margin:0 0 16px;border-collapse:collapse;${block.columns ? "table-layout:fixed;" : ""}">` +
        block.rows
          .map((row) =>
            block.columns
              ? `<tr><td width="34%" valign="top" style="padding:8px 12px 8px 0;border-top:1px solid ${colors.line};` +
                `${textStyle}font-size:14px;line-height:22px;color:${colors.muted};">${escapeMarkup(row.label)}</td>` +
                `<td valign="top" style="padding:8px 0;border-top:1px solid ${colors.line};${textStyle}` +
                `font-size:15px;line-height:22px;word-break:break-word;">${inlineHtml([row.value])}</td></tr>`
              : `<tr><td style="padding:10px 0;border-top:1px solid ${colors.line};">` +
                `<p style="margin:0 0 2px;${textStyle}font-size:13px;line-height:18px;color:${colors.muted};">` +
                `${escapeMarkup(row.label)}</p>` +
                `<p style="margin:0;${textStyle}font-size:15px;line-height:22px;word-break:break-word;">` +
                `${inlineHtml([row.value])}</p></td></tr>`,
          )
          .join("") +
        `</table>`
      );
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      return (
        (block.title ? sectionTitleHtml(block.title) : "") +
        `<${tag} style="margin:0 0 16px;padding:0 0 0 24px;${textStyle}font-size:16px;line-height:24px;">` +
        block.items
          .map((item) => `<li style="margin:0 0 10px;padding:0 0 0 4px;">${inlineHtml(item)}</li>`)
          .join("") +
        `</${tag}>`
      );
    }
    case "button":
      // A table cell carries the colour so Outlook, which ignores padding on links, still draws a button;
      // `mso-padding-alt` gives the cell the link's padding there, so the label does not touch its edges.
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">` +
        `<tr><td align="center" bgcolor="${colors.brand600}" style="border-radius:6px;background-color:${colors.brand600};mso-padding-alt:12px 24px;">` +
        `<a href="${escapeMarkup(block.href)}" style="display:inline-block;padding:12px 24px;${textStyle}` +
        `font-size:16px;line-height:20px;font-weight:700;color:${colors.white};text-decoration:none;` +
        `border-radius:6px;">${escapeMarkup(block.label)}</a></td></tr></table>`
      );
    case "message":
      return (
        sectionTitleHtml(block.title) +
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
        `style="margin:0 0 20px;border-collapse:collapse;"><tr>` +
        `<td style="padding:4px 20px;border:1px solid ${colors.line};border-radius:6px;${textStyle}` +
        `font-size:15px;line-height:22px;word-break:break-word;">${block.html}</td></tr></table>`
      );
  }
}

/**
 * The logo's amber head, drawn rather than typed so the name copies as "Regu"; clients that ignore the
 * size of an empty span (Outlook) simply leave it out.
 */
const wordmarkDot =
  `<span style="display:inline-block;width:8px;height:8px;margin-left:3px;border-radius:4px;` +
  `background-color:${colors.accent};"></span>`;

/** Keeps the body's first words out of the inbox preview after the preheader. */
const preheaderFiller = "&#8199;&#847;".repeat(60);

function renderHtml(layout: MailLayout): string {
  const badge = layout.badge
    ? `<td align="right" style="${textStyle}font-size:13px;line-height:18px;font-weight:700;` +
      `letter-spacing:0.06em;text-transform:uppercase;color:${colors.brand50};">${escapeMarkup(layout.badge)}</td>`
    : "";
  const footer = layout.footer
    .map(
      (line) =>
        `<p style="margin:0 0 8px;${textStyle}font-size:12px;line-height:18px;color:${colors.muted};">` +
        `${inlineHtml(line)}</p>`,
    )
    .join("");
  return `<!DOCTYPE html>
<html lang="${layout.lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeMarkup(layout.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${colors.page};">${escapeMarkup(layout.preheader)}${preheaderFiller}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colors.page}" style="background-color:${colors.page};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;border-collapse:separate;">
<tr><td bgcolor="${colors.brand600}" style="padding:20px 28px;background-color:${colors.brand600};border-radius:8px 8px 0 0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="${textStyle}font-size:28px;line-height:32px;font-weight:800;letter-spacing:-0.5px;color:${colors.white};">Regu${wordmarkDot}</td>${badge}
</tr></table>
</td></tr>
<tr><td bgcolor="${colors.white}" style="padding:32px 28px 16px;background-color:${colors.white};border-left:1px solid ${colors.line};border-right:1px solid ${colors.line};border-bottom:1px solid ${colors.line};border-radius:0 0 8px 8px;">
${layout.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:24px 28px 8px;">
${footer}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------------------
// Text: the same blocks, for clients that show no HTML and for spam filters that compare the two.

function inlineText(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      // An address or URL shown as itself needs no repeat in brackets.
      const selfEvident = part.href === part.text || part.href === `mailto:${part.text}`;
      return selfEvident ? part.text : `${part.text} (${part.href})`;
    })
    .join("");
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `${block.text}\n${"=".repeat(Math.min(block.text.length, 72))}`;
    case "paragraph":
      return inlineText(block.parts);
    case "lines":
      return block.lines.join("\n");
    case "callout":
      return [`${block.label}:`, ...block.lines].join("\n");
    case "fields":
      return [
        ...(block.title ? [`${block.title.toUpperCase()}`] : []),
        ...block.rows.map((row) => `${row.label}: ${inlineText([row.value])}`),
      ].join("\n");
    case "list":
      return [
        ...(block.title ? [block.title.toUpperCase()] : []),
        ...block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : "-"} ${inlineText(item)}`),
      ].join("\n");
    case "button":
      return `${block.label}: ${block.href}`;
    case "message":
      return [
        block.title.toUpperCase(),
        ...block.text.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()),
      ].join("\n");
  }
}

function renderText(layout: MailLayout): string {
  const body = layout.blocks.map(blockText).join("\n\n");
  const footer = layout.footer.map(inlineText).join("\n");
  return `${body}\n\n--\n${footer}\n`;
}

function render(layout: MailLayout): MailContent {
  const subject = collapse(layout.subject);
  return { subject, html: renderHtml({ ...layout, subject }), text: renderText(layout) };
}

// ---------------------------------------------------------------------------------------------------------
// Shared pieces.

interface Site {
  siteUrl: string;
}

function absoluteUrl(site: Site, page: PageId, lang: Lang, params: Params = {}): string {
  return `${site.siteUrl.replace(/\/+$/, "")}${pathTo(page, lang, params)}`;
}

function pageLink(site: Site, lang: Lang, link: EmailLink): Link {
  return { text: link.label, href: absoluteUrl(site, link.page, lang) };
}

function stepItems(site: Site, lang: Lang, steps: EmailStep[]): Inline[][] {
  return steps.map((step) => (step.link ? [step.text, " ", pageLink(site, lang, step.link)] : [step.text]));
}

function siteHost(site: Site): string {
  try {
    return new URL(site.siteUrl).host;
  } catch {
    return site.siteUrl;
  }
}

/** The mail's closing lines: who sends it, from where, why the reader got it, and the privacy policy. */
function visitorFooter(
  site: Site,
  lang: Lang,
  reason: keyof EmailContent["footer"]["reasons"],
  moreLinks: Link[] = [],
): Inline[][] {
  const words = emails[lang].footer;
  const office = brand.offices.find((candidate) => candidate.countryCode === words.office);
  return [
    [brand.legalName],
    ...(office ? [[office.address]] : []),
    [fill(words.reasons[reason], { site: siteHost(site) })],
    // The newsletter's confirmation says it in its body, with what happens to an address nobody confirms.
    ...(reason === "newsletter" ? [] : [[words.notYou]]),
    [{ text: words.privacy, href: absoluteUrl(site, "privacy", lang) }, ...moreLinks].flatMap(
      (link, index): Inline[] => (index === 0 ? [link] : [" · ", link]),
    ),
  ];
}

function collapse(value: string): string {
  // Subjects are one header line; a stray line break in a visitor's name must not start a new one.
  return value.replace(/\s+/g, " ").trim();
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
  return fillParts(emails[lang].help, {
    email: { text: mailbox, href: `mailto:${mailbox}` },
    whatsapp: { text: brand.whatsapp.display, href: `https://wa.me/${brand.whatsapp.number}` },
  });
}

function signOff(lang: Lang): Block {
  const words = emails[lang].signOff;
  return { kind: "lines", lines: [words.closing, words.team] };
}

// ---------------------------------------------------------------------------------------------------------
// The visitor's confirmation.

/** The day a lead arrived, in the language's way and the time zone of the office that signs the mail. */
function receivedOn(lead: Lead): string {
  return new Intl.DateTimeFormat(locales[lead.lang], {
    timeZone: officeTimeZones[emails[lead.lang].footer.office],
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
  const words = emails[lang];
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

// ---------------------------------------------------------------------------------------------------------
// The newsletter's confirmation.

/**
 * The mail that asks a new subscriber to confirm, with the signed confirmation link and the unsubscribe
 * link. It goes to an address nobody has confirmed yet, so it holds our words and our links only.
 */
export function newsletterConfirmation(input: {
  lang: Lang;
  confirmUrl: string;
  unsubscribeUrl: string;
  siteUrl: string;
}): MailContent {
  const { lang, confirmUrl, unsubscribeUrl } = input;
  const site = { siteUrl: input.siteUrl };
  const copy = emails[lang].newsletter;
  const days = { days: confirmationDays };
  const unsubscribe: Link = { text: copy.unsubscribe, href: unsubscribeUrl };
  return render({
    lang,
    subject: copy.subject,
    preheader: copy.preheader,
    blocks: [
      { kind: "heading", text: copy.heading },
      { kind: "paragraph", parts: [copy.intro] },
      { kind: "button", label: copy.confirm, href: confirmUrl },
      { kind: "paragraph", parts: [fill(copy.validity, days)], tone: "strong" },
      {
        kind: "paragraph",
        parts: [copy.fallback, " ", { text: confirmUrl, href: confirmUrl }],
        tone: "muted",
      },
      { kind: "list", title: copy.includesTitle, ordered: false, items: copy.includes.map((item) => [item]) },
      { kind: "paragraph", parts: [fill(copy.ignore, days)], tone: "muted" },
      { kind: "paragraph", parts: [copy.leave, " ", unsubscribe] },
      signOff(lang),
    ],
    footer: visitorFooter(site, lang, "newsletter", [unsubscribe]),
  });
}
