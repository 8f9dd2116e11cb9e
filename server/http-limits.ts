import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import { clientNetwork } from "../core/limits/client-network.ts";
import type { Log } from "../core/services/log.ts";
import { isTrustedProxy, type ProxyTrust } from "./client-ip.ts";
import type { ServerConfig } from "./config.ts";

type Limits = Pick<
  ServerConfig,
  | "HEADERS_TIMEOUT_MS"
  | "REQUEST_TIMEOUT_MS"
  | "KEEP_ALIVE_TIMEOUT_MS"
  | "MAX_CONNECTIONS"
  | "MAX_CONNECTIONS_PER_CLIENT"
  | "TRUST_PROXY"
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
  const refusedOverall = refusalLog(
    log,
    (refused) =>
      `connections: ${refused} refused since the last such line, as ${limits.MAX_CONNECTIONS} were open ` +
      "(MAX_CONNECTIONS)",
  );
  server.on("drop", refusedOverall);
  capConnectionsPerClient(server, limits.MAX_CONNECTIONS_PER_CLIENT, limits.TRUST_PROXY, log);
}

/**
 * Caps the connections one client network (an IPv4 address, an IPv6 /64) holds at once: past the cap, its
 * new connections are closed as they arrive. Without it one client trickling bodies over a thousand
 * connections holds MAX_CONNECTIONS, and the site refuses everyone else until its time-outs run out.
 * A trusted proxy's connections carry every visitor's requests: the proxy keeps the cap for each of them
 * (deploy/nginx.conf, limit_conn). Anyone else reaching the server directly is held to it, TRUST_PROXY
 * or not.
 */
function capConnectionsPerClient(server: Server, max: number, trust: ProxyTrust, log: Log): void {
  const open = new Map<string, number>();
  const refused = refusalLog(
    log,
    (count) =>
      `connections: ${count} refused since the last such line, from clients holding ${max} already ` +
      "(MAX_CONNECTIONS_PER_CLIENT)",
  );
  server.on("connection", (socket: Socket) => {
    if (isTrustedProxy(socket.remoteAddress, trust)) return;
    const network = clientNetwork(socket.remoteAddress ?? "unknown");
    const held = open.get(network) ?? 0;
    if (held >= max) {
      socket.destroy();
      refused();
      return;
    }
    open.set(network, held + 1);
    socket.once("close", () => {
      const left = (open.get(network) ?? 1) - 1;
      if (left > 0) open.set(network, left);
      else open.delete(network);
    });
  });
}

/** Counts refusals and says so in the log once a minute at most: a flood must not flood the log too. */
export function refusalLog(log: Log, message: (refused: number) => string): () => void {
  let refused = 0;
  let lastLog = -Infinity;
  return () => {
    refused += 1;
    const now = performance.now();
    if (now - lastLog < 60_000) return;
    log.warn({ refused }, message(refused));
    refused = 0;
    lastLog = now;
  };
}
