import type { CsvValue } from "./csv.ts";

/** The export's columns, in order: the lead, then each form's own fields, then where the visitor came from. */
export const leadColumns = [
  "id",
  "created_at",
  "type",
  "status",
  "status_reason",
  "recaptcha_score",
  "lang",
  "name",
  "email",
  "phone",
  "company",
  "marketing_consent",
  "company_size",
  "country",
  "interests",
  "slot",
  "time_zone",
  "topic",
  "message_text",
  "resource",
  "terms_accepted_at",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "landing_page",
  "referrer",
  "page",
] as const;

export type LeadColumn = (typeof leadColumns)[number];

/** A row of the leads table as Drizzle returns it (the fingerprint left out). */
export interface StoredLead {
  id: number;
  createdAt: Date;
  type: string;
  status: string;
  statusReason: string | null;
  recaptchaScore: number | null;
  lang: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  marketingConsent: boolean;
  details: Record<string, unknown>;
  attribution: Record<string, string>;
}

/**
 * `details` is JSON written by the forms of the day: read each field defensively, so a lead stored by an
 * older form (a field missing, renamed or of another type) still exports, with that cell empty.
 */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

function list(value: unknown): string {
  return Array.isArray(value) ? value.map(text).filter(Boolean).join("; ") : text(value);
}

/** One lead as one line of the export, keyed by column. */
export function flattenLead(lead: StoredLead): Record<LeadColumn, CsvValue> {
  const { details, attribution } = lead;
  return {
    id: lead.id,
    created_at: lead.createdAt.toISOString(),
    type: lead.type,
    status: lead.status,
    status_reason: lead.statusReason,
    recaptcha_score: lead.recaptchaScore,
    lang: lead.lang,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    marketing_consent: lead.marketingConsent,
    company_size: text(details.companySize),
    country: text(details.country),
    interests: list(details.interests),
    slot: text(details.slot),
    time_zone: text(details.timeZone),
    topic: text(details.topic),
    message_text: text(details.messageText),
    // The slug, not the title: like country and topic, an identifier that sorts and filters well.
    resource: text(details.slug),
    terms_accepted_at: text(details.termsAcceptedAt),
    utm_source: text(attribution.utm_source),
    utm_medium: text(attribution.utm_medium),
    utm_campaign: text(attribution.utm_campaign),
    utm_term: text(attribution.utm_term),
    utm_content: text(attribution.utm_content),
    landing_page: text(attribution.landingPage),
    referrer: text(attribution.referrer),
    page: text(attribution.page),
  };
}

/** The cells of a flattened lead in column order. */
export function leadCells(lead: StoredLead): CsvValue[] {
  const row = flattenLead(lead);
  return leadColumns.map((column) => row[column]);
}
