import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { consentRecordSchema } from "../app/consent/consent-record.ts";
import { consentApiPath } from "../app/consent/consent-state.ts";
import type { ConsentService } from "../app/consent/consent-records.server.ts";
import { describeError } from "../app/leads/mask.ts";
import { consoleLog, type Log } from "../app/services/log.ts";
import type { AppEnv } from "./client-ip.ts";
import { isCrossOrigin, requestOrigin } from "./origin-check.ts";

/** An ID, a boolean per purpose and a version: anything larger is not a consent record. */
export const maxConsentBodyBytes = 1024;

interface ConsentApiOptions {
  consent: ConsentService;
  allowedOrigins: readonly string[];
  trustProxy: number;
  /** The server's log; the console in tests that mount the API alone. */
  log?: Log;
}

/**
 * POST /api/consent: the proof of a visitor's cookie choice. 204 once the row is committed; 4xx for
 * anything that is not a same-origin JSON record (never a 5xx for bad input); 503 only when the database
 * fails. Nothing about the request (IP, user agent) is stored.
 */
export function consentApi({
  consent,
  allowedOrigins,
  trustProxy,
  log = consoleLog,
}: ConsentApiOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.all(consentApiPath, async (c, next) => {
    if (c.req.method !== "POST") {
      c.header("Allow", "POST");
      return c.text("Use POST with a JSON body.", 405);
    }
    const origin = requestOrigin(c.req.raw, trustProxy);
    if (isCrossOrigin(c.req.raw.headers, new Set([origin, ...allowedOrigins]))) {
      return c.text("Cross-origin requests are not allowed.", 403);
    }
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return c.text("Send the request as application/json.", 415);
    return next();
  });

  api.post(
    consentApiPath,
    bodyLimit({ maxSize: maxConsentBodyBytes, onError: (c) => c.text("The request is too large.", 413) }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.text("The body is not JSON.", 400);
      }
      const parsed = consentRecordSchema.safeParse(body);
      if (!parsed.success) return c.text("The body is not a consent record.", 400);
      try {
        await consent.record(parsed.data);
      } catch (error) {
        log.error(`consent: could not store a record: ${describeError(error)}`);
        c.header("Retry-After", "60");
        return c.text("The record could not be stored; try again later.", 503);
      }
      return c.body(null, 204);
    },
  );

  return api;
}
