/**
 * The server's log: one JSON object per line on standard output (docs/operations.md#logs). Every line
 * written while a request is handled carries that request's id, through the async context, so that a
 * failure deep in a form's action can be found beside the request that caused it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { format } from "node:util";
import pino from "pino";
import { isTrustedProxy, type ProxyTrust } from "./client-ip.ts";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

export type Logger = pino.Logger;

const requestContext = new AsyncLocalStorage<{ id: string }>();

/** Runs `handle` with `id` as the request id of every line it logs, however deep and however late. */
export function withRequestId<T>(id: string, handle: () => T): T {
  return requestContext.run({ id }, handle);
}

/**
 * A balancer's X-Request-Id is kept when it looks like an id: letters, digits and `-_.:+/=@`, at most
 * 128. Anything else (a log line's worth of text, a control character) is replaced with our own.
 */
const wellFormedId = /^[\w.:+/=@-]{1,128}$/;

/**
 * The request's id: the balancer's X-Request-Id behind a trusted proxy (TRUST_PROXY), else a new UUID. A
 * client that reaches the server directly does not choose the id its requests are logged under.
 */
export function requestIdOf(request: IncomingMessage, trust: ProxyTrust): string {
  const given = isTrustedProxy(request.socket.remoteAddress, trust)
    ? request.headers["x-request-id"]
    : undefined;
  return typeof given === "string" && wellFormedId.test(given) ? given : randomUUID();
}

export interface LoggerOptions {
  level: LogLevel;
  /** `--dev`: short readable lines instead of JSON (see formatDevLine). */
  dev?: boolean;
  /** Where the lines go; standard output by default. */
  destination?: pino.DestinationStream;
}

export function createLogger({ level, dev = false, destination }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    // `"level":"warn"` rather than pino's 40: read by people as often as by machines.
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const request = requestContext.getStore();
      return request ? { reqId: request.id } : {};
    },
  };
  // Written asynchronously, in batches under load; pino writes what is left when the process exits.
  const out = destination ?? (dev ? devDestination() : pino.destination({ dest: 1, sync: false }));
  return pino(options, out);
}

/** While developing: each JSON line reformatted as `12:04:05 WARN message key=value`, stack below. */
function devDestination(): pino.DestinationStream {
  return { write: (line: string) => void process.stdout.write(formatDevLine(line)) };
}

const hidden = new Set(["time", "level", "msg", "pid", "hostname", "err"]);

export function formatDevLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof entry.time === "string" ? entry.time.slice(11, 19) : "";
  const fields = Object.entries(entry)
    .filter(([key]) => !hidden.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: unknown } | undefined;
  const stack = typeof err?.stack === "string" ? `\n${err.stack}` : "";
  return (
    `${time} ${String(entry.level).toUpperCase()} ${String(entry.msg ?? "")} ${fields.join(" ")}`.trimEnd() +
    `${stack}\n`
  );
}

/** The longest message a line takes from the console: a path or a body quoted whole has no place in a log. */
export const consoleMessageMaxLength = 1_000;

/**
 * Sends what libraries print on the console (React Router warns there of a path it cannot decode, quoting
 * it whole) through `log`: one JSON line each, its message cut to `consoleMessageMaxLength` characters.
 */
export function routeConsoleTo(log: Logger): void {
  const levels = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...data: unknown[]) => {
      const message = format(...data);
      log[level](
        { source: "console" },
        message.length > consoleMessageMaxLength
          ? `${message.slice(0, consoleMessageMaxLength)}… (${message.length} characters)`
          : message,
      );
    };
  }
}
