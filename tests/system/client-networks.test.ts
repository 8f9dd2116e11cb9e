import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { acknowledged, newsletterPost, send } from "../support/site-requests.ts";
import { sleep, waitUntil } from "../../scripts/processes/wait.ts";

/**
 * One client, however it spells its address or rotates through its IPv6 block, and however many
 * connections it opens, gets one share of the site (docs/security.md, "Limits by network").
 */
describe("limits count a client's network, not the string of its address", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    // Behind one trusted proxy: the test speaks for other addresses through X-Forwarded-For.
    site = await startSite({ TRUST_PROXY: "1", RATE_LIMIT_PER_IP: "10" });
  });
  afterAll(async () => {
    await site.stop();
  });

  async function subscribeFrom(addresses: readonly string[], tag: string) {
    let accepted = 0;
    let refused = 0;
    for (const [n, address] of addresses.entries()) {
      const sent = newsletterPost(site.port, `${tag}.${n}@example.com`);
      const answer = await send(site.port, {
        ...sent,
        headers: { ...sent.headers, "X-Forwarded-For": address },
      });
      if (acknowledged(sent, answer)) accepted += 1;
      else if (answer.status === 429) refused += 1;
    }
    return { accepted, refused };
  }

  it("gives one IPv6 /64 one budget, whichever of its addresses a sign-up comes from", async () => {
    const rotating = Array.from(
      { length: 30 },
      (_, n) => `2001:db8:4a:7c:${((n * 7919) % 0xffff).toString(16)}::${n + 1}`,
    );
    expect(await subscribeFrom(rotating, `v6.${Date.now()}`)).toEqual({ accepted: 10, refused: 20 });
    // Another /64 has a budget of its own.
    expect(await subscribeFrom(["2001:db8:4a:7d::1"], `v6next.${Date.now()}`)).toEqual({
      accepted: 1,
      refused: 0,
    });
  });

  it("gives one IPv4 address one budget, however it is written", async () => {
    const spellings = [
      "198.51.100.23",
      "::ffff:198.51.100.23",
      "::ffff:c633:6417",
      "0:0:0:0:0:ffff:c633:6417",
    ];
    const addresses = Array.from({ length: 20 }, (_, n) => spellings[n % spellings.length] ?? "");
    expect(await subscribeFrom(addresses, `v4.${Date.now()}`)).toEqual({ accepted: 10, refused: 10 });
  });
});

describe("one client holding connections", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSite({ RATE_LIMIT_PER_IP: "10000" });
  });
  afterAll(async () => {
    await site.stop();
  });

  it("cannot lock others out: 1,200 trickling connections from 127.0.0.2, and 127.0.0.1 is served at once", async () => {
    const sockets: Socket[] = [];
    let closedByServer = 0;
    const opening = Array.from(
      { length: 1_200 },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect({ port: site.port, host: "127.0.0.1", localAddress: "127.0.0.2" });
          sockets.push(socket);
          socket.on("error", () => undefined);
          socket.on("close", () => {
            closedByServer += 1;
            resolve();
          });
          socket.once("connect", () => {
            // A form's headers, then its body a byte at a time: the connection is held as long as it can be.
            socket.write(
              `POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
                `Content-Length: 10000\r\n\r\n`,
            );
            resolve();
          });
        }),
    );
    await Promise.all(opening);
    const trickling = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write("x");
    }, 500);
    try {
      await sleep(1_000);
      const started = performance.now();
      const page = await send(site.port, { method: "GET", path: "/" }, { timeoutMs: 5_000 });
      const tookMs = performance.now() - started;
      expect(page.status).toBe(200);
      expect(tookMs).toBeLessThan(1_000);
      // The client keeps its share (MAX_CONNECTIONS_PER_CLIENT, 64); the rest were closed on arrival.
      await waitUntil(() => closedByServer >= 1_200 - 64, { timeoutMs: 10_000 });
      expect(sockets.filter((socket) => !socket.destroyed).length).toBeLessThanOrEqual(64);
      expect(site.logged("(MAX_CONNECTIONS_PER_CLIENT)")).toBe(true);
    } finally {
      clearInterval(trickling);
      for (const socket of sockets) socket.destroy();
    }
  });
});
