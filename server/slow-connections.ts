/**
 * Connections that hold a place without using it: bodies that arrive too slowly (answered 408 and closed),
 * and, when the connections near MAX_CONNECTIONS, the idle and the slowest ones, closed to make room for
 * a new visitor. Node's own time-outs (server/http-limits.ts) let a slow body hold its connection for all
 * of REQUEST_TIMEOUT_MS: a thousand of them, from a few addresses, would hold every place that long.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Log } from "../core/services/log.ts";
import type { ServerConfig } from "./config.ts";
import { refusalLog } from "./http-limits.ts";

type Limits = Pick<
  ServerConfig,
  "MAX_CONNECTIONS" | "BODY_FIRST_BYTE_TIMEOUT_MS" | "BODY_MIN_BYTES_PER_SECOND" | "BODY_MIN_RATE_GRACE_MS"
>;

/** Past this share of MAX_CONNECTIONS, the server makes room, closing connections down to the second. */
const makeRoomAbove = 0.9;
const makeRoomDownTo = 0.8;
/** A connection this young is never closed to make room: it may be the visitor the room is made for. */
const youngestClosedMs = 1_000;

/** What Node answers a request that took too long; closed after, so no Content-Length is owed. */
const timedOutAnswer = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";
const fullAnswer =
  "HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n";

interface Watched {
  socket: Socket;
  /**
   * `waiting` for a request (new, idle between requests, or receiving headers), receiving a request's
   * `body`, or `answering` it: the server is at work, and never cuts that short.
   */
  phase: "waiting" | "body" | "answering";
  /** When the phase began (performance.now()), and how many bytes the connection had read by then. */
  since: number;
  bytesAtStart: number;
  request?: IncomingMessage;
  response?: ServerResponse;
}

/** Whether the request says it has a body: a length above 0, or a chunked one. */
function announcesBody(request: IncomingMessage): boolean {
  const length = Number(request.headers["content-length"] ?? 0);
  return length > 0 || request.headers["transfer-encoding"] !== undefined;
}

export function closeSlowConnections(server: Server, limits: Limits, log: Log): void {
  const watched = new Map<Socket, Watched>();
  const cutOff = refusalLog(
    log,
    (count) =>
      `bodies: ${count} cut off since the last such line, for not starting within ` +
      `${limits.BODY_FIRST_BYTE_TIMEOUT_MS} ms (BODY_FIRST_BYTE_TIMEOUT_MS) or arriving slower than ` +
      `${limits.BODY_MIN_BYTES_PER_SECOND} bytes a second (BODY_MIN_BYTES_PER_SECOND)`,
  );
  const closedForRoom = refusalLog(
    log,
    (count) =>
      `connections: ${count} closed to make room since the last such line, as more than ` +
      `${makeRoomAbove * 100} % of ${limits.MAX_CONNECTIONS} were open (MAX_CONNECTIONS): idle ones first, ` +
      "then the slowest",
  );

  const begin = (entry: Watched, phase: Watched["phase"]) => {
    entry.phase = phase;
    entry.since = performance.now();
    entry.bytesAtStart = entry.socket.bytesRead;
  };

  server.on("connection", (socket: Socket) => {
    // Already refused (MAX_CONNECTIONS_PER_CLIENT).
    if (socket.destroyed) return;
    watched.set(socket, { socket, phase: "waiting", since: performance.now(), bytesAtStart: 0 });
    socket.once("close", () => watched.delete(socket));
    makeRoom();
  });
  // A visitor refused at the cap: the next one it sends finds room.
  server.on("drop", () => makeRoom());
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const entry = watched.get(request.socket);
    if (!entry) return;
    begin(entry, announcesBody(request) && !request.complete ? "body" : "answering");
    entry.request = request;
    entry.response = response;
    response.once("finish", () => {
      // A request sent behind this one on the same connection may already be the current one.
      if (entry.request !== request) return;
      begin(entry, "waiting");
      entry.request = undefined;
      entry.response = undefined;
    });
  });

  /** Bytes received in the current phase; what came in one read with the headers is not counted. */
  const received = (entry: Watched) => entry.socket.bytesRead - entry.bytesAtStart;

  function checkBodies(now: number) {
    for (const entry of watched.values()) {
      if (entry.phase !== "body" || !entry.request) continue;
      const { request } = entry;
      if (request.complete) {
        entry.phase = "answering";
        continue;
      }
      // The application is not reading (its buffer is full): the client is not the slow one.
      if (request.readableLength >= request.readableHighWaterMark) {
        begin(entry, "body");
        continue;
      }
      const elapsedMs = now - entry.since;
      const bytes = received(entry);
      const notStarted = bytes === 0 && elapsedMs > limits.BODY_FIRST_BYTE_TIMEOUT_MS;
      const tooSlow =
        elapsedMs > limits.BODY_MIN_RATE_GRACE_MS &&
        bytes < (limits.BODY_MIN_BYTES_PER_SECOND * elapsedMs) / 1000;
      if (notStarted || tooSlow) {
        close(entry, timedOutAnswer);
        cutOff();
      }
    }
  }

  function makeRoom() {
    if (watched.size <= limits.MAX_CONNECTIONS * makeRoomAbove) return;
    const now = performance.now();
    const excess = watched.size - Math.floor(limits.MAX_CONNECTIONS * makeRoomDownTo);
    // Idle ones first, the longest idle first; then those sending, the slowest first.
    const candidates: { entry: Watched; idle: boolean; rank: number }[] = [];
    for (const entry of watched.values()) {
      const ageMs = now - entry.since;
      if (ageMs < youngestClosedMs || entry.phase === "answering") continue;
      if (entry.phase === "body" && entry.request?.complete) continue;
      const bytes = received(entry);
      const idle = entry.phase === "waiting" && bytes === 0;
      candidates.push({ entry, idle, rank: idle ? -ageMs : bytes / ageMs });
    }
    candidates.sort((a, b) => (a.idle === b.idle ? a.rank - b.rank : a.idle ? -1 : 1));
    for (const { entry, idle } of candidates.slice(0, excess)) {
      close(entry, idle ? undefined : fullAnswer);
      closedForRoom();
    }
  }

  /** Closes the connection, after `answer` when nothing of an answer was sent yet. */
  function close(entry: Watched, answer: string | undefined) {
    watched.delete(entry.socket);
    const { socket, response } = entry;
    if (answer && socket.writable && !response?.headersSent) socket.write(answer);
    socket.destroy();
  }

  const everyMs = Math.max(
    100,
    Math.min(1_000, limits.BODY_FIRST_BYTE_TIMEOUT_MS / 4, limits.BODY_MIN_RATE_GRACE_MS / 4),
  );
  const timer = setInterval(() => {
    checkBodies(performance.now());
    makeRoom();
  }, everyMs);
  timer.unref();
  server.once("close", () => clearInterval(timer));
}
