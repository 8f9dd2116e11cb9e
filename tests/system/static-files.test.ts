import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rootDir } from "../../scripts/start-args.ts";
import { startSite, type SiteProcess } from "../support/site-process.ts";
import { send } from "../support/site-requests.ts";

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site.stop();
});

const built = (path: string) => readFileSync(join(rootDir, "build", "client", path), "utf8");

describe("prerendered pages", () => {
  it("reach a client that accepts no compression as built, with their length", async () => {
    const page = built("pricing/index.html");
    const answer = await send(site.port, { method: "GET", path: "/pricing" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body).toBe(page);
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(page)));

    const head = await send(site.port, { method: "HEAD", path: "/pricing" });
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(page)));
  });

  it("reach a browser compressed, unchanged once unpacked", async () => {
    const response = await fetch(`${site.url}/pricing`, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    // fetch unpacks brotli itself: what the page's reader sees is the built page.
    expect(await response.text()).toBe(built("pricing/index.html"));
  });
});
