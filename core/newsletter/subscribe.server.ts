// First, as the page's action imported it: the order of imports decides how the server build groups the
// newsletter's modules into a chunk and names it (docs/decisions/0014-house-plan.md).
import { validateNewsletter } from "./newsletter.ts";
import { dictionaries } from "../i18n/dictionaries.ts";
import { fill } from "../i18n/fill.ts";
import type { BotCheck } from "../leads/recaptcha.server.ts";
import { retryAfterMinutes, type RateLimiter } from "../limits/rate-limit.server.ts";
import type { Lang } from "../routing/pages.ts";
import type { Log } from "../services/log.ts";
import { describeError } from "../services/mask.ts";
import { screenSignUp } from "./bot-screen.server.ts";
import type { NewsletterError } from "./newsletter-api.ts";
import type { NewsletterService } from "./newsletter-service.ts";

/** A sign-up as the JSON API and the page without JavaScript both receive it. */
export interface SignUp {
  /** The address as posted: anything but a string is a wrong format. */
  email: unknown;
  lang: Lang;
  /** The page the visitor subscribed from, as each way in reads it. */
  page: string;
  /** reCAPTCHA's token; none without JavaScript. */
  recaptchaToken: string | undefined;
  clientIp: string;
}

export interface SignUpServices {
  newsletter: NewsletterService;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  log: Log;
}

/**
 * What became of a sign-up, with the message the visitor reads in the sign-up's language. `email` is the
 * address as validated (trimmed, lower case), which a form shows again. Nothing says whether the address
 * was subscribed already: every accepted sign-up is answered alike (docs/product.md#confirmation).
 */
export type SignUpResult =
  | { kind: "subscribed"; email: string; message: string }
  | { kind: "invalid"; error: NewsletterError; message: string }
  | { kind: "rate-limited"; email: string; retryAfterSeconds: number; message: string }
  /** reCAPTCHA refused it, or no token came while RECAPTCHA_SECRET is set. */
  | { kind: "refused"; email: string; message: string }
  /** reCAPTCHA could not be asked (`bot-check`), or the database failed (`store`, logged here). */
  | { kind: "unavailable"; email: string; cause: "bot-check" | "store"; message: string };

/**
 * The newsletter's sign-up, written once for its two ways in (server/newsletter-api.ts and
 * app/routes/newsletter.tsx): validate the address, count it against the form limits per IP and per
 * address, screen it with reCAPTCHA, then store the pending subscriber with its confirmation mail. Each
 * way in turns the result into its own answer.
 */
export async function subscribe(services: SignUpServices, signUp: SignUp): Promise<SignUpResult> {
  const t = dictionaries[signUp.lang].newsletter;
  const result = validateNewsletter({ email: signUp.email });
  if (!result.ok) {
    return {
      kind: "invalid",
      error: result.error,
      message: result.error === "empty" ? t.emptyEmail : t.wrongFormat,
    };
  }
  const { email } = result.data;
  try {
    const limit = await services.rateLimiter.consumeForm("newsletter", signUp.clientIp, email);
    if (!limit.ok) {
      const message = fill(t.tooMany, { minutes: retryAfterMinutes(limit.retryAfterSeconds) });
      return { kind: "rate-limited", email, retryAfterSeconds: limit.retryAfterSeconds, message };
    }
    const screened = await screenSignUp(
      services.botCheck,
      signUp.recaptchaToken || undefined,
      signUp.clientIp,
    );
    if (screened === "refused") return { kind: "refused", email, message: t.notAPerson };
    if (screened === "unavailable")
      return { kind: "unavailable", email, cause: "bot-check", message: t.unavailable };
    await services.newsletter.subscribe({ email, lang: signUp.lang, page: signUp.page });
  } catch (error) {
    services.log.error(`newsletter: could not store a subscriber: ${describeError(error)}`);
    return { kind: "unavailable", email, cause: "store", message: t.unavailable };
  }
  return { kind: "subscribed", email, message: t.subscribed };
}
