import type { BotCheck } from "../leads/recaptcha.server.ts";
import { newsletterRecaptchaAction } from "./newsletter-api.ts";

/**
 * Whether a sign-up may go on, by the same reCAPTCHA check as the lead forms
 * (core/leads/recaptcha.server.ts). A lead the check could not vouch for is still kept, but a sign-up's
 * one purpose is a mail to the address typed, so without a person's token there is nothing to keep:
 * - `pass`: a person's token, or no RECAPTCHA_SECRET (the check cannot run; the server says so at start);
 * - `refused`: no token, or one reCAPTCHA refused or scored low: told to reload and try again;
 * - `unavailable`: reCAPTCHA failed or could not be reached: told to try again in a minute, as a lead form
 *   whose lead could not be stored is.
 */
export async function screenSignUp(
  botCheck: BotCheck,
  token: string | undefined,
  clientIp: string,
): Promise<"pass" | "refused" | "unavailable"> {
  if (!botCheck.enabled) return "pass";
  if (!token) return "refused";
  const verdict = await botCheck.verify(token, newsletterRecaptchaAction, clientIp);
  if (verdict.verdict === "human") return "pass";
  return verdict.verdict === "spam" ? "refused" : "unavailable";
}
