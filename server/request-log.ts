/**
 * One log line and one metrics sample per request, taken around the whole Node handler: the time counts
 * until the last byte of the answer is handed to the connection (docs/operations.md#logs).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { maskEmailsIn, maskIp } from "../core/services/mask.ts";
import { forwardedClientAddress, type ProxyTrust } from "./client-ip.ts";
import type { Logger } from "./logger.ts";
import { requestIdOf, withRequestId } from "./logger.ts";
import type { Metrics } from "./metrics.ts";
import { routineEndpoints } from "../core/routing/endpoints.ts";
import { secretRoutes } from "./route-label.ts";

/** Routes a balancer or a scraper calls every few seconds: their successes are logged at debug only. */
const routineRoutes: ReadonlySet<string> = new Set(routineEndpoints);

/** A client that went away before the answer was sent: nginx's word for it, as balancers report it. */
export const clientClosedStatus = 499;

export interface RequestLogOptions {
  log: Logger;
  metrics?: Metrics;
  routeOf: (path: string) => string;
  trustProxy: ProxyTrust;
}

/** The path as a log line may show it: no query (tokens, searches), addresses masked, 200 characters. */
function loggedPath(url: string | undefined): string {
  const path = ((url ?? "/").split("?")[0] ?? "/").slice(0, 200);
  return path.includes("@") ? maskEmailsIn(path) : path;
}

/**
 * Wraps the server's handler: gives each request its id (the balancer's X-Request-Id, else a new one),
 * echoes it in the answer's X-Request-Id, runs the handler under it, and when the answer is done logs
 * the request and counts it.
 */
export function observeRequests(handler: RequestListener, options: RequestLogOptions): RequestListener {
  const { log, metrics, routeOf, trustProxy } = options;
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const id = requestIdOf(request, trustProxy);
    response.setHeader("X-Request-Id", id);
    response.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const route = routeOf(path);
      const finished = response.writableFinished;
      const status = response.headersSent ? response.statusCode : clientClosedStatus;
      metrics?.observeRequest(route, request.method ?? "", status, seconds);

      const level = routineRoutes.has(route) && status < 400 ? "debug" : "info";
      if (!log.isLevelEnabled(level)) return;
      const length = Number(response.getHeader("content-length"));
      const forwardedFor = request.headers["x-forwarded-for"];
      const address = forwardedClientAddress(
        Array.isArray(forwardedFor) ? forwardedFor.join(", ") : forwardedFor,
        request.socket.remoteAddress,
        trustProxy,
      );
      log[level](
        {
          reqId: id,
          method: request.method?.slice(0, 20),
          route,
          ...(secretRoutes.has(route) ? {} : { path: loggedPath(request.url) }),
          status,
          ms: Math.round(seconds * 10_000) / 10,
          ...(Number.isFinite(length) && request.method !== "HEAD" ? { bytes: length } : {}),
          ip: maskIp(address),
          ...(finished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    withRequestId(id, () => handler(request, response));
  };
}
