import * as z from "zod/mini";
import type { NewsletterError } from "./newsletter-api.ts";

// zod/mini keeps this schema a few KB in the browser; the server runs the very same checks.
export const newsletterSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: "empty", abort: true }),
    // RFC 5321 caps a forward path at 254 characters.
    z.maxLength(254, { error: "format", abort: true }),
    z.regex(z.regexes.email, { error: "format" }),
  ),
});

export type NewsletterInput = z.output<typeof newsletterSchema>;

export type NewsletterValidation =
  { ok: true; data: NewsletterInput } | { ok: false; error: NewsletterError };

/** Validates a subscription; anything that is not a string address counts as a wrong format. */
export function validateNewsletter(input: unknown): NewsletterValidation {
  const result = z.safeParse(newsletterSchema, input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: result.error.issues[0]?.message === "empty" ? "empty" : "format" };
}
