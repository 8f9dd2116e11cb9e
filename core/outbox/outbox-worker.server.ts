import { createHmac, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/database.server.ts";
import { outboxAttempts } from "../db/schema.ts";
import { consoleLog, type Log } from "../services/log.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { describeError } from "../services/mask.ts";
import type { OutboxPayload, WebhookPayload } from "./outbox-payload.ts";

export interface OutboxWorkerOptions {
  /** Without a mailer (no SMTP_URL), mail stays queued until one is configured. */
  mailer?: Mailer;
  /** HMAC secrets of the webhooks; a webhook without one is sent unsigned. */
  webhookSecrets: { registration?: string; crm?: string };
  fetch?: typeof fetch;
  /** The first retry waits this long; each further one twice as long, up to six hours. */
  retryBaseMs: number;
  /** After this many failed attempts a message is `failed` and waits for an operator. */
  maxAttempts: number;
  /** How often to look for due messages when nothing woke the worker. */
  pollMs: number;
  /**
   * Housekeeping the worker's rounds also run, at most once per `sweepEveryMs`: the worker is the site's
   * one periodic task, so a clean-up needs no timer of its own. Each resolves with what it removed.
   */
  sweeps?: ReadonlyArray<{ name: string; run(): Promise<number> }>;
  sweepEveryMs?: number;
  log?: Log;
}

/** How often the sweeps run by default: often enough that nothing outlives its limit by much. */
export const defaultSweepEveryMs = 10 * 60 * 1000;

export interface OutboxWorker {
  start(): void;
  /** Looks for due messages now, e.g. right after a lead was stored. */
  wake(): void;
  /** Sends what is due once; resolves with the number of messages tried. */
  runOnce(): Promise<number>;
  /** Stops at once: a send in progress is cut, and its message stays in the outbox for the next start. */
  stop(): Promise<void>;
  /** Runs the sweeps now, due or not, e.g. in a test. */
  sweepNow(): Promise<void>;
}

interface ClaimedRow {
  id: number;
  channel: OutboxPayload["channel"];
  payload: Record<string, unknown>;
  attempts: number;
}

const maxBackoffMs = 6 * 60 * 60 * 1000;
const lease = "2 minutes";
export const signatureHeader = "X-Regu-Signature";

/** The signature of a webhook body: `sha256=<hex>` of the HMAC over the exact bytes sent. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
}

/**
 * Sends the outbox: claims due messages with a lease (`for update skip locked`, so several instances
 * never send one twice), sends each, records the attempt, and schedules a retry with exponential
 * backoff on failure.
 */
export function createOutboxWorker(db: Database, options: OutboxWorkerOptions): OutboxWorker {
  const { mailer, webhookSecrets, retryBaseMs, maxAttempts, pollMs } = options;
  const { sweeps = [], sweepEveryMs = defaultSweepEveryMs } = options;
  let lastSweep = Number.NEGATIVE_INFINITY;
  const fetchImpl = options.fetch ?? fetch;
  const log = options.log ?? consoleLog;
  const channels = mailer
    ? ["sales-mail", "visitor-mail", "newsletter-mail", "registration-webhook", "crm-webhook"]
    : ["registration-webhook", "crm-webhook"];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  let again = false;
  // Cut at stop: a send in progress (a mail server that never answers) must not hold the shutdown. The
  // message it was sending stays in the outbox, released for the next worker.
  let stopping = new AbortController();
  // Claims carry this worker's name: a message whose lease ran out and went to another worker is not
  // sent or recorded twice.
  const workerId = randomUUID();

  /** Renews the lease of one message just before sending it; false when another worker has it now. */
  async function renew(row: ClaimedRow): Promise<boolean> {
    const result = await db.execute(sql`
      update outbox set locked_until = now() + ${lease}::interval
      where id = ${row.id} and locked_by = ${workerId} and status = 'pending'
      returning id`);
    return rowsOf(result).length > 0;
  }

  async function claim(): Promise<ClaimedRow[]> {
    const channelList = sql.join(
      channels.map((channel) => sql`${channel}`),
      sql`, `,
    );
    const result = await db.execute(sql`
      update outbox set locked_by = ${workerId}, locked_until = now() + ${lease}::interval
      where id in (
        select id from outbox
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
          and channel in (${channelList})
        order by id limit 20
        for update skip locked
      )
      returning id, channel, payload, attempts`);
    return rowsOf<ClaimedRow>(result);
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    const payload = { channel: row.channel, ...row.payload } as OutboxPayload;
    if ("to" in payload) {
      if (!mailer) throw new Error("no SMTP server configured");
      await mailer.send(payload, stopping.signal);
      return;
    }
    await postWebhook(payload);
  }

  async function postWebhook(payload: WebhookPayload): Promise<void> {
    const body = JSON.stringify(payload.body);
    const secret = payload.channel === "crm-webhook" ? webhookSecrets.crm : webhookSecrets.registration;
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (secret) headers[signatureHeader] = signBody(secret, body);
    const response = await fetchImpl(payload.url, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.any([AbortSignal.timeout(15_000), stopping.signal]),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`${payload.url} answered ${response.status}`);
  }

  async function record(row: ClaimedRow, started: number, error: unknown): Promise<void> {
    const durationMs = Date.now() - started;
    const attempts = row.attempts + 1;
    // Kept and logged without addresses: an SMTP error often quotes the recipient.
    const message = error === undefined ? null : describeError(error);
    await db
      .insert(outboxAttempts)
      .values({ messageId: row.id, ok: message === null, error: message, durationMs });
    if (message === null) {
      await db.execute(sql`
        update outbox set status = 'sent', sent_at = now(), attempts = ${attempts}, locked_until = null,
          locked_by = null, last_error = null
        where id = ${row.id} and locked_by = ${workerId}`);
      return;
    }
    const status = attempts >= maxAttempts ? "failed" : "pending";
    const next = new Date(Date.now() + backoffMs(attempts, retryBaseMs)).toISOString();
    await db.execute(sql`
      update outbox set status = ${status}, attempts = ${attempts}, locked_until = null, locked_by = null,
        last_error = ${message}, next_attempt_at = ${next}
      where id = ${row.id} and locked_by = ${workerId}`);
    // A retry is routine; a message given up on waits for an operator (npm run leads -- outbox retry).
    log[status === "failed" ? "error" : "warn"](
      { messageId: row.id, channel: row.channel, attempt: attempts, status },
      `outbox: message ${row.id} (${row.channel}) failed, attempt ${attempts}: ${message}`,
    );
  }

  /** Gives claimed messages back unsent, as they were: the worker is stopping. */
  async function release(rows: readonly ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    const ids = sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    );
    await db.execute(sql`
      update outbox set locked_until = null, locked_by = null
      where id in (${ids}) and locked_by = ${workerId} and status = 'pending'`);
  }

  /** Runs the sweeps when they are due; one that fails is logged and tried again next time. */
  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    for (const { name, run } of sweeps) {
      try {
        const removed = await run();
        if (removed > 0) log.info({ sweep: name, removed }, `sweep: ${name}: ${removed} removed`);
      } catch (error) {
        log.error(`sweep: ${name} failed: ${describeError(error)}`);
      }
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const [index, row] of rows.entries()) {
      if (stopping.signal.aborted) {
        await release(rows.slice(index));
        break;
      }
      if (!(await renew(row))) continue;
      const started = Date.now();
      let failure: unknown;
      try {
        await deliver(row);
      } catch (error) {
        failure = error ?? new Error("unknown failure");
      }
      // Cut by the stop, not failed: not an attempt to count against the message.
      if (failure !== undefined && stopping.signal.aborted) {
        await release(rows.slice(index));
        break;
      }
      await record(row, started, failure);
    }
    return rows.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(loop, delay);
    timer.unref();
  }

  function loop() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        await sweep();
        // A full batch may mean more are due: keep going until a batch comes back short.
        while ((await runOnce()) >= 20 && !stopped);
      } catch (error) {
        log.error(`outbox: the worker could not reach the database: ${describeError(error)}`);
      } finally {
        running = undefined;
        schedule(again ? 0 : pollMs);
        again = false;
      }
    })();
  }

  return {
    start() {
      stopped = false;
      if (stopping.signal.aborted) stopping = new AbortController();
      schedule(0);
    },
    wake() {
      schedule(0);
    },
    runOnce,
    sweepNow() {
      lastSweep = Number.NEGATIVE_INFINITY;
      return sweep();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort(new Error("the outbox is stopping"));
      await running;
    },
  };
}
