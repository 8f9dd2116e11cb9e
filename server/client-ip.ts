import { isIP } from "node:net";
import type { Context } from "hono";

/** What @hono/node-server hands each request: the Node request, for the peer's address. */
export type AppEnv = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/**
 * The visitor's address as the trusted proxies saw it. Each proxy appends the address it received the
 * request from to X-Forwarded-For, so only the last `proxyHops` entries were written by proxies we trust:
 * the entry `proxyHops` from the right is the visitor. Everything left of it is whatever the client sent,
 * and a client that writes its own X-Forwarded-For must not choose its rate-limit key.
 */
export function forwardedClientAddress(
  forwardedFor: string | undefined,
  peerAddress: string | undefined,
  proxyHops: number,
): string {
  const peer = peerAddress || "unknown";
  if (proxyHops <= 0 || !forwardedFor) return peer;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the first proxy saw the visitor directly and wrote the leftmost one.
  const candidate = entries[Math.max(0, entries.length - proxyHops)];
  return candidate && isIP(candidate) ? candidate : peer;
}

/** The visitor's IP: from X-Forwarded-For behind `proxyHops` trusted proxies, else the peer's address. */
export function clientIp(c: Context<AppEnv>, proxyHops: number): string {
  return forwardedClientAddress(
    c.req.header("x-forwarded-for"),
    c.env?.incoming?.socket?.remoteAddress,
    proxyHops,
  );
}
