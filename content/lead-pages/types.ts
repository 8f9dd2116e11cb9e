import type { Template } from "../../app/i18n/fill.ts";
import type { ResourceKind } from "../../app/content/resource-kinds.ts";

/** A short point with a title, for the benefit lists beside the forms. */
interface Point {
  title: string;
  text: string;
}

interface FormPage {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  /** The heading of the form's card, and one line under it. */
  formTitle: string;
  formLead: string;
  submit: string;
  /** Three points beside the form: what the visitor gets. */
  points: Point[];
  /** One short customer quote with its person and company (a case-study company of content/case-studies/). */
  quote: { text: string; person: string; role: string; company: string };
}

/** The demo, registration and contact pages in one language; field words are in app/i18n/forms.*.ts. */
export interface LeadPagesContent {
  requestDemo: FormPage & {
    /** What happens in the 30-minute demo: three or four steps. */
    agenda: { title: string; steps: string[] };
  };
  registration: FormPage & {
    /** "Already have an account? Log in" */
    login: { text: string; link: string };
  };
  contact: FormPage & {
    /** The offices section of the contact page. */
    offices: {
      title: string;
      lead: string;
    };
    /** Other ways to reach us: WhatsApp, sales mail, support mail; one line each. */
    channels: { whatsapp: Point; sales: Point; support: Point };
  };
  /** The resource detail page's words around its content. */
  resource: {
    formTitle: string;
    formLead: string;
    submit: string;
    /** "What you will learn" */
    learnTitle: string;
    /** "{pages} pages" */
    pages: Template<"pages">;
    kinds: Record<ResourceKind, string>;
    /** After a valid form: the download starts; a button to download again. */
    ready: { title: string; text: string; button: string };
    /** The signed download link ran out (shown when the page is opened again later). */
    expired: string;
    /** The heading of the other resources under the page. */
    more: string;
  };
  /** The unsubscribe page, opened from the link in a newsletter mail. */
  unsubscribe: {
    meta: { title: string; description: string };
    done: { title: string; text: string };
    /** The link was wrong or incomplete. */
    invalid: { title: string; text: string };
    /** The page opened without a link from an email. */
    noToken: { title: string; text: string };
    /** Subscribe again from the page. */
    resubscribe: string;
    backHome: string;
  };
}
