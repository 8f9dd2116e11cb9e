import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stacksIn, startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { sleep, waitUntil } from "../../scripts/processes/wait.ts";
import { parseResponse } from "../support/raw-http.ts";
import { contactPost, send } from "../support/site-requests.ts";

/**
 * A body must keep arriving once its headers are in (BODY_FIRST_BYTE_TIMEOUT_MS, BODY_MIN_BYTES_PER_SECOND
 * after BODY_MIN_RATE_GRACE_MS), and near MAX_CONNECTIONS the idle and slowest connections make room:
 * docs/security.md, "Slow clients".
 */

interface Connection {
  socket: Socket;
  /** Resolves when the server has closed the connection (or it failed), with what it sent. */
  closed: Promise<string>;
}

function open(port: number, localAddress = "127.0.0.1"): Promise<Connection> {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const closed = new Promise<string>((resolve) => {
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(text));
  });
  return new Promise((resolve) => {
    socket.once("connect", () => resolve({ socket, closed }));
    // Refused at once (a cap): resolved all the same, already closed.
    socket.once("close", () => resolve({ socket, closed }));
  });
}

/** Resolves with what the server sent when it closed the connection, or with undefined after `ms`. */
const closedWithin = (connection: Connection, ms: number) =>
  Promise.race([connection.closed, sleep(ms).then(() => undefined)]);

/** The contact form's request line and headers, for a body of `length` bytes sent after them. */
const formHead = (port: number, length: number) => {
  const form = contactPost(port, "slow.phone@example.com");
  return (
    `POST ${form.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n` +
    Object.entries({ ...form.headers, "Content-Length": String(length) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("") +
    "\r\n"
  );
};

describe("a body that arrives too slowly", () => {
  let site: SiteProcess;
  // The body rules scaled down, so that the test sees them within seconds; the request time-out stays 30 s.
  beforeAll(async () => {
    site = await startSite({
      BODY_FIRST_BYTE_TIMEOUT_MS: "1000",
      BODY_MIN_RATE_GRACE_MS: "2000",
      BODY_MIN_BYTES_PER_SECOND: "500",
      RATE_LIMIT_PER_IP: "10000",
    });
  });
  afterAll(async () => {
    await site.stop();
  });

  it("is answered 408 and closed when it does not start after its headers", async () => {
    const connection = await open(site.port);
    connection.socket.write(formHead(site.port, 2_000));
    const sent = await closedWithin(connection, 6_000);
    expect(sent, "still open 6 s after the headers").toBeDefined();
    expect(parseResponse(sent ?? "")?.response.status).toBe(408);
  });

  it("is answered 408 and closed when it trickles below the minimum rate", async () => {
    const connection = await open(site.port);
    connection.socket.write(formHead(site.port, 10_000));
    // Ten bytes a second: 1,000 s for the body, and 30 s of REQUEST_TIMEOUT_MS.
    const trickling = setInterval(() => connection.socket.write("x"), 100);
    try {
      const sent = await closedWithin(connection, 8_000);
      expect(sent, "still open 8 s after the headers").toBeDefined();
      expect(parseResponse(sent ?? "")?.response.status).toBe(408);
    } finally {
      clearInterval(trickling);
    }
    await waitUntil(() => site.logged("(BODY_MIN_BYTES_PER_SECOND)"), { timeoutMs: 2_000 });
  });

  it("is taken when it arrives at a slow phone's pace, above the minimum rate", async () => {
    const form = contactPost(site.port, "slow.phone@example.com");
    // A long message's worth of bytes, 1,000 a second: some 6 s, well past the grace.
    const body = `${form.body ?? ""}&padding=${"p".repeat(6_000)}`;
    const connection = await open(site.port);
    connection.socket.write(formHead(site.port, Buffer.byteLength(body)));
    for (let offset = 0; offset < body.length; offset += 250) {
      if (connection.socket.destroyed) break;
      connection.socket.write(body.slice(offset, offset + 250));
      await sleep(250);
    }
    const sent = await closedWithin(connection, 10_000);
    expect(parseResponse(sent ?? "")?.response.status).toBe(303);
  });

  it("logs no stack for the bodies it cut off: they are the client's doing", () => {
    expect(stacksIn(site)).toEqual([]);
  });
});

describe("slow bodies from many addresses, filling MAX_CONNECTIONS", () => {
  let site: SiteProcess;
  // MAX_CONNECTIONS and the body rules at their defaults (1,000 connections; a body may start within 5 s).
  beforeAll(async () => {
    site = await startSite({ RATE_LIMIT_PER_IP: "10000" });
  });
  afterAll(async () => {
    await site.stop();
  });

  it("do not lock a visitor out: 16 addresses hold 1,000 trickling bodies, and another is served", async () => {
    // 62 or 63 from each address: under MAX_CONNECTIONS_PER_CLIENT (64), 1,000 in all.
    const attackers = Array.from({ length: 16 }, (_, n) => `127.0.0.${n + 2}`);
    const connections = await Promise.all(
      Array.from({ length: 1_000 }, (_, n) => open(site.port, attackers[n % attackers.length])),
    );
    for (const { socket } of connections)
      if (!socket.destroyed)
        socket.write(
          `POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
            `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n`,
        );
    // Two bytes a second each: within the first-byte time, far below the rate, held until its grace ends.
    const trickling = setInterval(() => {
      for (const { socket } of connections) if (!socket.destroyed) socket.write("x");
    }, 500);
    try {
      await sleep(1_000);
      const started = performance.now();
      let page: Awaited<ReturnType<typeof send>> | undefined;
      // A visitor whose connection is refused tries again, as a browser does when it reloads.
      while (!page && performance.now() - started < 4_000) {
        page = await send(
          site.port,
          { method: "GET", path: "/" },
          { timeoutMs: 2_000, localAddress: "127.0.0.100" },
        ).catch(() => undefined);
        if (!page) await sleep(100);
      }
      expect(page?.status, "the visitor was refused for 4 s").toBe(200);
      // Some of the trickling bodies made room, the rest still held. On a busy machine the visitor can
      // be served while the server is still accepting the last of the thousand, before it makes room,
      // and a client sees its socket closed only once the close reaches it: so wait for it, well inside
      // the bodies' 10 s grace, after which they would all be cut off as too slow.
      const closed = () => connections.filter(({ socket }) => socket.destroyed).length;
      await waitUntil(() => closed() >= 50, {
        timeoutMs: 3_000,
        message: () => `${closed()} of the 1,000 trickling connections were closed`,
      });
      expect(closed()).toBeLessThan(1_000);
      await waitUntil(() => site.logged("closed to make room"), { timeoutMs: 2_000 });
      expect(stacksIn(site)).toEqual([]);
    } finally {
      clearInterval(trickling);
      for (const { socket } of connections) socket.destroy();
    }
  });
});
