import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../core/db/database.server.ts";
import { outbox } from "../../core/db/schema.ts";
import { parseResponse } from "../support/raw-http.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import {
  acknowledged,
  contactPost,
  newsletterPost,
  send,
  type SiteRequest,
} from "../support/site-requests.ts";
import { sleep, waitUntil } from "../../scripts/processes/wait.ts";

/** The forms' rate limits would refuse a load from one address: the e2e server raises them the same way. */
const loadEnv = { RATE_LIMIT_PER_IP: "10000", RATE_LIMIT_PER_EMAIL: "10000" };

let site: SiteProcess | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

/** Resolves with the exit code and how long after `since` the process exited, or rejects after `ms`. */
async function exitWithin(running: SiteProcess, since: number, ms: number) {
  const code = await Promise.race([
    running.exited,
    sleep(ms).then(() => {
      throw new Error(`the server was still running ${ms} ms after SIGTERM:\n${running.output()}`);
    }),
  ]);
  return { code, afterMs: performance.now() - since };
}

describe("SIGTERM", () => {
  // Clients that open a connection per request are the harder case. Under load the server takes new
  // connections from the kernel's queue one per turn of its event loop, so the queue holds requests sent
  // up to a few hundred milliseconds earlier, and closing the listening socket resets every one of them:
  // the server goes on accepting for the drain time (SHUTDOWN_DRAIN_MS) before it closes it.
  it.each([
    { clients: "keep-alive", keepAlive: true, drainMs: "0" },
    { clients: "one-connection-per-request", keepAlive: false, drainMs: "1000" },
  ])(
    "answers every request sent before it, to 24 $clients clients, then exits with 0",
    async ({ keepAlive, drainMs }) => {
      const running = (site = await startSite({ ...loadEnv, SHUTDOWN_DRAIN_MS: drainMs }));
      const agent = new Agent({ keepAlive, maxSockets: 24 });
      const pages = ["/", "/pricing", "/faq", "/blog", "/contact-us", "/beranda"];
      const signal: { sentAt?: number } = {};
      const stopping = () => running.logged("SIGTERM received");
      const failures: string[] = [];
      const keptAliveWhileStopping: string[] = [];
      let answeredBeforeSignal = 0;
      let answeredAcrossSignal = 0;

      // Each client sends one request after another on its kept-alive connection, pages and posts mixed,
      // until a request fails after the signal: the server has stopped taking new ones.
      const client = async (id: number) => {
        for (let n = 0; ; n += 1) {
          const email = `drain.${id}.${n}.${Date.now()}@example.com`;
          const sent: SiteRequest =
            n % 3 === 1
              ? contactPost(running.port, email)
              : n % 3 === 2
                ? newsletterPost(running.port, email)
                : { method: "GET", path: pages[(id + n) % pages.length] ?? "/" };
          let written:
            "before the signal" | "after the signal" | "once the server said it was stopping" | undefined;
          try {
            const answer = await send(running.port, sent, {
              agent,
              onWritten: () => {
                written =
                  signal.sentAt === undefined
                    ? "before the signal"
                    : stopping()
                      ? "once the server said it was stopping"
                      : "after the signal";
              },
            });
            if (!acknowledged(sent, answer) && (written === "before the signal" || answer.status >= 500)) {
              failures.push(`${sent.method} ${sent.path} sent ${written}: ${answer.status}`);
            }
            // A client that is told keep-alive sends its next request on the same connection.
            if (written === "once the server said it was stopping" && answer.headers.connection !== "close") {
              keptAliveWhileStopping.push(
                `${sent.method} ${sent.path}: Connection: ${answer.headers.connection}`,
              );
            }
            if (signal.sentAt === undefined) answeredBeforeSignal += 1;
            else if (written === "before the signal") answeredAcrossSignal += 1;
          } catch (error) {
            if (written === "before the signal")
              failures.push(`${sent.method} ${sent.path}: ${String(error)}`);
            if (signal.sentAt !== undefined) return;
          }
        }
      };
      const clients = Array.from({ length: 24 }, (_, id) => client(id));
      await waitUntil(() => answeredBeforeSignal >= 300, { timeoutMs: 45_000, intervalMs: 20 });

      const sentAt = (signal.sentAt = performance.now());
      running.child.kill("SIGTERM");
      const { code, afterMs } = await exitWithin(running, sentAt, 15_000);
      await Promise.all(clients);
      agent.destroy();

      expect(failures).toEqual([]);
      // The signal came while requests were being answered, not between two of them.
      expect(answeredAcrossSignal).toBeGreaterThan(0);
      expect(keptAliveWhileStopping).toEqual([]);
      expect(code).toBe(0);
      expect(afterMs).toBeLessThan(10_000);
      // The log is written asynchronously: what was left is written at the exit, the last line included.
      expect(running.logs().at(-1)).toMatchObject({ msg: "stopped", exitCode: 0 });
      expect(running.unparsed()).toEqual([]);
    },
  );

  it("answers a request still arriving with Connection: close, then closes its connection", async () => {
    const running = (site = await startSite(loadEnv));
    const form = contactPost(running.port, "arriving@example.com");
    const body = Buffer.from(form.body ?? "");
    const socket = connect(running.port, "127.0.0.1");
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const headers = Object.entries(form.headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    // Headers and half the form before the signal, the rest after it: the request is in flight.
    socket.write(
      `POST ${form.path} HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\n${headers}` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, body.length >> 1));
    await sleep(200);

    const signalledAt = performance.now();
    running.child.kill("SIGTERM");
    await waitUntil(() => running.logged("SIGTERM received"), { timeoutMs: 5_000 });
    socket.write(body.subarray(body.length >> 1));

    await closed;
    const answer = parseResponse(text)?.response;
    expect(answer?.status).toBe(303);
    expect(answer?.headers.location).toBe("/thank-you");
    expect(answer?.headers.connection).toBe("close");
    const { code, afterMs } = await exitWithin(running, signalledAt, 15_000);
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(10_000);
  });

  it("does not wait for idle keep-alive connections", async () => {
    const running = (site = await startSite(loadEnv));
    const agent = new Agent({ keepAlive: true });
    const answer = await send(running.port, { method: "GET", path: "/" }, { agent });
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe("keep-alive");
    // And a connection that has not sent anything yet.
    const silent = connect(running.port, "127.0.0.1");
    silent.on("error", () => undefined);
    await new Promise<void>((resolve) => silent.once("connect", () => resolve()));

    const signalledAt = performance.now();
    running.child.kill("SIGTERM");
    const { code, afterMs } = await exitWithin(running, signalledAt, 15_000);
    agent.destroy();
    silent.destroy();
    expect(code).toBe(0);
    // Closing the database takes a moment; waiting for the idle connection would take the whole 10 s.
    expect(afterMs).toBeLessThan(5_000);
  });
  it("with a drain time, says it is not ready at once and goes on answering until the time is up", async () => {
    const running = (site = await startSite({ ...loadEnv, SHUTDOWN_DRAIN_MS: "1500" }));
    const signalledAt = performance.now();
    running.child.kill("SIGTERM");
    await waitUntil(() => running.logged("SIGTERM received"), { timeoutMs: 5_000 });
    const ready = await fetch(`${running.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    // A balancer that has not yet seen the 503 still sends requests: they are answered.
    await sleep(500);
    const page = await send(running.port, { method: "GET", path: "/pricing" }, { agent: new Agent() });
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe("close");
    const posted = await send(running.port, newsletterPost(running.port, `drain.${Date.now()}@example.com`));
    expect(acknowledged(newsletterPost(running.port, "x@example.com"), posted)).toBe(true);
    const { code, afterMs } = await exitWithin(running, signalledAt, 15_000);
    expect(code).toBe(0);
    expect(afterMs).toBeGreaterThanOrEqual(1_500);
  });

  it("cuts a send to a mail server that never answers: exits with 0 in time, the database closed, the mail kept", async () => {
    // A mail server that accepts connections and never says a word: nodemailer waits for its greeting.
    const silentSockets: Socket[] = [];
    const silentSmtp = createServer((socket) => {
      socket.on("error", () => undefined);
      silentSockets.push(socket);
    });
    await new Promise<void>((resolve) => silentSmtp.listen(0, "127.0.0.1", () => resolve()));
    const smtpPort = (silentSmtp.address() as AddressInfo).port;
    const dataDir = mkdtempSync(join(tmpdir(), "regu-stalled-smtp-"));
    try {
      const running = (site = await startSite({
        ...loadEnv,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The newsletter's mail is sent at the worker's next look, not woken like a lead's.
        OUTBOX_POLL_MS: "200",
        SHUTDOWN_TIMEOUT_MS: "3000",
      }));
      const email = `stalled.${Date.now()}@example.com`;
      const answer = await send(running.port, newsletterPost(running.port, email));
      expect(acknowledged(newsletterPost(running.port, email), answer)).toBe(true);
      // The worker is now waiting for the silent server's greeting.
      await waitUntil(() => silentSockets.length > 0, { timeoutMs: 10_000 });

      const signalledAt = performance.now();
      running.child.kill("SIGTERM");
      const { code, afterMs } = await exitWithin(running, signalledAt, 15_000);
      expect(code).toBe(0);
      expect(afterMs).toBeLessThan(3_000);
      expect(running.logged("Stopping took too long")).toBe(false);
      // PGlite was closed: its lock file is gone, so the operator commands can open the folder.
      expect(existsSync(join(dataDir, "pglite", "postmaster.pid"))).toBe(false);

      const database = await openDatabase({ dataDir: join(dataDir, "pglite") });
      try {
        const kept = await database.db
          .select({ status: outbox.status, attempts: outbox.attempts, lockedBy: outbox.lockedBy })
          .from(outbox)
          .where(eq(outbox.subjectEmail, email));
        expect(kept).toEqual([{ status: "pending", attempts: 0, lockedBy: null }]);
      } finally {
        await database.close();
      }
    } finally {
      for (const socket of silentSockets) socket.destroy();
      silentSmtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
