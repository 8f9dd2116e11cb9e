import { createContext, type RouterContextProvider } from "react-router";
import type { ConsentService } from "../consent/consent-records.server.ts";
import type { DownloadLinks } from "../leads/download-links.server.ts";
import type { LeadService } from "../leads/store/leads.server.ts";
import type { NewsletterService } from "../newsletter/newsletter-service.ts";
import type { RateLimiter } from "../limits/rate-limit.server.ts";
import type { BotCheck } from "../leads/recaptcha.server.ts";
import { consoleLog, type Log } from "./log.ts";

/**
 * What the server hands to actions and loaders: the only way app code reaches the database, mail and
 * secrets. The lead services are server-only modules: only their types are imported here.
 */
export interface Services {
  newsletter: NewsletterService;
  leads: LeadService;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  downloads: DownloadLinks;
  /** The proof of visitors' cookie choices. */
  consent: ConsentService;
  /** Tells the outbox worker that new messages are waiting. */
  notifyOutbox(): void;
  /** The server's log: JSON lines that carry the request's id (docs/operations.md#logs). */
  log: Log;
}

/** Facts about the request that only the HTTP server knows. */
export interface RequestInfo {
  /** The visitor's IP address (from X-Forwarded-For only behind a trusted proxy). */
  clientIp: string;
  /** The Content-Security-Policy nonce of a response rendered for this request (none when prerendering). */
  nonce?: string;
}

export const servicesContext = createContext<Services>();
export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });

/**
 * The server's log from a loader's, action's or error handler's context. The build's prerender runs the
 * same code without the server's services: there it is the console.
 */
export function logOf(context: Readonly<RouterContextProvider>): Log {
  try {
    return context.get(servicesContext).log;
  } catch {
    return consoleLog;
  }
}
