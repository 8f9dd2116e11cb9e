import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/database.server.ts";
import { clientNetwork } from "./client-network.ts";
import { normalisedMailbox } from "./mailbox.ts";

export interface RateRule {
  /** Which limit this is ("ip", "email"), for the metrics: never the key. */
  name: string;
  /** What is counted, e.g. "demo:ip:203.0.113.9"; hashed before it is stored. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A refusal names the first rule over its limit. */
export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number; limit: string };

export interface RateLimiter {
  /** Counts one request against every rule; refuses when any rule is over its limit. */
  consume(rules: readonly RateRule[], now?: Date): Promise<RateVerdict>;
  /** Counts one send of a form against its per-IP and per-address limits. */
  consumeForm(form: string, clientIp: string, email: string, now?: Date): Promise<RateVerdict>;
}

/** Keys are hashed: the table never holds an address or an IP. Exported so erasure can find them. */
export const hashKey = (key: string) => createHash("sha256").update(key).digest("base64url");

/**
 * Fixed-window counters in Postgres: one upsert per rule, so several site instances share the count.
 * Old windows are swept now and then, not on every request.
 */
export function createRateLimiter(db: Database, limits: FormRateLimits = formRateLimits): RateLimiter {
  let lastSweep = 0;
  return {
    consumeForm(form, clientIp, email, now) {
      return this.consume(formRateRules(form, clientIp, email, limits), now);
    },
    async consume(rules, now = new Date()) {
      let retryAfterSeconds = 0;
      let refusedBy: string | undefined;
      for (const rule of rules) {
        const { hits, windowEnd } = await countHit(db, rule, now);
        if (hits > rule.limit) {
          const wait = Math.ceil((windowEnd.getTime() - now.getTime()) / 1000);
          retryAfterSeconds = Math.max(retryAfterSeconds, wait);
          refusedBy ??= rule.name;
        }
      }
      if (now.getTime() - lastSweep > 10 * 60_000) {
        lastSweep = now.getTime();
        await db.execute(
          sql`delete from rate_limit_hits where window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`,
        );
      }
      return refusedBy === undefined ? { ok: true } : { ok: false, retryAfterSeconds, limit: refusedBy };
    },
  };
}

/**
 * Counts one hit of a rule in its current window and says how many there are now. Takes the database or a
 * transaction: counted inside one, the hit is kept only if the transaction commits, and the counter's row
 * stays locked until then, so concurrent requests count one after another.
 */
export async function countHit(
  db: Pick<Database, "execute">,
  rule: Pick<RateRule, "key" | "windowSeconds">,
  now: Date,
): Promise<{ hits: number; windowEnd: Date }> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const result = await db.execute(sql`
    insert into rate_limit_hits (key, window_start, hits)
    values (${hashKey(rule.key)}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
    returning hits`);
  const hits = Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
  return { hits, windowEnd: new Date(windowStart.getTime() + windowMs) };
}

/**
 * Every form, the newsletter included: ten sends per IP in ten minutes; five per inbox in an hour, every
 * form together.
 */
export interface FormRateLimits {
  perIp: number;
  perIpWindowSeconds: number;
  perEmail: number;
  perEmailWindowSeconds: number;
}

export const formRateLimits: FormRateLimits = {
  perIp: 10,
  perIpWindowSeconds: 600,
  perEmail: 5,
  perEmailWindowSeconds: 3600,
};

export function formRateRules(
  form: string,
  clientIp: string,
  email: string,
  limits: FormRateLimits = formRateLimits,
): RateRule[] {
  return [
    {
      name: "ip",
      // Counted by network: a host does not get a fresh budget by rotating through its IPv6 /64.
      key: `${form}:ip:${clientNetwork(clientIp)}`,
      limit: limits.perIp,
      windowSeconds: limits.perIpWindowSeconds,
    },
    {
      name: "email",
      // Counted by inbox, over every form: `dewi+1@`, `Dewi@` and a demo request after a sign-up all
      // reach the same person, who gets this many sends an hour in all.
      key: emailRateKey(email),
      limit: limits.perEmail,
      windowSeconds: limits.perEmailWindowSeconds,
    },
  ];
}

/** The key of an address's per-address limit: its inbox, the same for every form. */
export const emailRateKey = (email: string) => `email:${normalisedMailbox(email)}`;

/**
 * The daily cap of newsletter confirmation mails to one inbox (RATE_LIMIT_CONFIRMATIONS_PER_DAY): counted
 * per UTC day, per inbox, however many spellings of it sign up.
 */
export const confirmationMailRule = (email: string, perDay: number): RateRule => ({
  name: "confirmation mail",
  key: `newsletter-confirmation:${normalisedMailbox(email)}`,
  limit: perDay,
  windowSeconds: 86_400,
});

/** Minutes to tell a visitor, rounded up, never zero. */
export const retryAfterMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
