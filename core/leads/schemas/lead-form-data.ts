import type * as z from "zod/mini";
import { fill } from "../../i18n/fill.ts";
import type { FormWords } from "../../i18n/form-words.types.ts";
import type { LeadType } from "../lead.ts";
import type { FieldErrors } from "./validate-form.ts";

/**
 * What the page and the action both know of a lead form. It reaches the browser, so it names the schema
 * only through a dynamic import: the browser loads it when the visitor starts on the form, the server on a
 * post.
 */
export interface LeadFormDefinition<Schema extends z.ZodMiniType = z.ZodMiniType> {
  /** The lead's type, which is also the form's name for reCAPTCHA and the rate limit. */
  type: LeadType;
  /** Fields that post several values (checkbox groups). */
  listFields?: readonly string[];
  loadSchema(): Promise<Schema>;
}

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

/**
 * What the form says above its fields: the action's answer (sent too often, or not stored), or that the
 * post never reached the server.
 */
export const formMessage = (
  answer: LeadActionData | undefined,
  words: Pick<FormWords, "tooMany" | "unavailable" | "networkError">,
  networkFailed: boolean,
) =>
  answer?.status === "limited"
    ? fill(words.tooMany, { minutes: answer.retryAfterMinutes })
    : answer?.status === "unavailable"
      ? words.unavailable
      : networkFailed
        ? words.networkError
        : undefined;
