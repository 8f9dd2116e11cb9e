import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./client-ip.ts";
import { originOf } from "./origin-check.ts";

/**
 * CORS for the JSON API, for pages on ALLOWED_ORIGINS (another of our sites calling the newsletter API;
 * each entry an origin as `originOf` writes it, parsed once in config.ts, and so is the `Origin` sent): a preflight from one of them is answered with what the API takes (POST, JSON, and the `User-Agents`
 * header the newsletter form sends, docs/product.md); its answers name that origin, so its page may read
 * them. No credentials: the API reads no cookie. A preflight from any other origin gets 403 and no CORS
 * header, so the browser sends nothing. The site's own pages are same-origin and need none of this.
 */
export function corsForAllowedOrigins(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    // The header is echoed as sent: the browser compares it letter by letter.
    const sent = c.req.header("origin") ?? "";
    const origin = originOf(sent);
    const isAllowed = origin !== undefined && allowed.has(origin);
    const preflight =
      c.req.method === "OPTIONS" && c.req.header("access-control-request-method") !== undefined;
    if (preflight) {
      if (!isAllowed) return c.text("Cross-origin requests are not allowed.", 403, { Vary: "Origin" });
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": sent,
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "Content-Type, User-Agents",
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      });
    }
    await next();
    if (isAllowed) {
      c.res.headers.set("Access-Control-Allow-Origin", sent);
      c.res.headers.append("Vary", "Origin");
    }
  };
}
