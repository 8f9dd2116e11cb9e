/**
 * What app code needs of the server's log: a level and a message, with fields beside it. The server hands
 * its JSON logger (server/logger.ts) to the pages through the services; an error goes in `err`, whose stack
 * the logger keeps (docs/operations.md#logs).
 */
export interface LogMethod {
  (message: string): void;
  (fields: Record<string, unknown>, message: string): void;
}

export interface Log {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

type Level = keyof Log;

const consoleMethods: Record<Level, (...data: unknown[]) => void> = {
  debug: (...data) => console.debug(...data),
  info: (...data) => console.log(...data),
  warn: (...data) => console.warn(...data),
  error: (...data) => console.error(...data),
};

function consoleMethod(level: Level): LogMethod {
  return (first: string | Record<string, unknown>, message?: string) => {
    if (typeof first === "string") return consoleMethods[level](first);
    const { err, ...fields } = first;
    const rest = Object.keys(fields).length > 0 ? [fields] : [];
    consoleMethods[level](message, ...rest, ...(err === undefined ? [] : [err]));
  };
}

/**
 * Plain lines on the console, for code that runs outside the server: the operator commands, the build's
 * prerender, tests.
 */
export const consoleLog: Log = {
  debug: consoleMethod("debug"),
  info: consoleMethod("info"),
  warn: consoleMethod("warn"),
  error: consoleMethod("error"),
};
