import type { SceneKey } from "../../app/components/art/scenes/scenes.ts";
import type { FeatureKey } from "../features.ts";
import type { PhoneScreen } from "../phone-screen.ts";

/** One screen of the app, drawn as a phone: its shape and length limits are in content/phone-screen.ts. */
export type { PhoneScreen };

export interface TitledText {
  title: string;
  body: string;
}

/** The words of one feature page in one language. Both languages satisfy this type. */
export interface FeaturePageContent {
  meta: {
    /** 50–60 characters, ends with "| Regu". */
    title: string;
    /** 140–160 characters. */
    description: string;
  };
  hero: {
    /** The feature's name, shown small above the heading. */
    eyebrow: string;
    /** The h1: names the job the feature does, in plain words (not the feature's name). At most 60 characters. */
    title: string;
    /** Two sentences, concrete, with a number where one fits. */
    lead: string;
    /** Three short proof points shown as ticks under the buttons, at most 40 characters each. */
    points: [string, string, string];
  };
  /** Two phone screens: what the employee sees, and what the manager or HR sees. */
  screens: { employee: PhoneScreen; manager: PhoneScreen };
  /**
   * The drawn workplace beside the problems, chosen to fit the feature (a warehouse gate for attendance, a
   * field visit for tasks), and what it shows in one sentence, for those who cannot see it.
   */
  scene: { key: SceneKey; alt: string };
  /** The problems the feature removes: three items, each a pain in the reader's words and how Regu ends it. */
  problems: { title: string; lead: string; items: [TitledText, TitledText, TitledText] };
  /** How it works: three to five steps from set-up to daily use. */
  steps: { title: string; lead: string; items: TitledText[] };
  /** The details a buyer checks before choosing, six to eight items. */
  details: { title: string; lead: string; items: TitledText[] };
  /**
   * Rules per country where they differ (overtime rates, payroll statutory items): one row per market in
   * the order Indonesia, Malaysia, Philippines, Thailand, Singapore. Omit for features without them.
   */
  countries?: {
    title: string;
    lead: string;
    /** Column headings: the first is the country column. */
    columns: [string, string, string];
    rows: Array<{ country: string; cells: [string, string] }>;
    /** A sentence under the table, e.g. that rules change and Regu keeps them up to date. */
    note: string;
  };
  /** Four or five questions a buyer asks about this feature, answered in two to four sentences. */
  faq: Array<{ question: string; answer: string }>;
  /** Three other features to suggest, most related first. */
  related: [FeatureKey, FeatureKey, FeatureKey];
  /** The closing call to action. */
  cta: { title: string; lead: string };
}
