/**
 * What the newsletter form needs only once the visitor starts on it, loaded then (newsletter-form.tsx):
 * the address's checks and the request to the API, with reCAPTCHA's token when the site has a key. No
 * page's first load carries any of it.
 */
import { siteConfig } from "../../core/config/site.ts";
import { newsletterRecaptchaAction, type NewsletterRequest } from "../../core/newsletter/newsletter-api.ts";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import type { Lang } from "../../core/routing/pages.ts";

export { validateNewsletter } from "../../core/newsletter/newsletter.ts";

const siteKey = siteConfig.RECAPTCHA_SITE_KEY;

// The visitor has started on the form: Google's script loads now, so that the token is quick at the press.
const recaptcha = siteKey ? import("../leads/recaptcha-client.ts") : undefined;
void recaptcha?.then(({ loadRecaptcha }) => loadRecaptcha(siteKey ?? "")).catch(() => undefined);

/**
 * Posts the sign-up to the API (docs/product.md, API contract). Without a token (Google unreachable) it is
 * sent all the same: the server's answer says what to do, in the page's language.
 */
export async function postSubscription(email: string, lang: Lang): Promise<Response> {
  const request: NewsletterRequest = { email };
  if (recaptcha && siteKey) {
    const { recaptchaToken } = await recaptcha;
    const token = await recaptchaToken(siteKey, newsletterRecaptchaAction);
    if (token) request.recaptchaToken = token;
  }
  return fetch(newsletterApiPath, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Accept-Language": lang,
      // The API expects the browser's identity under this custom name.
      "User-Agents": navigator.userAgent,
    },
    body: JSON.stringify(request),
  });
}
