import type { MailContent } from "../mail/mail-content.ts";
import { render, type Link } from "../mail/mail-layout.server.ts";
import { mailWords, signOff, visitorFooter } from "../mail/mail-parts.server.ts";
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../routing/pages.ts";
import { confirmationDays } from "./confirmation-period.ts";

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
  const copy = mailWords[lang].newsletter;
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
