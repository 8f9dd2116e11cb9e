import type { FieldErrors } from "./validate-form.ts";

/** Hidden fields every lead form carries besides its own. */
export const honeypotField = "website";
export const startedAtField = "startedAt";
/** A person needs longer than this to fill in a form; a script does not (the server checks it). */
export const minimumFillMs = 3000;
export const recaptchaField = "recaptchaToken";
export const attributionFields = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "landingPage",
  "referrer",
] as const;

/** The values a form posted, echoed back so nothing the visitor typed is lost when the form fails. */
export type FormEcho = Record<string, string | string[]>;

/** What a lead form's action answers when it does not redirect. */
export type LeadActionData =
  | { status: "invalid"; errors: FieldErrors; values: FormEcho }
  | { status: "limited"; retryAfterMinutes: number; values: FormEcho }
  | { status: "unavailable"; values: FormEcho };
