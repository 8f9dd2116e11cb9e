import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { startSite, type SiteProcess } from "../../scripts/support/site-process.ts";

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
