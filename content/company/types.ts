import type { z } from "zod";
import type { aboutSchema } from "./about.schema.ts";
import type { conversionSchema } from "./conversion.schema.ts";
import type { covidSchema } from "./covid.schema.ts";
import type { PhoneScreen, TitledText } from "../feature-pages/types.ts";

/** The about page in one language, as its schema (about.schema.ts) checks it. */
export type AboutContent = z.output<typeof aboutSchema>;

/** The workplace-health page (`/prevention-of-covid-19`) in one language (covid.schema.ts). */
export type CovidContent = z.output<typeof covidSchema>;

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

/** The WhatsApp conversion page in one language (conversion.schema.ts). */
export type ConversionContent = z.output<typeof conversionSchema>;
