/**
 * Operator commands for the leads database: `npm run leads -- <command>` (see `usage` for the list).
 * Each command is a function of (database, options, output), so the integration test runs them against
 * an in-memory database; `main` adds the command line, the configuration and the exit code.
 */
// First, as in server/main.ts: NODE_ENV must be settled before anything reads it.
import "../../server/environment.ts";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  TransactionRollbackError,
  type SQL,
} from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle } from "../../core/db/database.server.ts";
import {
  consentRecords,
  leads,
  leadTypes,
  newsletterSubscribers,
  outbox,
  outboxAttempts,
  outboxStatuses,
  rateLimitHits,
} from "../../core/db/schema.ts";
import { confirmationMailRule, formRateRules, hashKey } from "../../core/limits/rate-limit.server.ts";
import { readServerConfig, type ServerConfig } from "../../server/config.ts";
import {
  parseCommand,
  UsageError,
  type Command,
  type ExportOptions,
  type ForgetOptions,
  type OutboxListOptions,
  type RetryOptions,
  type SubscriberExportOptions,
} from "./leads/args.ts";
import { csvDocument } from "./leads/csv.ts";
import { utcDayRange } from "./leads/day-range.ts";
import { leadCells, leadColumns } from "./leads/lead-row.ts";
import { subscriberCells, subscriberColumns } from "./leads/subscriber-row.ts";
import { maskEmail, maskEmailsIn } from "../../core/services/mask.ts";
import { formatUtc, textTable, truncate } from "./leads/table.ts";
import { usage } from "./leads/usage.ts";

/** Where a command writes: the result to `out` (standard output), counts and notes to `err`. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/** A command that could not do its job; `main` prints the message and exits with 1. */
export class CommandError extends Error {
  override name = "CommandError";
}

export const defaultOutboxLimit = 50;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** `export`: the leads matching the filters as CSV, oldest first. Resolves with the number of leads. */
export async function exportLeads(db: Database, options: ExportOptions, output: Output): Promise<number> {
  const { start, end } = utcDayRange(options.from, options.to);
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      type: leads.type,
      status: leads.status,
      statusReason: leads.statusReason,
      recaptchaScore: leads.recaptchaScore,
      lang: leads.lang,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      company: leads.company,
      marketingConsent: leads.marketingConsent,
      details: leads.details,
      attribution: leads.attribution,
    })
    .from(leads)
    .where(
      and(
        options.type ? eq(leads.type, options.type) : undefined,
        options.status ? eq(leads.status, options.status) : undefined,
        start ? gte(leads.createdAt, start) : undefined,
        end ? lt(leads.createdAt, end) : undefined,
      ),
    )
    // The id breaks ties: two leads of one millisecond still come out in the order they were stored.
    .orderBy(asc(leads.createdAt), asc(leads.id));
  await writeCsv(csvDocument(leadColumns, rows.map(leadCells)), options.out, output);
  output.err(`${plural(rows.length, "lead")} exported${options.out ? ` to ${options.out}` : ""}\n`);
  return rows.length;
}

/** A CSV document to its file, or to standard output without one. */
async function writeCsv(csv: string, out: string | undefined, output: Output): Promise<void> {
  if (!out) {
    output.out(csv);
    return;
  }
  await writeFile(out, csv).catch((error: unknown) => {
    throw new CommandError(`could not write ${out}: ${(error as Error).message}`);
  });
}

/** Each status as a condition on the row, the same rule as `subscriberStatus`. */
const subscriberStatusWhere: Record<Exclude<SubscriberExportOptions["status"], "all">, SQL | undefined> = {
  pending: and(isNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)),
  confirmed: and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)),
  unsubscribed: isNotNull(newsletterSubscribers.unsubscribedAt),
};

/**
 * `export --type newsletter`: the subscribers as CSV, oldest sign-up first, with each one's status and the
 * proof of its consent. By default the confirmed ones only, the mailing list: a pending address has not
 * said it wants the newsletter. Resolves with the number of subscribers.
 */
export async function exportSubscribers(
  db: Database,
  options: SubscriberExportOptions,
  output: Output,
): Promise<number> {
  const { start, end } = utcDayRange(options.from, options.to);
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      lang: newsletterSubscribers.lang,
      subscribedAt: newsletterSubscribers.subscribedAt,
      sourcePage: newsletterSubscribers.sourcePage,
      confirmedAt: newsletterSubscribers.confirmedAt,
      confirmationSentAt: newsletterSubscribers.confirmationSentAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(
      and(
        options.status === "all" ? undefined : subscriberStatusWhere[options.status],
        start ? gte(newsletterSubscribers.subscribedAt, start) : undefined,
        end ? lt(newsletterSubscribers.subscribedAt, end) : undefined,
      ),
    )
    .orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.id));
  await writeCsv(csvDocument(subscriberColumns, rows.map(subscriberCells)), options.out, output);
  const which = options.status === "all" ? "" : `${options.status} `;
  output.err(
    `${plural(rows.length, `${which}subscriber`)} exported${options.out ? ` to ${options.out}` : ""}\n`,
  );
  return rows.length;
}

export type OutboxCounts = Record<(typeof outboxStatuses)[number], number>;

/**
 * `outbox`: the newest messages and the count per status. The payload is never read, so neither a body
 * nor a recipient can reach the terminal; the person a message is about and addresses inside an error
 * (SMTP servers quote them) are masked.
 */
export async function listOutbox(
  db: Database,
  options: OutboxListOptions,
  output: Output,
): Promise<OutboxCounts> {
  const limit = options.limit ?? defaultOutboxLimit;
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      status: outbox.status,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      subjectEmail: outbox.subjectEmail,
    })
    .from(outbox)
    .where(options.status ? eq(outbox.status, options.status) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  const grouped = await db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status);
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0 };
  for (const { status, n } of grouped) counts[status] = Number(n);

  if (rows.length === 0) {
    output.out(`No ${options.status ? `${options.status} ` : ""}messages in the outbox.\n`);
  } else {
    output.out(
      textTable(
        ["id", "channel", "status", "attempts", "next attempt (UTC)", "about", "last error", "created (UTC)"],
        rows.map((row) => [
          String(row.id),
          row.channel,
          row.status,
          String(row.attempts),
          // A sent message has no next attempt; the stored value is just the last one planned.
          row.status === "sent" ? "" : formatUtc(row.nextAttemptAt),
          maskEmail(row.subjectEmail),
          truncate(maskEmailsIn(row.lastError ?? ""), 60),
          formatUtc(row.createdAt),
        ]),
      ),
    );
  }
  const matching = options.status ? counts[options.status] : counts.pending + counts.sent + counts.failed;
  const shown =
    rows.length < matching ? ` · showing the ${rows.length} newest of ${matching} (--limit for more)` : "";
  output.out(
    `\nOutbox: ${outboxStatuses.map((status) => `${counts[status]} ${status}`).join(", ")}${shown}\n`,
  );
  return counts;
}

/**
 * `outbox retry`: failed messages back to pending, due now. The site's worker sends them on its next
 * round. The attempt count starts again from zero, or the worker would give up after a single new try
 * (it fails a message once the count reaches OUTBOX_MAX_ATTEMPTS); the earlier tries stay recorded in
 * outbox_attempts. Resolves with the ids put back.
 */
export async function retryOutbox(db: Database, options: RetryOptions, output: Output): Promise<number[]> {
  const failed = eq(outbox.status, "failed");
  const moved = await db
    .update(outbox)
    // The database's clock, the one the worker compares next_attempt_at with.
    .set({ status: "pending", nextAttemptAt: sql`now()`, attempts: 0, lockedUntil: null })
    .where("id" in options ? and(eq(outbox.id, options.id), failed) : failed)
    .returning({ id: outbox.id });
  if ("id" in options && moved.length === 0) {
    const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, options.id));
    throw new CommandError(
      row
        ? `message ${options.id} is ${row.status}, not failed: only failed messages are retried`
        : `there is no message ${options.id} in the outbox`,
    );
  }
  const ids = moved.map((row) => row.id).sort((a, b) => a - b);
  output.out(
    ids.length === 0
      ? "No failed messages: nothing to retry.\n"
      : `${plural(ids.length, "message")} back in the queue (${ids.join(", ")}); the running site sends them shortly.\n`,
  );
  return ids;
}

/** Rows deleted (or, in a dry run, that would be) per table. */
export interface ErasureCounts {
  leads: number;
  outbox: number;
  outbox_attempts: number;
  newsletter_subscribers: number;
  rate_limit_hits: number;
}

/**
 * The stored keys of an address's rate-limit counters: the same rules and hash as the forms and the
 * newsletter, so a change to the key format there cannot leave counters behind here. Both count the
 * address's inbox (`normalisedMailbox`), which every spelling of the address shares.
 */
export function rateLimitKeysOf(email: string): string[] {
  const perAddress = rateLimitedForms.flatMap((form) =>
    formRateRules(form, "", email).filter((rule) => rule.name === "email"),
  );
  const keys = [...perAddress.map((rule) => rule.key), confirmationMailRule(email, 1).key];
  return [...new Set(keys)].map(hashKey);
}

/** Every form counts sends per address (see `formRateRules`). */
const rateLimitedForms = [...leadTypes, "newsletter"] as const;

/**
 * Deletes an address's rows, children first so each table's count is exact (the foreign keys would
 * cascade the same rows). Matching ignores case: the forms store addresses lower-cased, but an old or
 * hand-made row may not be.
 */
async function erase(tx: Database, email: string): Promise<ErasureCounts> {
  const leadIds = (
    await tx
      .select({ id: leads.id })
      .from(leads)
      .where(sql`lower(${leads.email}) = ${email}`)
  ).map((row) => row.id);
  const messageIds = (
    await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(or(inArray(outbox.leadId, leadIds), sql`lower(${outbox.subjectEmail}) = ${email}`))
  ).map((row) => row.id);
  const attempts = await tx
    .delete(outboxAttempts)
    .where(inArray(outboxAttempts.messageId, messageIds))
    .returning({ id: outboxAttempts.id });
  const messages = await tx.delete(outbox).where(inArray(outbox.id, messageIds)).returning({ id: outbox.id });
  const deletedLeads = await tx.delete(leads).where(inArray(leads.id, leadIds)).returning({ id: leads.id });
  const subscribers = await tx
    .delete(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
    .returning({ id: newsletterSubscribers.id });
  const counters = await tx
    .delete(rateLimitHits)
    .where(inArray(rateLimitHits.key, rateLimitKeysOf(email)))
    .returning({ key: rateLimitHits.key });
  return {
    leads: deletedLeads.length,
    outbox: messages.length,
    outbox_attempts: attempts.length,
    newsletter_subscribers: subscribers.length,
    rate_limit_hits: counters.length,
  };
}

/**
 * `forget`: erases everything stored about an address, in one transaction. Without `yes` the very same
 * deletes run and are rolled back, so a dry run's counts are exactly what `--yes` would delete.
 */
export async function forget(
  db: Database,
  options: ForgetOptions,
  output: Output,
): Promise<ErasureCounts | ConsentErasureCounts> {
  if ("consentId" in options) return forgetConsent(db, options.consentId, options.yes, output);
  const email = options.email.trim().toLowerCase();
  let counts: ErasureCounts | undefined;
  try {
    await db.transaction(async (tx) => {
      counts = await erase(tx, email);
      if (!options.yes) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!counts) throw new CommandError("the erasure did not run");
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  // Masked even here: the terminal's scrollback should not keep the address the command just erased.
  const who = maskEmail(email);
  const heading = options.yes
    ? `Deleted everything stored about ${who}:`
    : `Dry run, nothing deleted. With --yes this would delete, about ${who}:`;
  const lines = Object.entries(counts).map(([table, n]) => `  ${table.padEnd(24)}${n}`);
  const footer = total === 0 ? "\nNothing is stored about this address.\n" : "";
  output.out(`${heading}\n${lines.join("\n")}\n${footer}`);
  return counts;
}

/** Rows deleted (or, in a dry run, that would be) for a consent ID. */
export interface ConsentErasureCounts {
  consent_records: number;
}

/** `forget <consent-id>`: erases a visitor's recorded cookie choices, with the same dry run as addresses. */
async function forgetConsent(
  db: Database,
  consentId: string,
  yes: boolean,
  output: Output,
): Promise<ConsentErasureCounts> {
  let counts: ConsentErasureCounts | undefined;
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(consentRecords)
        .where(eq(consentRecords.consentId, consentId))
        .returning({ id: consentRecords.id });
      counts = { consent_records: deleted.length };
      if (!yes) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!counts) throw new CommandError("the erasure did not run");
  const heading = yes
    ? `Deleted the cookie choices recorded under ${consentId}:`
    : `Dry run, nothing deleted. With --yes this would delete, under ${consentId}:`;
  const footer = counts.consent_records === 0 ? "\nNothing is stored under this consent ID.\n" : "";
  output.out(`${heading}\n  ${"consent_records".padEnd(24)}${counts.consent_records}\n${footer}`);
  return counts;
}

/** Runs a parsed command (other than help) on an open database. */
export async function runCommand(db: Database, command: Exclude<Command, { name: "help" }>, output: Output) {
  switch (command.name) {
    case "export":
      return exportLeads(db, command.options, output);
    case "export newsletter":
      return exportSubscribers(db, command.options, output);
    case "outbox":
      return listOutbox(db, command.options, output);
    case "outbox retry":
      return retryOutbox(db, command.options, output);
    case "forget":
      return forget(db, command.options, output);
  }
}

/**
 * Opens the site's database. Embedded PGlite has no lock of its own: a second process opens a folder the
 * site is using and both write to the same files, which corrupts them. PGlite keeps `postmaster.pid` in
 * the folder while it is open and removes it on a clean close, so its presence is the warning.
 */
async function openSiteDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    try {
      return await openDatabase({ url: config.DATABASE_URL, dataDir: "unused" });
    } catch (error) {
      // Never the URL itself: it carries the password.
      throw new CommandError(`could not open the database at DATABASE_URL: ${(error as Error).message}`);
    }
  }
  const dataDir = join(config.DATA_DIR, "pglite");
  const pidFile = join(dataDir, "postmaster.pid");
  const oneProcess = "Embedded PGlite allows one process at a time on a data folder.";
  if (existsSync(pidFile)) {
    throw new CommandError(
      `the embedded database in ${dataDir} is in use by another process, probably the site: ` +
        `stop the site first, or use DATABASE_URL.\n${oneProcess} If nothing is using it, the last ` +
        `process stopped without closing it: delete ${pidFile} and try again.`,
    );
  }
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    throw new CommandError(
      `could not open the embedded database in ${dataDir}: ${(error as Error).message}\n` +
        `If the site is running, stop the site first, or use DATABASE_URL. ${oneProcess}`,
    );
  }
}

/** The server's own settings, so the command finds the database the site uses. */
function readConfig(env: Record<string, string | undefined>): ServerConfig {
  try {
    return readServerConfig(env);
  } catch (error) {
    throw new CommandError((error as Error).message);
  }
}

/** The whole command line: resolves with the exit code (0 done, 1 failed, 2 wrong usage). */
export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  output: Output,
): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (command.name === "help") {
    output.out(usage);
    return 0;
  }
  let database: DatabaseHandle | undefined;
  try {
    database = await openSiteDatabase(readConfig(env));
    await runCommand(database.db, command, output);
    return 0;
  } catch (error) {
    // Expected failures are explained in one line; anything else keeps its stack for a bug report.
    const text =
      error instanceof CommandError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    output.err(`${command.name} failed: ${text}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
