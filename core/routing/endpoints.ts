/**
 * The addresses the server answers itself, beside the pages and files of pages.ts: its probes, its APIs,
 * and the prefixes under which it serves whole folders. Everything that names one (the server, the pages
 * that post to an API, the request log and metrics, robots.txt) reads it here; the files that cannot import
 * it (Dockerfile, compose.yaml, deploy/nginx.conf) keep their copy, which a unit test compares with it.
 * Separate constants rather than one object, so a page that needs one carries only that one.
 */

/** Liveness: answers as soon as the server listens (docs/operations.md). */
export const healthPath = "/healthz";
/** Readiness: 503 while the database migrates or the instance drains. */
export const readinessPath = "/readyz";
/** The Prometheus exposition, behind METRICS_TOKEN. */
export const metricsPath = "/metrics";

/**
 * Where each cookie choice is recorded (server/consent-api.ts): as JSON by the consent manager, or as the
 * banner's form posted by a browser without JavaScript.
 */
export const consentApiPath = "/api/consent";
/** The newsletter API's address (docs/product.md, API contract): the old site's, kept for its callers. */
export const newsletterApiPath = "/wms-api-ktm/api/news-letter/store";

/** A resource's PDF behind a signed token: `/downloads/<token>` (server/downloads.ts). */
export const downloadsPrefix = "/downloads/";
/** The build's hashed files (Vite's `assets` folder), cached as immutable. */
export const assetsPrefix = "/assets/";
/** The media folder's image variants, made at build, under the hashed files' prefix. */
export const mediaPrefix = `${assetsPrefix}media/`;
/** The blog articles' covers, drawn at build: `/blog-covers/<lang>-<slug>-<width>.webp` (scripts/covers). */
export const blogCoversPrefix = "/blog-covers/";
/** The logo search engines show beside the site (structured data), drawn at build. */
export const logoPath = "/logo.png";
/** The site's icon as a PNG, for search results and iOS's home screen (app/seo/site-icon.server.ts). */
export const touchIconPath = "/apple-touch-icon.png";

/** The content editor's page and its API, in the editor's server only (server/editor.ts). */
export const editorPath = "/keystatic";
export const editorApiPath = "/api/keystatic";

/** Paths the server answers itself with a fixed address: the request log and the metrics name them as they are. */
export const serverEndpoints = [
  healthPath,
  readinessPath,
  metricsPath,
  newsletterApiPath,
  consentApiPath,
] as const;

/** Probes and scrapes that come every few seconds: the request log leaves their successes out. */
export const routineEndpoints = [healthPath, readinessPath, metricsPath] as const;
