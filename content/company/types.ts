import type { SceneKey } from "../../app/components/art/scenes/scenes.ts";
import type { PhoneScreen, TitledText } from "../feature-pages/types.ts";

/** The about page in one language. Offices, addresses and contacts come from content/brand.ts. */
export interface AboutContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  /**
   * The company's story: two or three paragraphs, and the drawn workplace beside it with what it shows in
   * one sentence, for those who cannot see it.
   */
  story: { title: string; paragraphs: string[]; scene: { key: SceneKey; alt: string } };
  mission: { title: string; statement: string };
  /** Four values or principles, each a short title and one or two sentences. */
  values: { title: string; items: TitledText[] };
  /** Four figures, e.g. { value: "5", label: "countries with an office" }. */
  figures: Array<{ value: string; label: string }>;
  offices: {
    title: string;
    lead: string;
    /** One sentence per office on what it does (sales and support for the country, ...), keyed by country code. */
    roles: Record<"MY" | "ID" | "PH" | "TH" | "SG", string>;
    /** Working hours, e.g. "Monday–Friday, 09:00–18:00 (WIB)", keyed by country code. */
    hours: Record<"MY" | "ID" | "PH" | "TH" | "SG", string>;
  };
  cta: { title: string; lead: string };
}

/** The workplace-health page (`/prevention-of-covid-19`) in one language. */
export interface CovidContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  /** Why it still matters: one paragraph. */
  intro: string;
  /** Four practices: health declarations, remote and geofenced attendance, shift splitting, announcements. */
  practices: Array<TitledText & { points: string[] }>;
  /** A step-by-step plan a company can follow when an illness goes round the workplace: four to six steps. */
  playbook: { title: string; lead: string; items: TitledText[] };
  cta: { title: string; lead: string };
}

/** The project-management landing page for paid campaigns, in one language. */
export interface ProjectManagementContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string; points: [string, string, string] };
  /** The project as a supervisor sees it in the app, drawn beside the hero. */
  screen: PhoneScreen;
  /** Three problems of running projects with field teams on spreadsheets and chat groups. */
  problems: { title: string; items: TitledText[] };
  /** Five or six capabilities: projects and milestones, task boards, timesheets linked to attendance, ... */
  capabilities: { title: string; lead: string; items: TitledText[] };
  /** A short customer quote. */
  quote: { text: string; name: string; role: string; company: string };
  faq: Array<{ question: string; answer: string }>;
  /** The closing block with the two goals: a demo request or a WhatsApp chat. */
  cta: { title: string; lead: string; whatsapp: string };
}

/** The WhatsApp conversion page in one language. */
export interface ConversionContent {
  title: string;
  heading: string;
  /** Says the visitor is being taken to a WhatsApp chat with sales. */
  body: string;
  /** The button for when the chat does not open by itself. */
  button: string;
  /** Under the button: the number, for people who prefer to call or save it. */
  numberLabel: string;
}
