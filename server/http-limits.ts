import type { Server, ServerOptions } from "node:http";
import type { Log } from "../app/services/log.ts";
import type { ServerConfig } from "./config.ts";

type Limits = Pick<
  ServerConfig,
  "HEADERS_TIMEOUT_MS" | "REQUEST_TIMEOUT_MS" | "KEEP_ALIVE_TIMEOUT_MS" | "MAX_CONNECTIONS"
>;

/** How long a client may take to send a request and keep an idle connection, for `http.createServer`. */
export function httpServerOptions(limits: Limits): ServerOptions {
  return {
    headersTimeout: limits.HEADERS_TIMEOUT_MS,
    requestTimeout: limits.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: limits.KEEP_ALIVE_TIMEOUT_MS,
    // Node enforces the two request time-outs when it looks, every 30 s by default: a slow client would
    // then hold its connection up to 30 s past its time.
    connectionsCheckingInterval: Math.min(1_000, limits.HEADERS_TIMEOUT_MS / 2),
  };
}

/**
 * Caps the connections held at once: Node closes any connection past the cap as it arrives, so a flood
 * costs a bounded amount of memory. Visitors are refused then, so the log says it, once a minute at most.
 */
export function capConnections(server: Server, limits: Limits, log: Log): void {
  server.maxConnections = limits.MAX_CONNECTIONS;
  let refused = 0;
  let lastLog = -Infinity;
  server.on("drop", () => {
    refused += 1;
    const now = performance.now();
    if (now - lastLog < 60_000) return;
    log.warn(
      { refused },
      `connections: ${refused} refused since the last such line, as ${limits.MAX_CONNECTIONS} were open ` +
        "(MAX_CONNECTIONS)",
    );
    refused = 0;
    lastLog = now;
  });
}
