/**
 * The newsletter API's contract (docs/product.md, API contract), without the validation code, so pages can
 * import it cheaply. Its address is in the route table's endpoints (core/routing/endpoints.ts).
 */

/** The request body. `recaptchaToken` is reCAPTCHA v3's token, required once the server has RECAPTCHA_SECRET. */
export interface NewsletterRequest {
  email: string;
  recaptchaToken?: string;
}

/** The reCAPTCHA action the form names, and the threshold RECAPTCHA_THRESHOLDS may set for it. */
export const newsletterRecaptchaAction = "newsletter";

/** The answer body: `response_code` 200 on success, 400 on a refusal. */
export interface NewsletterResponse {
  response_code: number;
  message: string;
}

/** Why an address was refused; the visitor sees the dictionary's words for it. */
export type NewsletterError = "empty" | "format";
