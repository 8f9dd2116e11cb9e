import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseResponse } from "../support/raw-http.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { contactPost } from "../support/site-requests.ts";
import { sleep, waitUntil } from "../../scripts/processes/wait.ts";

/** Time-outs far below the defaults, so that a test sees a slow client cut off within seconds. */
const limits = { HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "2000", MAX_CONNECTIONS: "20" };

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite({ ...limits, RATE_LIMIT_PER_IP: "10000" });
});
afterAll(async () => {
  await site.stop();
});

interface Connection {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves when the server has closed the connection (or it failed), with what it sent. */
  closed: Promise<string>;
}

async function open(): Promise<Connection> {
  const socket = connect(site.port, "127.0.0.1");
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const closed = new Promise<string>((resolve) => {
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(text));
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, received: () => text, closed };
}

/** Writes `parts` one by one, `everyMs` apart, until they run out or the server closes the connection. */
async function trickle(connection: Connection, parts: readonly string[], everyMs: number) {
  for (const part of parts) {
    if (connection.socket.destroyed || connection.socket.writableEnded) return;
    connection.socket.write(part);
    await sleep(everyMs);
  }
}

/** Resolves with what the server sent when it closed the connection, or with undefined after `ms`. */
const closedWithin = (connection: Connection, ms: number) =>
  Promise.race([connection.closed, sleep(ms).then(() => undefined)]);

const requestHead = (path: string, headers: Record<string, string>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");

describe("a client that sends slowly", () => {
  it("is cut off, with 408, when its body takes longer than the request time-out", async () => {
    const form = contactPost(site.port, "slow.body@example.com");
    const connection = await open();
    connection.socket.write(
      requestHead(form.path, { ...form.headers, "Content-Length": String(10_000) }) + "\r\n",
    );
    // One byte every 100 ms would take 1,000 s to send the body.
    void trickle(
      connection,
      Array.from({ length: 10_000 }, () => "x"),
      100,
    );
    const sent = await closedWithin(connection, 15_000);
    expect(sent, "the connection was still open after 15 s").toBeDefined();
    expect(parseResponse(sent ?? "")?.response.status).toBe(408);
  });

  it("is cut off, with 408, when its headers take longer than the headers time-out", async () => {
    const connection = await open();
    connection.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n`);
    void trickle(
      connection,
      Array.from({ length: 10_000 }, (_, n) => `X-Slow-${n}: 1\r\n`),
      100,
    );
    const sent = await closedWithin(connection, 15_000);
    expect(sent, "the connection was still open after 15 s").toBeDefined();
    expect(parseResponse(sent ?? "")?.response.status).toBe(408);
  });

  it("is closed when it never sends a request", async () => {
    const connection = await open();
    expect(await closedWithin(connection, 15_000), "still open after 15 s").toBeDefined();
  });

  it("is answered when it sends its form within the time-outs", async () => {
    const form = contactPost(site.port, "slow.but.fine@example.com");
    const body = form.body ?? "";
    const connection = await open();
    const third = Math.ceil(body.length / 3);
    await trickle(
      connection,
      [
        requestHead(form.path, {
          ...form.headers,
          "Content-Length": String(Buffer.byteLength(body)),
          Connection: "close",
        }) + "\r\n",
        body.slice(0, third),
        body.slice(third, 2 * third),
        body.slice(2 * third),
      ],
      300,
    );
    const sent = await closedWithin(connection, 15_000);
    expect(parseResponse(sent ?? "")?.response.status).toBe(303);
  });
});

describe("the connection cap", () => {
  it("refuses connections past the cap, closing idle ones to make room rather than locking visitors out", async () => {
    const get = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n\r\n`;
    // Kept-alive connections up to the cap, each answered once (the test runner may hold one more).
    const held: Connection[] = [];
    for (let n = 0; n < 20; n += 1) {
      const connection = await open();
      connection.socket.write(get);
      await waitUntil(
        () => connection.socket.destroyed || parseResponse(connection.received()) !== undefined,
        { timeoutMs: 5_000 },
      );
      held.push(connection);
    }
    const answered = held.filter(
      (connection) => parseResponse(connection.received())?.response.status === 200,
    );
    expect(answered.length).toBeGreaterThanOrEqual(18);
    // Idle for a while: the first to go when room is needed.
    await sleep(1_500);

    const extra = await Promise.all(Array.from({ length: 30 }, () => open()));
    for (const connection of extra) if (!connection.socket.destroyed) connection.socket.write(get);
    await waitUntil(
      () =>
        extra.every(
          (connection) => connection.socket.destroyed || parseResponse(connection.received()) !== undefined,
        ),
      { timeoutMs: 10_000 },
    );
    // Past the cap, a new connection is closed unanswered; the idle ones closed made room for others.
    const served = extra.filter(
      (connection) => parseResponse(connection.received())?.response.status === 200,
    );
    const refused = extra.filter((connection) => connection.received() === "");
    expect(served.length + refused.length).toBe(extra.length);
    expect(served.length).toBeGreaterThan(0);
    expect(held.filter((connection) => connection.socket.destroyed).length).toBeGreaterThan(0);
    const stillOpen = [...held, ...extra].filter((connection) => !connection.socket.destroyed);
    expect(stillOpen.length).toBeLessThanOrEqual(20);
    await waitUntil(() => site.logged("closed to make room"), { timeoutMs: 2_000 });

    for (const connection of [...held, ...extra]) connection.socket.destroy();
    // The server counts a connection out once it sees it close.
    await waitUntil(
      () =>
        fetch(`${site.url}/healthz`).then(
          (response) => response.status === 200,
          () => false,
        ),
      { timeoutMs: 5_000, intervalMs: 100 },
    );
  });
});
