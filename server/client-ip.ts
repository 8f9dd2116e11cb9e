import { isIPv4, isIPv6 } from "node:net";
import type { Context } from "hono";
import { inRanges, parseAddressRange, privateRanges, type AddressRange } from "./address-ranges.ts";

/** What @hono/node-server hands each request: the Node request, for the peer's address. */
export type AppEnv = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/**
 * Which peers' X-Forwarded-For, X-Forwarded-Proto, X-Forwarded-Host and X-Request-Id the site believes
 * (TRUST_PROXY). Only a connection from one of `proxies` is a proxy's: from anyone else those headers are
 * whatever the client chose, and ignored.
 */
export interface ProxyTrust {
  proxies: readonly AddressRange[];
  /**
   * Set when TRUST_PROXY is a number of proxies: the visitor is the entry that many from the right of
   * X-Forwarded-For. Unset for a list: the visitor is the rightmost entry that is not a listed proxy.
   */
  hops?: number;
}

/** Visitors connect directly: no header is a proxy's. */
export const noProxy: ProxyTrust = { proxies: [] };

/**
 * TRUST_PROXY as written: `false`/`0`/empty for none; a comma-separated list of the proxies' addresses
 * and blocks (`10.0.0.0/8, 2001:db8::/32`); or, as before lists, `true` or a number of proxies in a chain,
 * which trusts those only when they connect from a loopback or private address. A wrong entry is an
 * error message naming it.
 */
export function parseProxyTrust(value: string): ProxyTrust | { error: string } {
  const normalised = value.trim().toLowerCase();
  if (normalised === "" || normalised === "false" || normalised === "0") return noProxy;
  if (normalised === "true") return { proxies: privateRanges, hops: 1 };
  if (/^\d+$/.test(normalised)) {
    const hops = Number(normalised);
    if (hops > 10) return { error: `"${value}" proxies in a chain: at most 10` };
    return { proxies: privateRanges, hops };
  }
  const proxies: AddressRange[] = [];
  for (const entry of normalised.split(",").map((item) => item.trim())) {
    const range = entry ? parseAddressRange(entry) : undefined;
    if (!range)
      return {
        error:
          `"${entry}" is not a proxy's address or block: list them (10.0.0.0/8,2001:db8::/32,127.0.0.1), ` +
          "or write false, true or a number of proxies",
      };
    proxies.push(range);
  }
  return { proxies };
}

/** Whether a connection from `peer` is one of the trusted proxies': its X-Forwarded-* headers count. */
export function isTrustedProxy(peer: string | undefined, trust: ProxyTrust): boolean {
  return peer !== undefined && inRanges(peer, trust.proxies);
}

/**
 * The address in an X-Forwarded-For entry, without the port some gateways write after it
 * (`198.51.100.200:5555`, `[2001:db8::1]:443`); undefined when it is no IP address.
 */
export function forwardedAddress(entry: string): string | undefined {
  const text = entry.trim();
  // `[v6]`, `[v6]:port`, `v4:port`; any other colon is the IPv6 address's own.
  const withPort = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^([^:]+):(\d{1,5})$/.exec(text);
  const address = withPort?.[1] ?? text;
  if (withPort?.[2] !== undefined && Number(withPort[2]) > 65_535) return undefined;
  return isIPv4(address) || isIPv6(address) ? address : undefined;
}

/**
 * The visitor's address as the trusted proxies saw it. Each proxy appends the address it received the
 * request from to X-Forwarded-For, so the header is read from the right: past the entries the trusted
 * proxies wrote about each other, the first other address is the visitor. Everything left of it is
 * whatever the client sent, and a client that writes its own X-Forwarded-For must not choose its
 * rate-limit key. A connection from anyone but a trusted proxy is its own visitor, whatever it wrote.
 */
export function forwardedClientAddress(
  forwardedFor: string | undefined,
  peerAddress: string | undefined,
  trust: ProxyTrust,
): string {
  const peer = peerAddress || "unknown";
  if (!forwardedFor || !isTrustedProxy(peerAddress, trust)) return peer;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return peer;
  if (trust.hops !== undefined) {
    // Fewer entries than proxies: the first proxy saw the visitor directly and wrote the leftmost one.
    return forwardedAddress(entries[Math.max(0, entries.length - trust.hops)] ?? "") ?? peer;
  }
  let visitor = peer;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const address = forwardedAddress(entries[index] ?? "");
    // Trusted proxies write addresses: this entry is not theirs, and neither is anything left of it.
    if (address === undefined) return peer;
    visitor = address;
    if (!inRanges(address, trust.proxies)) return visitor;
  }
  // Every entry a proxy of ours: the leftmost saw the request first.
  return visitor;
}

/** The peer's address of the connection a request came on. */
function peerOf(c: Context<AppEnv>): string | undefined {
  return c.env?.incoming?.socket?.remoteAddress;
}

/** The visitor's IP: from X-Forwarded-For when a trusted proxy sent the request, else the peer's address. */
export function clientIp(c: Context<AppEnv>, trust: ProxyTrust): string {
  return forwardedClientAddress(c.req.header("x-forwarded-for"), peerOf(c), trust);
}

/** Whether the request came from a trusted proxy, whose X-Forwarded-Proto and -Host are true. */
export function sentByTrustedProxy(c: Context<AppEnv>, trust: ProxyTrust): boolean {
  return isTrustedProxy(peerOf(c), trust);
}
