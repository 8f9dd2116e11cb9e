import { Hono, type Context } from "hono";
import { configuredTools, showsBanner } from "../core/consent/tools.ts";
import {
  assetsPrefix,
  consentApiPath,
  healthPath,
  metricsPath,
  newsletterApiPath,
  readinessPath,
} from "../core/routing/endpoints.ts";
import { renderedQueries } from "../core/routing/derive.ts";
import type { Services } from "../core/services/context.ts";
import type { ServerConfig } from "./config.ts";
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from "./content-security.ts";
import { bodyLimit } from "hono/body-limit";
import type { RequestInfo } from "../core/services/context.ts";
import { clientIp, sentByTrustedProxy, type AppEnv } from "./client-ip.ts";
import { consentApi } from "./consent-api.ts";
import { completeAnswerHeaders } from "./answer-headers.ts";
import { corsForAllowedOrigins } from "./cors.ts";
import { downloadsRoute } from "./downloads.ts";
import { isDraining } from "./lifecycle.ts";
import { bearerMatches, exposition, type Metrics } from "./metrics.ts";
import { newsletterApi } from "./newsletter-api.ts";
import { isCrossOrigin, requestOrigin } from "./origin-check.ts";
import { identityBody, negotiateEncoding, type StaticFile } from "./static-files.ts";
import { earlierBuildPatches, type AssetArchive, type ManifestRoute } from "./asset-archive.ts";

/**
 * A built file, with its caching headers, in the best encoding the client accepts; 304 to its ETag. A page
 * with the cookie banner is sent without it to a visitor whose cookies hold a choice (`bannerShown`).
 */
async function sendFile(
  c: Context,
  built: StaticFile,
  bannerShown: (cookies: string | undefined) => boolean,
): Promise<Response> {
  const file = built.withoutBanner && !bannerShown(c.req.header("cookie")) ? built.withoutBanner : built;
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    // The banner's two versions of a page: a cache must tell them apart by the consent cookie.
    Vary: built.withoutBanner ? "Accept-Encoding, Cookie" : "Accept-Encoding",
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
}

/** What a page answers to; see the method check in createApp. */
const pageMethods = ["GET", "HEAD", "POST"];

/** Refusals sent without reading the request's body. */
const unreadBodyStatuses = new Set([403, 405, 413, 415]);

const hasBody = (request: Request) =>
  request.headers.has("transfer-encoding") || Number(request.headers.get("content-length") ?? 0) > 0;

/**
 * The path to redirect to without its trailing slashes, always on this site. Leading slashes and
 * backslashes collapse into one: `//evil.example/` would otherwise become `Location: //evil.example`, an
 * address on another host to a browser.
 */
export function sameSitePath(pathname: string): string {
  const trimmed = pathname.replace(/^[/\\]+/, "").replace(/[/\\]+$/, "");
  return `/${trimmed}`;
}

/**
 * React Router refuses an action whose Origin differs from the request URL's origin. The origin check above
 * has already decided (it knows ALLOWED_ORIGINS and, behind a proxy, the https origin the visitor saw, where
 * the URL here says http): a post that got this far is handed on as coming from the request's own origin.
 */
function withCheckedOrigin(request: Request): Request {
  const origin = request.headers.get("origin");
  const own = new URL(request.url).origin;
  if (origin === null || origin === own) return request;
  const headers = new Headers(request.headers);
  headers.set("origin", own);
  // Node needs `duplex` to pass a streamed body on; the DOM's RequestInit type does not know it.
  const init: RequestInit & { duplex: "half" } = { headers, duplex: "half" };
  return new Request(request, init);
}

/**
 * What `/readyz` says: whether a load balancer should send this instance requests. Not ready while the
 * database is migrated at start, nor once a drain has begun (docs/operations.md, "Readiness").
 */
export type Readiness = "migrating" | "ready" | "draining";

/** Seconds a client is asked to wait before trying a starting instance again. */
export const startingRetryAfterSeconds = 5;

const readinessAnswer = (c: Context, state: Readiness) =>
  c.json({ status: state }, state === "ready" ? 200 : 503, { "Cache-Control": "no-store" });

const clientWentAway = (error: unknown) =>
  error instanceof Error &&
  ((error as NodeJS.ErrnoException).code === "ECONNRESET" || error.message === "aborted");

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
  /** The hashed client files of recent builds, for pages opened before a deploy (production only). */
  assetArchive?: AssetArchive;
  /** Resolves when the database answers. */
  checkHealth: () => Promise<void>;
  /** With METRICS_TOKEN set, served at /metrics to that bearer token. */
  metrics?: Metrics;
  /** The content editor in GitHub mode, when configured (server/editor.ts). */
  editor?: Hono;
  /** Where an old address now leads (content/redirects/), or undefined when it is no redirect. */
  redirectOf?: (path: string) => string | undefined;
}

/** A request's path as a file or redirect is named, or undefined when its escapes are broken (`%E0%A4%A`). */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** The site's HTTP application: security headers, health check, API, static files, then pages. */
export function createApp({
  config,
  services,
  renderPage,
  staticFiles,
  assetArchive,
  checkHealth,
  downloadsDir,
  metrics,
  editor,
  redirectOf,
}: AppOptions): Hono<AppEnv> {
  const { log } = services;
  const https = config.public.SITE_URL.startsWith("https:");
  const securityHeaders = baseSecurityHeaders({ https });
  const app = new Hono<AppEnv>();
  const allowedOrigins = [new URL(config.public.SITE_URL).origin, ...config.ALLOWED_ORIGINS];
  const tools = configuredTools(config.public);
  const bannerShown = (cookies: string | undefined) => showsBanner(tools, cookies);

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
    await completeAnswerHeaders(c);
    // Refused before its body was read: the rest of the body may still be on its way, so this connection
    // cannot carry another request. Saying so keeps a client from reusing a socket we are closing.
    if (unreadBodyStatuses.has(c.res.status) && hasBody(c.req.raw)) c.res.headers.set("Connection", "close");
  });

  app.get(healthPath, async (c) => {
    try {
      await checkHealth();
      return c.json({ status: "ok" });
    } catch (error) {
      log.error({ err: error }, "health check failed");
      return c.json({ status: "unavailable" }, 503);
    }
  });
  app.get(readinessPath, (c) => readinessAnswer(c, isDraining() ? "draining" : "ready"));

  // Without a token the path is not special: the site's 404 page, like any unknown address.
  const metricsToken = config.METRICS_TOKEN;
  if (metrics && metricsToken) {
    app.get(metricsPath, async (c) => {
      if (!bearerMatches(c.req.header("authorization"), metricsToken)) {
        return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
      }
      const { contentType, body } = await exposition(metrics);
      return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
    });
  }

  const cors = corsForAllowedOrigins(config.ALLOWED_ORIGINS);
  app.use(newsletterApiPath, cors);
  app.use(consentApiPath, cors);
  app.route(
    "/",
    newsletterApi({
      newsletter: services.newsletter,
      rateLimiter: services.rateLimiter,
      botCheck: services.botCheck,
      allowedOrigins,
      trustProxy: config.TRUST_PROXY,
      log,
    }),
  );
  app.route(
    "/",
    consentApi({
      consent: services.consent,
      rateLimiter: services.rateLimiter,
      recordsPerNetwork: config.RATE_LIMIT_CONSENT_PER_IP,
      tools,
      https,
      allowedOrigins,
      trustProxy: config.TRUST_PROXY,
      log,
    }),
  );
  if (downloadsDir) app.route("/", downloadsRoute({ links: services.downloads, dir: downloadsDir }));
  if (editor) app.route("/", editor);

  // Pages are read (GET, HEAD) and forms are posted (POST); any other method is refused here, before it
  // could reach a form's action as a submission. One log line: it is the client's mistake, not ours.
  app.use(async (c, next) => {
    if (pageMethods.includes(c.req.method)) return next();
    log.warn({ status: 405 }, `refused ${c.req.method.slice(0, 20)} ${c.req.path.slice(0, 200)}: 405`);
    return c.text("Method Not Allowed", 405, { Allow: pageMethods.join(", ") });
  });

  // A page of an earlier build discovers routes with its own manifest version, which React Router answers
  // with a reload of the page. While that build's files are kept, it is told about this build's routes
  // with its own build's entries instead (docs/operations.md, "Deploys").
  if (assetArchive) {
    app.get(assetArchive.manifestPath, async (c, next) => {
      const version = c.req.query("version");
      if (!version || version === assetArchive.version) return next();
      const earlier = await assetArchive.manifest(version);
      if (!earlier) return next();
      const url = new URL(c.req.url);
      url.searchParams.set("version", assetArchive.version);
      const info = { clientIp: clientIp(c, config.TRUST_PROXY), nonce: newNonce() };
      const answer = await renderPage(new Request(url, { headers: c.req.raw.headers }), info);
      if (answer.status !== 200) return answer;
      const patches = earlierBuildPatches((await answer.json()) as Record<string, ManifestRoute>, earlier);
      // React Router's own answer to a manifest of another version: the page loads again.
      if (!patches) return c.body(null, 204, { "X-Remix-Reload-Document": "true" });
      // Not immutable like React Router's: the next deploy may answer the same question differently.
      return c.json(patches, 200, { "Cache-Control": "no-cache" });
    });
  }

  // An address an earlier build published, which is no page now: straight to the page that replaced it,
  // in one step whether or not it ends in a slash.
  if (redirectOf) {
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const path = decodedPath(c.req.path);
      if (path === undefined) return next();
      const to = redirectOf(path.length > 1 ? path.replace(/\/+$/, "") : path);
      if (to === undefined) return next();
      return c.redirect(encodeURI(to) + new URL(c.req.url).search, 301);
    });
  }

  if (staticFiles) {
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const path = decodedPath(c.req.path);
      if (path === undefined) return next();
      // One URL per page: `/pricing/` is `/pricing`.
      if (path.length > 1 && path.endsWith("/")) {
        const url = new URL(c.req.url);
        return c.redirect(sameSitePath(url.pathname) + url.search, 301);
      }
      // The hashed files: this build's, else an earlier (or, during a rolling deploy, a later) build's
      // kept in the archive. A name neither has is a plain 404, never a page: a script or a style sheet
      // that gets HTML fails all the same, and an error page is no answer to cache for it.
      if (path.startsWith(assetsPrefix)) {
        const file = staticFiles.get(path) ?? (await assetArchive?.file(path.slice(assetsPrefix.length)));
        if (!file) return c.text("Not Found", 404, { "Cache-Control": "no-store" });
        return sendFile(c, file, bannerShown);
      }
      // The prerendered file is the page without a query. A query a page reads (the route table lists
      // them) is rendered for the request: `?lang=` of a page whose languages share a path, `?q=` of a
      // search sent without JavaScript, a list's filter (`?industry=`) or page (`?page=`).
      if (renderedQueries.some((name) => c.req.query(name) !== undefined)) return next();
      const file = staticFiles.get(path);
      if (!file) return next();
      return sendFile(c, file, bannerShown);
    });
  }

  // Forms post to their pages. React Router checks the Origin of actions, but not `Origin: null` or a
  // request another site's page makes without one; refuse every cross-origin post here.
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", async (c, next) => {
    const origin = requestOrigin(c.req.raw, sentByTrustedProxy(c, config.TRUST_PROXY));
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
    const nonce = newNonce();
    // HEAD is answered as GET would be, without the body: React Router answers it with no headers of a
    // page (no type, no policy, no caching rule).
    const head = c.req.method === "HEAD";
    try {
      response = await renderPage(
        head ? new Request(c.req.raw, { method: "GET" }) : withCheckedOrigin(c.req.raw),
        {
          clientIp: clientIp(c, config.TRUST_PROXY),
          nonce,
        },
      );
    } catch (error) {
      log.error({ err: error }, "rendering failed");
      return c.text("Internal Server Error", 500);
    }
    if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
    // A document rendered for this request runs only the scripts React Router wrote with this nonce.
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        https,
        recaptcha: Boolean(config.public.RECAPTCHA_SITE_KEY),
        tools,
        scriptSources: [`'nonce-${nonce}'`],
      }),
    );
    headers.set("Cache-Control", "no-store");
    if (!head) return new Response(html, { status: response.status, headers });
    headers.set("Content-Length", String(Buffer.byteLength(html)));
    return new Response(null, { status: response.status, headers });
  });

  app.onError((error, c) => {
    // A client that hangs up while its body is read is gone: one line, and no one reads the answer.
    if (clientWentAway(error)) {
      log.warn(`client closed the connection during ${c.req.method} ${c.req.path.slice(0, 200)}`);
      return c.text("Bad Request", 400, { Connection: "close" });
    }
    log.error({ err: error }, "the request failed");
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/**
 * What the server answers from the moment it listens until the database is open and migrated, which can
 * take a while when another instance holds the migration lock: alive (`/healthz`), not ready (`/readyz`),
 * and a short 503 with Retry-After for everything else, so a balancer or a browser tries again.
 */
export function createStartingApp({ config }: { config: ServerConfig }): Hono {
  const securityHeaders = baseSecurityHeaders({ https: config.public.SITE_URL.startsWith("https:") });
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
    await completeAnswerHeaders(c);
    // As in createApp: a body left unread means the connection cannot carry another request.
    if (hasBody(c.req.raw)) c.res.headers.set("Connection", "close");
  });
  // Alive: a liveness probe must not restart an instance for taking its time to migrate.
  app.get(healthPath, (c) => c.json({ status: "starting" }, 200, { "Cache-Control": "no-store" }));
  app.get(readinessPath, (c) => readinessAnswer(c, isDraining() ? "draining" : "migrating"));
  app.all("*", (c) =>
    c.text("The site is starting. Please try again in a moment.", 503, {
      "Retry-After": String(startingRetryAfterSeconds),
      "Cache-Control": "no-store",
    }),
  );
  return app;
}
