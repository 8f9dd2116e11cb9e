/**
 * Stopping the server without failing a request (docs/operations.md, "Stopping"). On SIGTERM (a deploy) or
 * Ctrl-C the instance first says it is not ready (`/readyz` answers 503) while it goes on accepting and
 * answering for the drain time, so that a balancer checking its health stops sending it requests; then it
 * stops accepting, answers every request already sent, closes each connection as soon as it has nothing
 * left to answer, and only then stops the outbox and closes the database.
 */
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { Log } from "../core/services/log.ts";

let draining = false;

/** Whether the server is stopping: `/readyz` says so, and every answer closes its connection. */
export function isDraining(): boolean {
  return draining;
}

/** The client must not send another request on this connection: it closes after this response. */
function lastOnItsConnection(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader("Connection", "close");
}

/**
 * Once the server stops accepting, how long a connection with nothing in flight may stay silent before it
 * is closed. Closing such a connection at once would reset a request its client has already sent but the
 * server has not read yet: a client that opens a connection per request writes right after connecting. A
 * connection that sends something meanwhile is answered (and then closed); one silent for this long is
 * one nobody is using.
 */
const quietConnectionMs = 500;

export interface Drain {
  /** From now on, every answer closes its connection; the server still accepts new ones. */
  begin(): void;
  /**
   * Stops accepting; resolves with true once every connection is closed, or false after `timeoutMs`
   * (then closes them).
   */
  finish(timeoutMs: number): Promise<boolean>;
}

/** Follows the connections and responses of `server`, so that a drain can finish them and close them. */
export function drainable(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  /** Every open connection, with the responses it is working on. */
  const busy = new Map<Socket, number>();
  /** What each connection had read when its last response ended: more since then is a request arriving. */
  const readAtRest = new Map<Socket, number>();
  server.on("connection", (socket: Socket) => {
    busy.set(socket, 0);
    readAtRest.set(socket, 0);
    socket.once("close", () => {
      busy.delete(socket);
      readAtRest.delete(socket);
    });
  });
  // Before the application's listener, which may write its headers at once.
  server.prependListener("request", (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    if (draining) lastOnItsConnection(response);
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      if (busy.has(socket)) {
        busy.set(socket, Math.max(0, (busy.get(socket) ?? 1) - 1));
        readAtRest.set(socket, socket.bytesRead);
      }
    });
  });

  /**
   * Closes, every `quietConnectionMs`, the connections at rest (nothing in flight, nothing of a next request
   * read) that read nothing since the last look. One with part of a request in is left to the request
   * time-outs: its request is answered when the rest arrives.
   */
  function closeQuietConnections(): NodeJS.Timeout {
    let lastRead = new Map<Socket, number>();
    return setInterval(() => {
      const reading = new Map<Socket, number>();
      for (const [socket, responses] of busy) {
        if (responses > 0 || socket.bytesRead !== readAtRest.get(socket)) continue;
        if (lastRead.get(socket) === socket.bytesRead) socket.destroy();
        else reading.set(socket, socket.bytesRead);
      }
      lastRead = reading;
    }, quietConnectionMs);
  }

  return {
    begin() {
      draining = true;
      for (const response of inFlight) lastOnItsConnection(response);
    },
    async finish(timeoutMs) {
      this.begin();
      let sweeping: NodeJS.Timeout | undefined;
      const closed = new Promise<void>((resolve) => {
        // net.Server's close, not http.Server's: that one also destroys at once every connection with no
        // request in progress, among them one whose request has arrived but is not read yet. The callback
        // runs once the last connection has closed.
        // A poll of the event loop first: connections the kernel has already accepted are taken then.
        setImmediate(() => {
          NetServer.prototype.close.call(server, () => resolve());
          sweeping = closeQuietConnections();
        });
      });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const drained = await Promise.race([closed.then(() => true as const), timedOut]);
      clearTimeout(timer);
      clearInterval(sweeping);
      if (!drained) server.closeAllConnections();
      return drained;
    },
  };
}

export interface StopOptions {
  /** How long the server goes on accepting requests once it says it is not ready (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** How long requests in flight may then take, and the outbox and the database to close (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Stops the outbox and closes the database; must not wait on anything outside (a mail server). */
  close: () => Promise<void>;
  log: Log;
}

/**
 * On SIGTERM or SIGINT: the drain time, then the requests in flight, then `close` (the outbox, the
 * database), and exits: 0 when every request was answered, 1 when some were cut after `timeoutMs`.
 */
export function stopOnSignals(server: Server, { drainMs, timeoutMs, close, log }: StopOptions): void {
  const drain = drainable(server);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    drain.begin();
    log.info(
      { signal, drainMs },
      `${signal} received: not ready; answering requests for ${drainMs} ms, then finishing those in flight`,
    );
    // Closing the outbox or the database could hang too: never outlive the grace by more than a little.
    setTimeout(
      () => {
        log.error("Stopping took too long: exiting");
        process.exit(1);
      },
      drainMs + timeoutMs + 5_000,
    ).unref();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    const started = performance.now();
    const drained = await drain.finish(timeoutMs);
    if (!drained) log.error(`Requests still open after ${timeoutMs} ms: closed them`);
    await close();
    log.info({ exitCode: drained ? 0 : 1, ms: Math.round(performance.now() - started) }, "stopped");
    process.exit(drained ? 0 : 1);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
