import { Hono } from "hono";
import type { Services } from "../app/services/context.ts";
import type { ServerConfig } from "./config.ts";
import { baseSecurityHeaders, contentSecurityPolicy } from "./content-security.ts";
import { bodyLimit } from "hono/body-limit";
import type { RequestInfo } from "../app/services/context.ts";
import { clientIp, type AppEnv } from "./client-ip.ts";
import { downloadsRoute } from "./downloads.ts";
import { newsletterApi } from "./newsletter-api.ts";
import { isCrossOrigin, requestOrigin } from "./origin-check.ts";
import { identityBody, negotiateEncoding, type StaticFile } from "./static-files.ts";

/** Query parameters that change what a page shows (see the static files below). */
const renderedQueries = ["lang", "q", "industry", "page", "download", "token"];

/** The largest form a page accepts: a contact message of 5,000 characters with its markup fits easily. */
export const maxFormBytes = 64 * 1024;

export interface AppOptions {
  config: ServerConfig;
  services: Services;
  /** React Router's handler for everything that is not a file or the API (actions, 404s). */
  renderPage: (request: Request, info: RequestInfo) => Promise<Response>;
  /** Where the resources' PDFs are (build/downloads). */
  downloadsDir?: string;
  /** The built client files, in production; Vite serves them while developing. */
  staticFiles?: ReadonlyMap<string, StaticFile>;
  /** Resolves when the database answers. */
  checkHealth: () => Promise<void>;
}

/** The site's HTTP application: security headers, health check, API, static files, then pages. */
export function createApp({
  config,
  services,
  renderPage,
  staticFiles,
  checkHealth,
  downloadsDir,
}: AppOptions): Hono<AppEnv> {
  const https = config.public.SITE_URL.startsWith("https:");
  const securityHeaders = baseSecurityHeaders({ https });
  const app = new Hono<AppEnv>();
  const allowedOrigins = [new URL(config.public.SITE_URL).origin, ...config.ALLOWED_ORIGINS];

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
  });

  app.get("/healthz", async (c) => {
    try {
      await checkHealth();
      return c.json({ status: "ok" });
    } catch (error) {
      console.error("health check failed", error);
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.route(
    "/",
    newsletterApi({
      newsletter: services.newsletter,
      rateLimiter: services.rateLimiter,
      allowedOrigins,
      trustProxy: config.TRUST_PROXY,
    }),
  );
  if (downloadsDir) app.route("/", downloadsRoute({ links: services.downloads, dir: downloadsDir }));

  if (staticFiles) {
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      let path: string;
      try {
        path = decodeURIComponent(c.req.path);
      } catch {
        return next();
      }
      // One URL per page: `/pricing/` is `/pricing`.
      if (path.length > 1 && path.endsWith("/")) {
        const url = new URL(c.req.url);
        return c.redirect(url.pathname.replace(/\/+$/, "") + url.search, 301);
      }
      // The prerendered file is the page without a query. A query the page reads is rendered for the
      // request: `?lang=` of a page whose languages share a path, `?q=` of a search sent without JavaScript,
      // a list's filter (`?industry=`) or page (`?page=`).
      if (renderedQueries.some((name) => c.req.query(name) !== undefined)) return next();
      const file = staticFiles.get(path);
      if (!file) return next();
      const headers: Record<string, string> = {
        "Content-Type": file.contentType,
        "Cache-Control": file.cacheControl,
        ETag: file.etag,
        Vary: "Accept-Encoding",
      };
      if (file.csp) headers["Content-Security-Policy"] = file.csp;
      if (c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
      const encoding = negotiateEncoding(c.req.header("accept-encoding"), file);
      const compressed = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : undefined;
      if (compressed) headers["Content-Encoding"] = encoding;
      headers["Content-Length"] = String(compressed?.byteLength ?? file.size);
      if (c.req.method === "HEAD") return c.body(null, 200, headers);
      const bytes = compressed ?? (await identityBody(file));
      // A view of the loaded file, not a copy; files are never read into shared memory.
      return c.body(
        new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
        200,
        headers,
      );
    });
  }

  // Forms post to their pages. React Router checks the Origin of actions, but not `Origin: null` or a
  // request another site's page makes without one; refuse every cross-origin post here.
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", async (c, next) => {
    const origin = requestOrigin(c.req.raw, config.TRUST_PROXY);
    if (isCrossOrigin(c.req.raw.headers, new Set([origin, ...allowedOrigins]))) {
      return c.text("Cross-origin form posts are not accepted.", 403);
    }
    return next();
  });
  app.on(
    ["POST", "PUT", "PATCH", "DELETE"],
    "*",
    bodyLimit({ maxSize: maxFormBytes, onError: (c) => c.text("The form is too large.", 413) }),
  );

  app.all("*", async (c) => {
    let response: Response;
    try {
      response = await renderPage(c.req.raw, { clientIp: clientIp(c, config.TRUST_PROXY) });
    } catch (error) {
      console.error("rendering failed", error);
      return c.text("Internal Server Error", 500);
    }
    if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
    // Server-rendered documents get the same script policy as prerendered ones.
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(html, { https, recaptcha: Boolean(config.public.RECAPTCHA_SITE_KEY) }),
    );
    headers.set("Cache-Control", "no-store");
    return new Response(c.req.method === "HEAD" ? null : html, { status: response.status, headers });
  });

  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}
