import { escapeMarkup } from "../text/escape-markup.ts";
import type { SlotValues } from "../i18n/fill.ts";
import type { Lang } from "../routing/pages.ts";
import type { MailContent } from "./mail-content.ts";

/**
 * The layout every mail of the site shares (decision 8, docs/decisions/0008-html-mail.md). A mail is first
 * written as a list of blocks, so the HTML and the text version cannot drift apart; `render` makes both.
 * Pure functions: sending is the outbox's job.
 */

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

export interface Link {
  text: string;
  href: string;
}
export type Inline = string | Link;

export type Block =
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

export interface MailLayout {
  lang: Lang;
  subject: string;
  preheader: string;
  /** A word beside the wordmark, e.g. for the team's own mails. */
  badge?: string;
  blocks: Block[];
  footer: Inline[][];
}

/** Splits a template at its `{slots}`, so a slot can become a link in HTML and "text (url)" in text. */
export function fillParts<T extends string>(template: T, values: SlotValues<T, Inline>): Inline[] {
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

export function render(layout: MailLayout): MailContent {
  const subject = collapse(layout.subject);
  return { subject, html: renderHtml({ ...layout, subject }), text: renderText(layout) };
}

function collapse(value: string): string {
  // Subjects are one header line; a stray line break in a visitor's name must not start a new one.
  return value.replace(/\s+/g, " ").trim();
}
