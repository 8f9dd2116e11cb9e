import type { SceneKey } from "../../app/components/art/scenes/scenes.ts";
import type { CustomerKey } from "../customers.ts";
import type { FeatureKey } from "../features.ts";

/** A workplace on the home page: the scene drawn, its title and what Regu does there (one sentence). */
export interface Workplace {
  scene: SceneKey;
  title: string;
  caption: string;
}

/** The words of the home page in one language. Both languages satisfy this type, so neither can lack a part. */
export interface HomeContent {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primaryCta: string;
    secondaryCta: string;
    /** Under the buttons: the trial terms, plainly. */
    note: string;
    /** Labels inside the drawn phone screen of the hero. */
    phone: {
      greeting: string;
      shift: string;
      location: string;
      clockIn: string;
      insideGeofence: string;
      todayTitle: string;
      items: [string, string, string];
    };
  };
  features: {
    eyebrow: string;
    title: string;
    lead: string;
    items: Record<FeatureKey, { title: string; body: string }>;
    linkLabel: string;
  };
  /** Where Regu is used: three drawn workplaces, each with its title and a one-sentence caption. */
  workplaces: {
    eyebrow: string;
    title: string;
    lead: string;
    items: [Workplace, Workplace, Workplace];
  };
  steps: {
    eyebrow: string;
    title: string;
    lead: string;
    items: Array<{ title: string; body: string }>;
  };
  proof: {
    eyebrow: string;
    title: string;
    figures: Array<{ value: string; label: string }>;
    logosLabel: string;
    /**
     * Customers' words, the first the largest. Each is said by the person the customer's case study
     * quotes, whose name, role and company come from there.
     */
    quotes: Array<{ customer: CustomerKey; text: string }>;
  };
  apps: { eyebrow: string; title: string; lead: string; points: string[] };
  cta: { title: string; lead: string; demo: string; signup: string };
}
