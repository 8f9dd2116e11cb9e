import type { companySizes, contactTopics, Country, Interest } from "../leads/schemas/lead-options.ts";
import type { FieldError } from "../leads/schemas/validate-form.ts";
import type { MayHold, Template } from "./fill.ts";

/** A form field's label, and an optional hint shown under it. */
interface FieldWords {
  label: string;
  hint?: string;
}

/**
 * The words of the lead forms (demo, registration, contact, resource download) in one language. The
 * form routes load one language's words through their loader, so no page ships both.
 */
export interface FormWords {
  /** Shown after a label: "(optional)". */
  optional: string;
  /** Read by screen readers after a required field's label, e.g. "required". */
  required: string;
  fields: {
    name: FieldWords;
    email: FieldWords;
    /** The work email of the demo, registration and resource forms. */
    workEmail: FieldWords;
    phone: FieldWords;
    /** The WhatsApp number of the demo form. */
    whatsapp: FieldWords;
    company: FieldWords;
    companySize: FieldWords & { placeholder: string };
    country: FieldWords & { placeholder: string };
    interests: FieldWords;
    slot: FieldWords;
    topic: FieldWords & { placeholder: string };
    message: FieldWords;
    /**
     * The registration's checkbox, "I agree to the {terms}.", the link's text given separately. It is the
     * agreement to the terms only: the privacy policy is information (privacyNotice), not something to
     * agree to, and UU PDP wants a consent kept apart from anything else (docs/product.md#forms-and-leads).
     */
    terms: { before: string; termsLink: string; after: string };
    marketingConsent: FieldWords;
  };
  /** Field error messages, one per error code; `{field}` is the field's label. */
  errors: Record<FieldError, MayHold<"field">>;
  /** Summary at the top of a form that failed validation; `{count}` is the number of fields. */
  errorSummary: { one: string; other: Template<"count"> };
  countries: Record<Country, string>;
  companySizes: Record<(typeof companySizes)[number], string>;
  interests: Record<Interest, string>;
  topics: Record<(typeof contactTopics)[number], string>;
  slotPicker: {
    /** Legend of the day buttons. */
    day: string;
    /** Legend of the time buttons. */
    time: string;
    /** "Times are shown in your time zone ({zone})." */
    yourTimeZone: Template<"zone">;
    /** "Our {city} office is open {hours}." */
    officeHours: Template<"city" | "hours">;
    /** Shown before a country is chosen. */
    chooseCountryFirst: string;
    /** Label of the no-JavaScript date-and-time input: "Preferred date and time (office time of your country)". */
    fallbackLabel: string;
    /** "You chose {slot}." — announced when a slot is picked. */
    chosen: Template<"slot">;
  };
  richText: {
    toolbar: string;
    bold: string;
    italic: string;
    bulletList: string;
    numberedList: string;
    link: string;
    linkPrompt: string;
    removeLink: string;
  };
  /**
   * The short privacy notice under every lead form's button, where the data is given: who uses it and
   * what for, with a link to the privacy policy in the page's language. Short: it is in every form page.
   */
  privacyNotice: { before: string; link: string; after: string };
  /** Exactly "This site is protected by reCAPTCHA." in English (Google's rule since April 2026). */
  recaptchaNotice: string;
  /** The links Google requires beside the notice, to its Privacy Policy and its Terms of Service. */
  recaptchaPrivacy: string;
  recaptchaTerms: string;
  submitting: string;
  /** Shown when the server could not store the form (database down): input is kept. */
  unavailable: string;
  /** Shown when the network failed before the server answered: input is kept. */
  networkError: string;
  /** Rate limit: `{minutes}` until the visitor may try again. */
  tooMany: Template<"minutes">;
  /** Shown when the form was sent from another site or could not be read. */
  badRequest: string;
  /** The label of the hidden honeypot field, for the rare screen reader that reaches it: "Leave this empty". */
  honeypot: string;
}
