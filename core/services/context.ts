import { createContext, type RouterContextProvider } from "react-router";
import type { ConsentService } from "../consent/consent-records.server.ts";
import type { DownloadLinks } from "../leads/download-links.server.ts";
import type { LeadService } from "../leads/store/leads.server.ts";
import type { RateLimiter } from "../limits/rate-limit.server.ts";
import type { BotCheck } from "../leads/recaptcha.server.ts";
import type { Lang } from "../routing/pages.ts";
import { consoleLog, type Log } from "./log.ts";

export interface Subscription {
  email: string;
  lang: Lang;
  /** The page the visitor subscribed from. */
  page: string;
}

/**
 * What opening a confirmation link did: confirmed the subscription (or it already was), found it ran out
 * (or belongs to a subscription since withdrawn), or found no subscription it could be for.
 */
export type ConfirmationOutcome = "confirmed" | "expired" | "invalid";

/** What a confirmation link would do if its button were pressed now: `pending` is "it would confirm". */
export type ConfirmationState = ConfirmationOutcome | "pending";

export interface NewsletterService {
  /**
   * Stores a pending subscriber and queues the confirmation mail; resolves once both are committed. A
   * repeated address is not an error (docs/product.md#confirmation says when it gets a mail again).
   */
  subscribe(subscription: Subscription): Promise<void>;
  /**
   * Confirms the subscription a signed link names; confirming again is the same as once. Only a POST
   * (the page's button) calls it: mail scanners open every link of a mail, and opening is not consent.
   */
  confirm(token: string): Promise<ConfirmationOutcome>;
  /** What the link's page shows before its button is pressed; changes nothing. */
  confirmationState(token: string): Promise<ConfirmationState>;
  /** The page's button, or a mail client's one-click POST (RFC 8058); twice is the same as once. */
  unsubscribe(token: string): Promise<"unsubscribed" | "unknown">;
  /** Whether an unsubscribe link names a subscriber, and whether they already left; changes nothing. */
  unsubscribeState(token: string): Promise<"subscribed" | "unsubscribed" | "unknown">;
}

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
