import { connect, type Socket } from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { migrationLockId } from "../../core/db/database.server.ts";

import { startPostgres, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { parseResponse, type RawResponse } from "../support/raw-http.ts";
import { stacksIn, startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { contactPost } from "../support/site-requests.ts";
import { sleep, waitUntil } from "../../scripts/processes/wait.ts";

// PostgreSQL, where another instance can hold the migration lock; it also starts faster than a new PGlite.
let postgres: PostgresServer;
let site: SiteProcess | undefined;
let holder: pg.Client | undefined;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterEach(async () => {
  await holder?.end().catch(() => undefined);
  await site?.stop();
  site = holder = undefined;
});
afterAll(async () => {
  await postgres?.stop();
});

/** A TCP connection to the site that keeps what the server sends, and tells when the server closed it. */
async function openConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    socket,
    closed,
    /** The first response, once the server has closed the connection. */
    async answer(): Promise<RawResponse | undefined> {
      await closed;
      return parseResponse(text)?.response;
    },
  };
}

describe("GET /readyz", () => {
  it("is 200 once started, and 503 draining after SIGTERM while a slow request is still arriving", async () => {
    const running = (site = await startSite({ DATABASE_URL: postgres.url, SHUTDOWN_DRAIN_MS: "1500" }));
    const ready = await fetch(`${running.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });

    // The slow request: a contact form whose second half has not arrived when the signal comes.
    const form = contactPost(running.port, "readiness@example.com");
    const body = Buffer.from(form.body ?? "");
    const slow = await openConnection(running.port);
    const formHeaders = Object.entries(form.headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    slow.socket.write(
      `POST ${form.path} HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\n${formHeaders}` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    slow.socket.write(body.subarray(0, body.length >> 1));
    // A readiness probe on its way too: its request line is in, its headers are not complete yet.
    const probe = await openConnection(running.port);
    probe.socket.write(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\n`);
    await sleep(200);

    running.child.kill("SIGTERM");
    await waitUntil(() => running.output().includes("SIGTERM received"), { timeoutMs: 5_000 });
    // During the drain time a balancer's next probe is answered: not ready, so it sends nothing more.
    const next = await fetch(`${running.url}/readyz`);
    expect(next.status).toBe(503);
    expect(await next.json()).toEqual({ status: "draining" });
    // One whose probe had reached the server before the signal is told the same.
    probe.socket.write("\r\n");
    const draining = await probe.answer();
    expect(draining?.status).toBe(503);
    expect(draining?.headers.connection).toBe("close");
    expect(JSON.parse(draining?.body ?? "")).toEqual({ status: "draining" });
    // After the drain time a new connection is refused, and a balancer tries another instance.
    await waitUntil(
      () =>
        fetch(`${running.url}/readyz`).then(
          () => false,
          () => true,
        ),
      { timeoutMs: 5_000 },
    );

    // The slow request is still answered in full, and the server then exits cleanly.
    slow.socket.write(body.subarray(body.length >> 1));
    const answered = await slow.answer();
    expect(answered?.status).toBe(303);
    expect(await running.exited).toBe(0);
  });

  it("is 503 migrating while the database is migrated, and the site answers 503 with Retry-After", async () => {
    // Another instance migrating: it holds the lock every instance takes around the migrations.
    holder = new pg.Client({ connectionString: postgres.url });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [migrationLockId]);

    const running = (site = await startSite({ DATABASE_URL: postgres.url }, { waitFor: "/healthz" }));
    const waitingForLock = async () => {
      const { rows } = await (holder as pg.Client).query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
      );
      return (rows[0]?.n ?? 0) > 0;
    };
    await waitUntil(waitingForLock, { timeoutMs: 10_000, intervalMs: 50 });

    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "starting" });
    const readiness = await fetch(`${running.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: "migrating" });

    for (const [method, path] of [
      ["GET", "/"],
      ["GET", "/pricing"],
      ["POST", "/contact-us"],
    ] as const) {
      const response = await fetch(`${running.url}${path}`, {
        method,
        ...(method === "POST"
          ? {
              body: "name=x",
              headers: {
                "Content-Type": "application/x-www-form-urlencoded",
                Origin: running.url,
              },
            }
          : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const text = await response.text();
      expect(text).toBe("The site is starting. Please try again in a moment.");
    }

    // The lock is free again: this instance migrates, then takes traffic.
    await holder.query("select pg_advisory_unlock($1)", [migrationLockId]);
    await waitUntil(
      async () => (await fetch(`${running.url}/readyz`).then((response) => response.status)) === 200,
      { timeoutMs: 20_000, intervalMs: 50 },
    );
    expect((await fetch(`${running.url}/`)).status).toBe(200);
    expect(stacksIn(running)).toEqual([]);
  });
});
