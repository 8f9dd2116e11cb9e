import type { Log, LogMethod } from "../../core/services/log.ts";

export interface LoggedLine {
  level: keyof Log;
  msg: string;
  fields: Record<string, unknown>;
}

/** A Log that keeps its lines, for a test to read what a service logged. */
export function memoryLog(): Log & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const method =
    (level: keyof Log): LogMethod =>
    (first: string | Record<string, unknown>, message?: string) => {
      lines.push(
        typeof first === "string"
          ? { level, msg: first, fields: {} }
          : { level, msg: message ?? "", fields: first },
      );
    };
  return {
    lines,
    debug: method("debug"),
    info: method("info"),
    warn: method("warn"),
    error: method("error"),
  };
}
