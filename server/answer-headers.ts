import type { Context } from "hono";

/**
 * An answer that does not say how long it may be kept is one made for this request (a health check, an API
 * reply, a search's data, an error): no cache, shared or private, may store it. Built files and prerendered
 * pages name their own caching (static-files.ts), and so do the answers that mean to be kept.
 */
export const uncachedByDefault = "no-store";

/**
 * Completes an answer's headers before it leaves: the default caching rule above, and, for a HEAD, the
 * length a GET's body would have. Hono answers a HEAD with the GET's headers and drops the body, so an answer
 * built without a length (JSON, text, React Router's data) would otherwise say nothing of its size. Only
 * answers without a length are read here: those are small (a page's answer states its length already).
 */
export async function completeAnswerHeaders(c: Context): Promise<void> {
  if (!c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", uncachedByDefault);
  if (c.req.method !== "HEAD" || c.res.headers.has("content-length") || c.res.body === null) return;
  const body = await c.res.arrayBuffer();
  const headers = new Headers(c.res.headers);
  headers.set("Content-Length", String(body.byteLength));
  c.res = new Response(null, { status: c.res.status, statusText: c.res.statusText, headers });
}
