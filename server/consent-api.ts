import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { consentRecordSchema } from "../core/consent/consent-record.ts";
import { randomUUID } from "node:crypto";
import {
  bannerFields,
  choiceFromForm,
  consentCookie,
  consentVersion,
} from "../core/consent/consent-state.ts";
import { consentApiPath } from "../core/routing/endpoints.ts";
import { needsConsent, type ConfiguredTools } from "../core/consent/tools.ts";
import type { ConsentService } from "../core/consent/consent-records.server.ts";
import { describeError } from "../core/services/mask.ts";
import { clientNetwork } from "../core/limits/client-network.ts";
import type { RateLimiter, RateRule } from "../core/limits/rate-limit.server.ts";
import { consoleLog, type Log } from "../core/services/log.ts";
import { clientIp, sentByTrustedProxy, type AppEnv, type ProxyTrust } from "./client-ip.ts";
import { isCrossOrigin, requestOrigin } from "./origin-check.ts";

/**
 * An ID, a boolean per purpose and a version, or the banner's form with the path of its page: anything
 * larger is not a consent record.
 */
export const maxConsentBodyBytes = 4096;

function consentRateRule(address: string, limit: number): RateRule {
  return { name: "ip", key: `consent:ip:${clientNetwork(address)}`, limit, windowSeconds: 600 };
}

interface ConsentApiOptions {
  consent: ConsentService;
  rateLimiter: RateLimiter;
  /** Records one client network may store in ten minutes (RATE_LIMIT_CONSENT_PER_IP). */
  recordsPerNetwork: number;
  /** The tools the pages were built with: the version a choice posted without JavaScript is kept under. */
  tools: ConfiguredTools;
  /** Whether the site is served over HTTPS: the cookie set for a post without JavaScript is then Secure. */
  https: boolean;
  allowedOrigins: readonly string[];
  trustProxy: ProxyTrust;
  /** The server's log; the console in tests that mount the API alone. */
  log?: Log;
}

/** A path of this site to send the visitor back to; anything else (another host, a scheme) is the home page. */
export function returnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 2048) return "/";
  // `//host` and `/\host` lead browsers to another host; control characters have no place in a path.
  return /^\/(?![/\\])\P{Cc}*$/u.test(value) ? value : "/";
}

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * POST /api/consent: the proof of a visitor's cookie choice. The consent manager sends a JSON record: 204
 * once the row is committed, 503 only when the database fails. The banner's form, posted by a browser
 * without JavaScript, gets the choice kept in the consent cookie (a new consent ID, made here) and a 303
 * back to the page it came from, also when the record could not be stored: the visitor's choice is
 * followed either way, and the failure is logged. 4xx for anything that is not a same-origin record or
 * form (never a 5xx for bad input). Nothing about the request (IP, user agent) is stored. A client network
 * storing too many records gets 429 (a form post still gets its cookie: the choice is followed). With no
 * tool configured nobody is asked, so there is nothing to record: 404.
 */
export function consentApi({
  consent,
  rateLimiter,
  recordsPerNetwork,
  tools,
  https,
  allowedOrigins,
  trustProxy,
  log = consoleLog,
}: ConsentApiOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  if (!needsConsent(tools)) {
    api.all(consentApiPath, (c) => c.text("Not Found", 404, { "Cache-Control": "no-store" }));
    return api;
  }

  /** Counts one record against the client's network; the verdict's wait when refused. */
  const refusedFor = async (c: Context<AppEnv>): Promise<number | undefined> => {
    const verdict = await rateLimiter.consume([consentRateRule(clientIp(c, trustProxy), recordsPerNetwork)]);
    return verdict.ok ? undefined : verdict.retryAfterSeconds;
  };

  api.all(consentApiPath, async (c, next) => {
    if (c.req.method !== "POST") {
      c.header("Allow", "POST");
      return c.text("Use POST with a JSON body.", 405);
    }
    const origin = requestOrigin(c.req.raw, sentByTrustedProxy(c, trustProxy));
    if (isCrossOrigin(c.req.raw.headers, new Set([origin, ...allowedOrigins]))) {
      return c.text("Cross-origin requests are not allowed.", 403);
    }
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (type !== "application/json" && !formTypes.has(type)) {
      return c.text("Send the request as application/json.", 415);
    }
    return next();
  });

  api.post(
    consentApiPath,
    bodyLimit({ maxSize: maxConsentBodyBytes, onError: (c) => c.text("The request is too large.", 413) }),
    async (c) => {
      if (c.req.header("content-type")?.toLowerCase().startsWith("application/json") !== true) {
        return keepPostedChoice(c);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.text("The body is not JSON.", 400);
      }
      const parsed = consentRecordSchema.safeParse(body);
      if (!parsed.success) return c.text("The body is not a consent record.", 400);
      try {
        const wait = await refusedFor(c);
        if (wait !== undefined) {
          c.header("Retry-After", String(wait));
          return c.text("Too many consent records from this network; try again later.", 429);
        }
        await consent.record(parsed.data);
      } catch (error) {
        log.error(`consent: could not store a record: ${describeError(error)}`);
        c.header("Retry-After", "60");
        return c.text("The record could not be stored; try again later.", 503);
      }
      return c.body(null, 204);
    },
  );

  /** The banner's form without JavaScript: the cookie, the record, and back to the page. */
  async function keepPostedChoice(c: Context<AppEnv>): Promise<Response> {
    let form: Awaited<ReturnType<typeof c.req.formData>>;
    try {
      form = await c.req.formData();
    } catch {
      return c.text("The form could not be read.", 400);
    }
    const choice = choiceFromForm(form);
    if (!choice) return c.text("The form holds no cookie choice.", 400);
    const record = { id: randomUUID(), ...choice, version: consentVersion(tools) };
    try {
      if ((await refusedFor(c)) === undefined) await consent.record(record);
      else log.warn(`consent: the record of ${record.id} was not stored: too many from this network`);
    } catch (error) {
      log.error(`consent: could not store the record of ${record.id}: ${describeError(error)}`);
    }
    c.header("Set-Cookie", consentCookie({ ...record, decidedAt: Date.now() }, { secure: https }));
    c.header("Cache-Control", "no-store");
    return c.redirect(returnPath(form.get(bannerFields.returnTo)), 303);
  }

  return api;
}
