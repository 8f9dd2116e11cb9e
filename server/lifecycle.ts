/**
 * Stopping the server without dropping a request: on SIGTERM (a deploy) or Ctrl-C it stops accepting
 * connections, answers every request already sent, closes each connection as soon as it has nothing left to
 * answer, and only then closes the database.
 */
import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Log } from "../app/services/log.ts";

let draining = false;

/** Whether the server is stopping: it finishes what it was sent and takes nothing new. */
export function isDraining(): boolean {
  return draining;
}

/** The client must not send another request on this connection: it closes after this response. */
function lastOnItsConnection(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader("Connection", "close");
}

export interface Drain {
  /** Resolves with true once every connection is closed, or false after `timeoutMs` (then closes them). */
  drain(timeoutMs: number): Promise<boolean>;
}

/** Follows the responses `server` is working on, so that a drain can finish them and close their connections. */
export function drainable(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  // Node's closeIdleConnections leaves alone a connection that has not sent its first request yet.
  const unused = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    unused.add(socket);
    socket.once("close", () => unused.delete(socket));
  });
  // Before the application's listener, which may write its headers at once.
  server.prependListener("request", (request, response) => {
    unused.delete(request.socket);
    if (draining) lastOnItsConnection(response);
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      // A response that started before the drain may have promised keep-alive: its connection is idle now.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    async drain(timeoutMs) {
      draining = true;
      for (const response of inFlight) lastOnItsConnection(response);
      const closed = new Promise<void>((resolve) => {
        // A turn of the event loop first: a request that reached the socket before the signal is read in
        // this turn, and its connection is then busy, not idle, when the idle ones are closed.
        setImmediate(() => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // One that has sent nothing has nothing to answer; one halfway through its first request's
          // headers is answered like any other.
          for (const socket of unused) if (socket.bytesRead === 0) socket.destroy();
        });
      });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const drained = await Promise.race([closed.then(() => true as const), timedOut]);
      clearTimeout(timer);
      if (!drained) server.closeAllConnections();
      return drained;
    },
  };
}

/**
 * On SIGTERM or SIGINT: drains `server`, then runs `close` (the outbox, the database) and exits, with 0
 * when every request was answered, 1 when some were cut after `timeoutMs`.
 */
export function stopOnSignals(
  server: Server,
  { timeoutMs, close, log }: { timeoutMs: number; close: () => Promise<void>; log: Log },
): void {
  const { drain } = drainable(server);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, `${signal} received: answering the requests in flight, then stopping`);
    // Closing the outbox or the database could hang too: never outlive the grace by more than a little.
    setTimeout(() => {
      log.error("Stopping took too long: exiting");
      process.exit(1);
    }, timeoutMs + 5_000).unref();
    const drained = await drain(timeoutMs);
    if (!drained) log.error(`Requests still open after ${timeoutMs} ms: closed them`);
    await close();
    log.info({ exitCode: drained ? 0 : 1 }, "stopped");
    process.exit(drained ? 0 : 1);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
