import type { Context } from "hono";

/** What @hono/node-server hands each request: the Node request, for the peer's address. */
export type AppEnv = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/** The visitor's IP: the first X-Forwarded-For entry behind a trusted proxy, else the peer's address. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  return forwarded || c.env?.incoming?.socket?.remoteAddress || "unknown";
}
