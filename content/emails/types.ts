import type { Template } from "../../core/i18n/fill.ts";
import type { LeadStatus, LeadType } from "../../core/leads/lead.ts";
import type { Lang } from "../../core/routing/pages.ts";

/** Pages a mail may link to; the code makes the absolute URL in the mail's language from the route table. */
export type EmailLinkPage =
  "home" | "pricing" | "caseStudies" | "userGuide" | "requestDemo" | "resources" | "blog";

export interface EmailLink {
  label: string;
  page: EmailLinkPage;
}

/** One numbered next step, with an optional link after the sentence. */
export interface EmailStep {
  text: string;
  link?: EmailLink;
}

interface VisitorEmail {
  subject: string;
  /** The line mail apps show after the subject in the inbox; under 100 characters. */
  preheader: string;
  heading: string;
  /** The heading of the numbered next steps. */
  nextTitle: string;
  /** Two or three steps, concrete. */
  next: EmailStep[];
}

/**
 * The mails a visitor gets after a form, and the newsletter's confirmation, in one language.
 *
 * They go to an address nobody has confirmed, so they carry nothing the visitor wrote: no message, no
 * company, no phone; a greeting uses at most the first word of the name (core/leads/mail/greeting-name.ts). What
 * they sum up is what the site itself knows: the kind of form, the day, the options picked from our lists,
 * the demo time we offered, the resource's title.
 */
export interface EmailContent {
  /** "Hi {name}," with the first word of the name. */
  greeting: Template<"name">;
  /** The greeting when the name's first word is not a plain word. */
  greetingWithoutName: string;
  signOff: { closing: string; team: string };
  /** "Questions? Write to {email} or message us on WhatsApp at {whatsapp}." The two become links. */
  help: Template<"email" | "whatsapp">;
  /** The heading above the options the visitor picked, summed up in our words. */
  summaryTitle: string;
  labels: {
    companySize: string;
    country: string;
    interests: string;
    topic: string;
    resource: string;
  };
  demo: VisitorEmail & {
    /** Leads into the chosen slot, shown right after it. */
    intro: string;
    slotLabel: string;
    /** The slot as one line: "{date}, {start}–{end} ({zone})", zone as the time zone's long name. */
    slot: Template<"date" | "start" | "end" | "zone">;
    /** That a specialist confirms the slot by email or WhatsApp within one working day. */
    confirm: string;
    button: EmailLink;
  };
  registration: VisitorEmail & {
    /** Thanks for registering. */
    intro: string;
    /** The 14-day trial of Growth, without a card. */
    trial: string;
    /** That the application sends the activation email separately, and what to do with it. */
    activation: string;
    button: EmailLink;
  };
  contact: VisitorEmail & {
    /** The day the message arrived, and that the team answers by email within one working day. */
    intro: Template<"date">;
    /** Why the message is not repeated here, and that the answer will address it. */
    noCopy: string;
  };
  resource: VisitorEmail & {
    subject: Template<"title">;
    /** Names the resource. */
    intro: Template<"title">;
    /** Where to download it again: the button after it leads to its page. */
    again: string;
    downloadAgain: string;
  };
  /**
   * A calculation sent by mail (docs/calculators.md): the PDF is attached; the mail names the calculator
   * (`{calculator}`, its short name in the lead's language) and the figures, never what the visitor typed.
   */
  calculator: {
    subject: Template<"calculator">;
    heading: Template<"calculator">;
    /** What the attached PDF holds. */
    intro: string;
    figuresTitle: string;
    trial: string;
    button: string;
  };
  /**
   * The mail that asks a new subscriber to confirm (double opt-in): until the address clicks its button,
   * nothing else is sent there. `{days}` is how long the link works (core/newsletter/confirmation-period.ts).
   */
  newsletter: {
    subject: string;
    preheader: string;
    heading: string;
    /** Thanks for signing up, and asks to confirm with the button. */
    intro: string;
    /** The button's words. */
    confirm: string;
    /** How long the button works, and that the address is not on the list until it is clicked. */
    validity: Template<"days">;
    /** Leads into the link written out, for a mail app that shows no button. */
    fallback: string;
    /** The heading above what one monthly mail holds. */
    includesTitle: string;
    /** What one monthly mail holds, two to four items. */
    includes: string[];
    /** For the reader who did not sign up: nothing comes without the click, and the address is deleted. */
    ignore: Template<"days">;
    /** Leads into the unsubscribe link. */
    leave: string;
    unsubscribe: string;
  };
  footer: {
    /** The office whose address closes the mail. */
    office: "ID" | "MY";
    /** Why the reader got this mail; `{site}` is the site's host name. */
    reasons: Record<LeadType | "newsletter", Template<"site">>;
    /** For the reader who sent no form: someone typed their address; nothing needs doing. */
    notYou: string;
    privacy: string;
  };
}

/** The sales team's notification of a new lead. English only: the team reads it in one language. */
export interface SalesEmailContent {
  /** The kind of lead, in the record's Type field. */
  typeNames: Record<LeadType, string>;
  /** Subject and heading per type, e.g. "New demo request". */
  titles: Record<LeadType, string>;
  /** Beside the wordmark, so the team tells its own mails from the visitors' at a glance. */
  badge: string;
  /** Put before the subject of a lead reCAPTCHA could not check (off, no token, Google unreachable). */
  unverifiedPrefix: string;
  reply: string;
  statuses: Record<LeadStatus, string>;
  /** Shown at the top when a lead is not plainly new. */
  statusNotes: Partial<Record<LeadStatus, string>>;
  sections: { visitor: string; request: string; message: string; attribution: string; record: string };
  labels: {
    type: string;
    status: string;
    name: string;
    email: string;
    phone: string;
    company: string;
    language: string;
    marketingConsent: string;
    companySize: string;
    country: string;
    interests: string;
    /** "{zone}" is the IANA name, e.g. Asia/Jakarta. */
    slotOffice: Template<"zone">;
    slotVisitor: Template<"zone">;
    termsAcceptedAt: string;
    topic: string;
    resource: string;
    resourcePage: string;
    calculator: string;
    utm_source: string;
    utm_medium: string;
    utm_campaign: string;
    utm_term: string;
    utm_content: string;
    landingPage: string;
    referrer: string;
    page: string;
    id: string;
    createdAt: string;
  };
  languages: Record<Lang, string>;
  yes: string;
  no: string;
  /** For a field the visitor left empty, or attribution the browser did not give. */
  empty: string;
  noInterests: string;
  /** After the visitor's time when it is the office's: the slot is the same line twice otherwise. */
  sameAsOffice: string;
  /** After a time zone the browser sent that Intl does not know. */
  unknownZone: string;
}
