import type { leadStatuses, leadTypes } from "../db/schema.ts";
import type { companySizes, contactTopics, Country, Interest } from "./schemas/lead-options.ts";
import type { Lang } from "../routing/pages.ts";
import type { CalculatorKey } from "../../content/calculators/keys.ts";

export type LeadType = (typeof leadTypes)[number];
export type LeadStatus = (typeof leadStatuses)[number];

/** What only one kind of lead carries, by type. */
export interface LeadDetails {
  demo: {
    companySize: (typeof companySizes)[number];
    country: Country;
    interests: Interest[];
    /** The chosen start, an ISO instant; the call lasts 30 minutes. */
    slot: string;
    /** The visitor's IANA time zone, when the browser said; the office's otherwise. */
    timeZone: string;
  };
  registration: {
    companySize: (typeof companySizes)[number];
    country: Country;
    /** When the visitor accepted the terms, an ISO instant (the privacy policy is a notice, not a consent). */
    termsAcceptedAt: string;
  };
  contact: {
    topic: (typeof contactTopics)[number];
    /** The message, cleaned to the editor's allow-list. */
    messageHtml: string;
    messageText: string;
  };
  resource: {
    /** The resource's slug in the visitor's language, and its title. */
    slug: string;
    title: string;
  };
  calculator: {
    /** Which calculator (content/calculators/keys.ts), and its short name in the lead's language. */
    calculator: CalculatorKey;
    name: string;
    /** The inputs as the server read them from the query: numbers and our own choices, never raw text. */
    inputs: Record<string, number | string>;
    /**
     * The result's figures as the server worked them out, each with its label and its amount as the page
     * writes it, in the lead's language.
     */
    figures: Array<{ label: string; value: number; text: string }>;
    /** The notice the visitor read beside the button, in their language (docs/calculators.md). */
    consentText: string;
  };
}

/** Where the visitor came from: UTM parameters, the first page of the visit and the page of the form. */
export interface Attribution {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  landingPage?: string;
  referrer?: string;
  /** The path of the page the form was sent from. */
  page: string;
}

/** A lead as the forms hand it over, before it is stored. */
export type LeadInput = {
  [T in LeadType]: {
    type: T;
    lang: Lang;
    name: string;
    email: string;
    phone: string;
    company: string;
    details: LeadDetails[T];
    marketingConsent: boolean;
    attribution: Attribution;
  };
}[LeadType];

/** Who sent a lead: the fields every lead form has. */
export type LeadPerson = Pick<LeadInput, "name" | "email" | "phone" | "company" | "marketingConsent">;

/** A stored lead. */
export type Lead = LeadInput & { id: number; status: LeadStatus; createdAt: Date };
