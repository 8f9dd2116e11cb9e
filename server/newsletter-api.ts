import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { NewsletterRequest, NewsletterResponse } from "../core/newsletter/newsletter-api.ts";
import { newsletterApiPath } from "../core/routing/endpoints.ts";
import { languageFromAcceptLanguage } from "../core/i18n/accept-language.ts";
import { dictionaries } from "../core/i18n/dictionaries.ts";
import { consoleLog, type Log } from "../core/services/log.ts";
import type { RateLimiter } from "../core/limits/rate-limit.server.ts";
import type { NewsletterService } from "../core/newsletter/newsletter-service.ts";
import type { BotCheck } from "../core/leads/recaptcha.server.ts";
import { subscribe } from "../core/newsletter/subscribe.server.ts";
import { clientIp, sentByTrustedProxy, type AppEnv, type ProxyTrust } from "./client-ip.ts";
import { isCrossOrigin, requestOrigin } from "./origin-check.ts";

/** An address and a little JSON: anything larger is not a subscription. */
export const maxBodyBytes = 4 * 1024;

interface NewsletterApiOptions {
  newsletter: NewsletterService;
  rateLimiter: RateLimiter;
  /** reCAPTCHA, as the lead forms check it; required once RECAPTCHA_SECRET is set. */
  botCheck: BotCheck;
  allowedOrigins: readonly string[];
  trustProxy: ProxyTrust;
  /** The server's log; the console in tests that mount the API alone. */
  log?: Log;
}

const reply = (response_code: number, message: string): NewsletterResponse => ({ response_code, message });

/** The page the visitor subscribed from: the path of the same-origin Referer, when there is one. */
function sourcePage(referer: string | undefined, origin: string): string {
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin.toLowerCase() === origin ? url.pathname.slice(0, 300) : "/";
  } catch {
    return "/";
  }
}

/**
 * POST /wms-api-ktm/api/news-letter/store (docs/product.md, API contract). Bad requests get a 4xx with a
 * message; a refused address gets HTTP 200 with `response_code` 400, as the form expects; success is
 * answered only after the subscriber is committed.
 */
export function newsletterApi({
  newsletter,
  rateLimiter,
  botCheck,
  allowedOrigins,
  trustProxy,
  log = consoleLog,
}: NewsletterApiOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.all(newsletterApiPath, async (c, next) => {
    if (c.req.method !== "POST") {
      c.header("Allow", "POST");
      return c.json(reply(405, "Use POST with a JSON body."), 405);
    }
    const origin = requestOrigin(c.req.raw, sentByTrustedProxy(c, trustProxy));
    if (isCrossOrigin(c.req.raw.headers, new Set([origin, ...allowedOrigins]))) {
      return c.json(reply(403, "Cross-origin requests are not allowed."), 403);
    }
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") {
      return c.json(reply(415, "Send the request as application/json."), 415);
    }
    return next();
  });

  api.post(
    newsletterApiPath,
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => {
        const t = dictionaries[languageFromAcceptLanguage(c.req.header("accept-language"))].newsletter;
        return c.json(reply(413, t.tooLarge), 413);
      },
    }),
    async (c) => {
      const lang = languageFromAcceptLanguage(c.req.header("accept-language"));
      const t = dictionaries[lang].newsletter;
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(reply(400, t.badRequest), 400);
      }
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return c.json(reply(400, t.badRequest), 400);
      }
      const { email, recaptchaToken } = body as { [Key in keyof NewsletterRequest]?: unknown };
      if (email !== undefined && typeof email !== "string") return c.json(reply(400, t.badRequest), 400);
      if (recaptchaToken !== undefined && typeof recaptchaToken !== "string") {
        return c.json(reply(400, t.badRequest), 400);
      }

      const origin = requestOrigin(c.req.raw, sentByTrustedProxy(c, trustProxy));
      const result = await subscribe(
        { newsletter, rateLimiter, botCheck, log },
        {
          email: email ?? "",
          lang,
          page: sourcePage(c.req.header("referer"), origin),
          recaptchaToken,
          clientIp: clientIp(c, trustProxy),
        },
      );
      switch (result.kind) {
        case "subscribed":
          return c.json(reply(200, result.message), 200);
        // A refused address is answered HTTP 200 with response_code 400: the form shows the message.
        case "invalid":
        case "refused":
          return c.json(reply(400, result.message), 200);
        case "rate-limited":
          c.header("Retry-After", String(result.retryAfterSeconds));
          return c.json(reply(429, result.message), 429);
        case "unavailable":
          if (result.cause === "bot-check") {
            log.warn("newsletter: reCAPTCHA could not check a sign-up; the visitor is asked to try again");
          }
          c.header("Retry-After", "60");
          return c.json(reply(503, result.message), 503);
      }
    },
  );

  return api;
}
