import { request, type Agent, type IncomingHttpHeaders } from "node:http";
import type { NewsletterResponse } from "../../core/newsletter/newsletter-api.ts";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { pathTo } from "../../core/routing/paths.ts";

export interface SiteRequest {
  method: "GET" | "HEAD" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends one request with node:http (whose Agent keeps connections alive as browsers do) and reads the whole
 * answer. `onWritten` runs once the request has been handed to the operating system: from then on the
 * server may see it. `localAddress` sends it from another loopback address (127.x.y.z), as another visitor.
 */
export function send(
  port: number,
  { method, path, headers = {}, body }: SiteRequest,
  {
    agent,
    onWritten,
    timeoutMs = 15_000,
    localAddress,
  }: { agent?: Agent; onWritten?: () => void; timeoutMs?: number; localAddress?: string } = {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, method, path, headers, agent, timeout: timeoutMs, localAddress },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on("error", reject);
      },
    );
    req.on("finish", () => onWritten?.());
    req.on("timeout", () => req.destroy(new Error(`no answer to ${method} ${path} in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** The site's own origin as a browser on it sends it: cross-origin posts are refused. */
const originOf = (port: number) => `http://127.0.0.1:${port}`;

/** The contact form as a browser without JavaScript posts it, filled in at a person's pace. */
export function contactPost(port: number, email: string): SiteRequest {
  return {
    method: "POST",
    path: pathTo("contact", "en"),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: originOf(port) },
    body: new URLSearchParams({
      name: "Sari Wulandari",
      email,
      topic: "sales",
      message: "How much would Growth cost for 120 employees in three warehouses?",
      website: "",
      startedAt: String(Date.now() - 20_000),
    }).toString(),
  };
}

/** A subscription through the JSON API, as the newsletter form sends it. */
export function newsletterPost(port: number, email: string): SiteRequest {
  return {
    method: "POST",
    path: newsletterApiPath,
    headers: { "Content-Type": "application/json", Origin: originOf(port) },
    body: JSON.stringify({ email }),
  };
}

/** The answers a visitor takes for success: the thank-you redirect, or the API's success JSON. */
export function acknowledged(sent: SiteRequest, answer: Exchange): boolean {
  if (sent.path === newsletterApiPath) {
    if (answer.status !== 200) return false;
    return (JSON.parse(answer.body) as NewsletterResponse).response_code === 200;
  }
  if (sent.method === "POST") {
    return (
      (answer.status === 303 || answer.status === 302) && answer.headers.location === pathTo("thankYou", "en")
    );
  }
  return answer.status === 200;
}
