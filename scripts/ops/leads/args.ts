import { z } from "zod";
import { leadStatuses, leadTypes, outboxStatuses, subscriberStatuses } from "../../../core/db/schema.ts";
import { consentIdPattern } from "../../../core/consent/consent-state.ts";
import { emailField } from "../../../core/leads/schemas/lead-fields.ts";

export interface ExportOptions {
  type?: (typeof leadTypes)[number];
  status?: (typeof leadStatuses)[number];
  /** First and last day, YYYY-MM-DD, both taken whole, in UTC. */
  from?: string;
  to?: string;
  /** A file to write; standard output without it. */
  out?: string;
}

/** `export --type newsletter`: the newsletter's subscribers rather than leads. */
export interface SubscriberExportOptions {
  /** Which subscribers: the confirmed ones (the mailing list) unless asked otherwise. */
  status: (typeof subscriberExportStatuses)[number];
  /** First and last day of the sign-up, YYYY-MM-DD, both taken whole, in UTC. */
  from?: string;
  to?: string;
  out?: string;
}

/** The subscriber statuses an export can ask for, and `all`. */
export const subscriberExportStatuses = [...subscriberStatuses, "all"] as const;

export interface OutboxListOptions {
  status?: (typeof outboxStatuses)[number];
  limit?: number;
}

export type RetryOptions = { id: number } | { allFailed: true };

/** Whom to forget: a person by address, or a visitor's cookie choices by their consent ID. */
export type ForgetOptions = (
  | {
      /** Trimmed and lower-cased, as the forms store it. */
      email: string;
    }
  | {
      /** The random ID the visitor's browser kept with their cookie choice (lower-cased). */
      consentId: string;
    }
) & {
  /** Without it, a dry run. */
  yes: boolean;
};

export type Command =
  | { name: "help" }
  | { name: "export"; options: ExportOptions }
  | { name: "export newsletter"; options: SubscriberExportOptions }
  | { name: "outbox"; options: OutboxListOptions }
  | { name: "outbox retry"; options: RetryOptions }
  | { name: "forget"; options: ForgetOptions };

/** Wrong usage: the message says what is wrong; the caller adds the usage text and exits with 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

interface Grammar {
  /** Options followed by a value (`--type demo` or `--type=demo`). */
  values: readonly string[];
  /** Options that stand alone (`--yes`). */
  flags: readonly string[];
  /** Names of the positional arguments, in order, for messages. */
  positionals: readonly string[];
}

interface Tokens {
  values: Record<string, string>;
  flags: Set<string>;
  positionals: string[];
}

/**
 * Splits a command's arguments by its grammar. Hand-written rather than `util.parseArgs`, whose messages
 * speak of its own API ("To specify a positional argument starting with a '-'…") instead of the command.
 */
function tokenize(command: string, args: readonly string[], grammar: Grammar): Tokens {
  const tokens: Tokens = { values: {}, flags: new Set(), positionals: [] };
  const known = [...grammar.values, ...grammar.flags].map((name) => `--${name}`).join(", ");
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (!arg.startsWith("-") || arg === "-") {
      if (tokens.positionals.length >= grammar.positionals.length) {
        throw new UsageError(`${command}: unexpected argument "${arg}"`);
      }
      tokens.positionals.push(arg);
      continue;
    }
    const [, name = "", inline] = /^--?([^=]*)(?:=(.*))?$/s.exec(arg) ?? [];
    if (grammar.flags.includes(name)) {
      if (inline !== undefined) throw new UsageError(`${command}: --${name} takes no value`);
      tokens.flags.add(name);
      continue;
    }
    if (!grammar.values.includes(name)) {
      throw new UsageError(`${command}: unknown option "${arg}"${known ? ` (it takes ${known})` : ""}`);
    }
    if (name in tokens.values) throw new UsageError(`${command}: --${name} is given twice`);
    const value = inline ?? args[++index];
    if (value === undefined || (inline === undefined && value.startsWith("--"))) {
      throw new UsageError(`${command}: --${name} needs a value`);
    }
    tokens.values[name] = value;
  }
  return tokens;
}

const listOf = (values: readonly string[]) => `must be one of ${values.join(", ")}`;
const day = z.iso.date({ error: "must be a real date written YYYY-MM-DD, e.g. 2025-03-01" });

/** What `--type` takes: a kind of lead, or the newsletter's subscribers. */
const exportTypes = [...leadTypes, "newsletter"] as const;

const exportFields = {
  from: day.optional(),
  to: day.optional(),
  out: z.string().min(1, { error: "must be a file name" }).optional(),
};

function daysInOrder(options: { from?: string; to?: string }, context: z.RefinementCtx) {
  // ISO dates compare as strings.
  if (options.from && options.to && options.from > options.to) {
    context.addIssue({ code: "custom", path: ["from"], message: `must not be after --to ${options.to}` });
  }
}

const exportSchema = z
  .object({
    type: z.enum(leadTypes, { error: listOf(exportTypes) }).optional(),
    status: z.enum(leadStatuses, { error: listOf(leadStatuses) }).optional(),
    ...exportFields,
  })
  .superRefine(daysInOrder);

const subscriberExportSchema = z
  .object({
    type: z.literal("newsletter"),
    status: z
      .enum(subscriberExportStatuses, { error: `${listOf(subscriberExportStatuses)} with --type newsletter` })
      .default("confirmed"),
    ...exportFields,
  })
  .superRefine(daysInOrder)
  // The type said which export this is; the options are the rest.
  .transform(({ type, ...options }): SubscriberExportOptions => options);

const outboxSchema = z.object({
  status: z.enum(outboxStatuses, { error: listOf(outboxStatuses) }).optional(),
  limit: z
    .string()
    .regex(/^\d+$/, { error: "must be a whole number" })
    .transform(Number)
    .pipe(z.number().min(1, { error: "must be at least 1" }).max(1000, { error: "must be at most 1000" }))
    .optional(),
});

const messageId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: "must be a message id (a whole number, as in the outbox listing)" })
  .transform(Number);

/** Runs a schema over the tokens; each problem is named by its option and the value given. */
function validate<Schema extends z.ZodType>(command: string, schema: Schema, input: Record<string, string>) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data as z.output<Schema>;
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? "");
    const given = input[key];
    return `--${key}${given === undefined ? "" : ` "${given}"`}: ${issue.message}`;
  });
  throw new UsageError(`${command}: ${problems.join("; ")}`);
}

/** Reads the command line (what follows `npm run leads --`) into a command, or throws a UsageError. */
export function parseCommand(argv: readonly string[]): Command {
  const [name, ...args] = argv;
  if (name === undefined) throw new UsageError("no command given");
  if (
    name === "help" ||
    name === "--help" ||
    name === "-h" ||
    args.includes("--help") ||
    args.includes("-h")
  ) {
    return { name: "help" };
  }
  switch (name) {
    case "export": {
      const tokens = tokenize(name, args, {
        values: ["type", "from", "to", "status", "out"],
        flags: [],
        positionals: [],
      });
      if (tokens.values.type === "newsletter") {
        return { name: "export newsletter", options: validate(name, subscriberExportSchema, tokens.values) };
      }
      return { name, options: validate(name, exportSchema, tokens.values) };
    }
    case "outbox": {
      if (args[0] === "retry") return { name: "outbox retry", options: parseRetry(args.slice(1)) };
      const tokens = tokenize(name, args, { values: ["status", "limit"], flags: [], positionals: [] });
      return { name, options: validate(name, outboxSchema, tokens.values) };
    }
    case "forget": {
      const tokens = tokenize(name, args, { values: [], flags: ["yes"], positionals: ["email"] });
      const [address] = tokens.positionals;
      if (address === undefined)
        throw new UsageError("forget: which address or consent ID? e.g. forget budi@pt-alun.co.id");
      const yes = tokens.flags.has("yes");
      const consentId = address.trim().toLowerCase();
      if (consentIdPattern.test(consentId)) return { name, options: { consentId, yes } };
      const email = emailField.safeParse(address);
      if (!email.success)
        throw new UsageError(`forget: "${address}" is neither an email address nor a consent ID`);
      return { name, options: { email: email.data, yes } };
    }
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

function parseRetry(args: readonly string[]): RetryOptions {
  const command = "outbox retry";
  const tokens = tokenize(command, args, { values: [], flags: ["failed"], positionals: ["id"] });
  const [id] = tokens.positionals;
  const allFailed = tokens.flags.has("failed");
  if ((id === undefined) === !allFailed) {
    throw new UsageError(`${command}: give either a message id or --failed${allFailed ? ", not both" : ""}`);
  }
  if (allFailed) return { allFailed: true };
  const parsed = messageId.safeParse(id);
  if (!parsed.success)
    throw new UsageError(`${command}: "${id}" ${parsed.error.issues[0]?.message ?? "is not valid"}`);
  return { id: parsed.data };
}
