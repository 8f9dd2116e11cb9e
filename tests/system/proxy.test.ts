import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { waitUntil } from "../../scripts/processes/wait.ts";
import { acknowledged, newsletterPost, send } from "../support/site-requests.ts";

let site: SiteProcess;
const limit = 3;
beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: "true", RATE_LIMIT_PER_IP: String(limit) });
});
afterAll(async () => {
  await site.stop();
});

const subscribe = (index: number, forwardedFor: string) =>
  fetch(`${site.url}${newsletterApiPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
    body: JSON.stringify({ email: `proxy-${index}-${Date.now()}@pt-alun.co.id` }),
  });

describe("behind a trusted proxy", () => {
  it("limits the address the proxy saw, whatever the client wrote before it", async () => {
    const statuses: number[] = [];
    // The client invents a new leftmost entry each time; the proxy appends the address it really saw.
    for (let i = 0; i < limit + 3; i += 1)
      statuses.push((await subscribe(i, `10.9.${i}.1, 203.0.113.9`)).status);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses.slice(limit)).toEqual(Array(3).fill(429));
  });

  it("still counts another visitor apart", async () => {
    expect((await subscribe(99, "203.0.113.77")).status).toBe(200);
  });
});

/**
 * TRUST_PROXY as a list: the test's own connections from 127.0.0.1 are the proxy's, and one from another
 * loopback address is a client reaching the server directly (docs/operations.md, "Behind a proxy").
 */
describe("with the proxy's address in TRUST_PROXY", () => {
  let direct: SiteProcess;
  const perIp = 10;
  beforeAll(async () => {
    direct = await startSite({ TRUST_PROXY: "127.0.0.1", RATE_LIMIT_PER_IP: String(perIp) });
  });
  afterAll(async () => {
    await direct.stop();
  });

  /** Sign-ups, each with its own X-Forwarded-For, from `localAddress`: how many were taken and refused. */
  async function signUps(forwardedFor: readonly string[], localAddress: string, tag: string) {
    let accepted = 0;
    let refused = 0;
    for (const [n, address] of forwardedFor.entries()) {
      const sent = newsletterPost(direct.port, `${tag}.${n}.${Date.now()}@pt-alun.co.id`);
      const answer = await send(
        direct.port,
        { ...sent, headers: { ...sent.headers, "X-Forwarded-For": address } },
        { localAddress },
      );
      if (acknowledged(sent, answer)) accepted += 1;
      else if (answer.status === 429) refused += 1;
    }
    return { accepted, refused };
  }

  it("limits a client reaching the server directly by its own address, whatever X-Forwarded-For it writes", async () => {
    const rotated = Array.from({ length: 2 * perIp }, (_, n) => `203.0.113.${n + 1}`);
    expect(await signUps(rotated, "127.0.0.3", "direct")).toEqual({ accepted: perIp, refused: perIp });
  });

  it("counts a forwarded address with a port as that visitor, apart from the others", async () => {
    const ports = Array.from({ length: 2 * perIp }, (_, n) => `198.51.100.200:${5_000 + n}`);
    expect(await signUps(ports, "127.0.0.1", "ported")).toEqual({ accepted: perIp, refused: perIp });
    // Another visitor, and another written in brackets with a port: each with a budget of its own.
    expect(await signUps(["198.51.100.201:5555"], "127.0.0.1", "other")).toEqual({ accepted: 1, refused: 0 });
    expect(await signUps(["[2001:db8::7]:443"], "127.0.0.1", "v6")).toEqual({ accepted: 1, refused: 0 });
  });

  it("holds a client reaching the server directly to MAX_CONNECTIONS_PER_CLIENT", async () => {
    const sockets: Socket[] = [];
    let closedByServer = 0;
    await Promise.all(
      Array.from(
        { length: 200 },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect({ port: direct.port, host: "127.0.0.1", localAddress: "127.0.0.4" });
            sockets.push(socket);
            socket.on("error", () => undefined);
            socket.on("close", () => {
              closedByServer += 1;
              resolve();
            });
            socket.once("connect", () => {
              // A form's headers and no body yet: the server waits for it, so the connection stays held.
              socket.write(
                `POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
                  `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n`,
              );
              resolve();
            });
          }),
      ),
    );
    try {
      // The client keeps its share (64); the rest were closed on arrival.
      await waitUntil(() => closedByServer >= 200 - 64, { timeoutMs: 10_000 });
      expect(sockets.filter((socket) => !socket.destroyed).length).toBeLessThanOrEqual(64);
      expect(direct.logged("(MAX_CONNECTIONS_PER_CLIENT)")).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
