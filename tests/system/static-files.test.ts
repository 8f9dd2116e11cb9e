import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPublicConfig } from "../../core/config/public.ts";
import { withoutBanner } from "../../app/consent/banner-island.ts";
import {
  consentCookieName,
  consentVersion,
  encodeConsent,
  everyPurpose,
} from "../../core/consent/consent-state.ts";
import { configuredTools } from "../../core/consent/tools.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { withoutBannerDir } from "../../server/static-files.ts";
import { toolsBuild } from "../../scripts/test/tools-build.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
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

  it("reach a browser compressed, unchanged once unpacked", { tags: ["smoke"] }, async () => {
    const response = await fetch(`${site.url}/pricing`, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    // fetch unpacks brotli itself: what the page's reader sees is the built page.
    expect(await response.text()).toBe(built("pricing/index.html"));
  });
});

describe("the cookie banner, in the build with tools", () => {
  let tooled: SiteProcess;
  beforeAll(async () => {
    tooled = await startSite(toolsBuild);
  });
  afterAll(async () => {
    await tooled.stop();
  });

  const builtWith = (path: string) => readFileSync(join(rootDir, toolsBuild.BUILD_DIR, path), "utf8");
  const choice = (version: string) =>
    `${consentCookieName}=${encodeConsent({ id: randomUUID(), ...everyPurpose(false), version, decidedAt: Date.now() })}`;
  const version = consentVersion(configuredTools(readPublicConfig(toolsBuild)));

  it("comes with a prerendered page until the visitor's cookie holds a choice; the page is otherwise the same", async () => {
    const first = await send(tooled.port, { method: "GET", path: "/pricing" });
    expect(first.body).toBe(builtWith("client/pricing/index.html"));
    expect(first.body).toContain('<div id="consent-banner" data-lang="en">');
    expect(first.headers.vary).toBe("Accept-Encoding, Cookie");

    const chosen = await send(tooled.port, {
      method: "GET",
      path: "/pricing",
      headers: { Cookie: `theme=dark; ${choice(version)}` },
    });
    expect(chosen.body).toBe(builtWith(`${withoutBannerDir}/pricing/index.html`));
    expect(chosen.body).not.toContain("consent-banner");
    expect(withoutBanner(first.body)).toBe(chosen.body);
    expect(chosen.headers.etag).not.toBe(first.headers.etag);
    expect(chosen.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);

    // A choice made under another configuration is no choice: asked again.
    const stale = await send(tooled.port, {
      method: "GET",
      path: "/pricing",
      headers: { Cookie: choice(`${version}.older`) },
    });
    expect(stale.body).toContain("consent-banner");

    // Compressed, each version keeps its own ETag; a 304 only for the version the visitor gets.
    const compressed = await fetch(`${tooled.url}/harga`, {
      headers: { "Accept-Encoding": "br", Cookie: choice(version) },
    });
    expect(await compressed.text()).toBe(builtWith(`${withoutBannerDir}/harga/index.html`));
    const revalidated = await send(tooled.port, {
      method: "GET",
      path: "/harga",
      headers: { "If-None-Match": compressed.headers.get("etag") ?? "" },
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body).toContain('<div id="consent-banner" data-lang="id">');
  });

  it("comes with a page rendered for the request in the same way", async () => {
    const missing = await send(tooled.port, { method: "GET", path: "/fitur/tidak-ada" });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<div id="consent-banner" data-lang="id">');
    // At the end of the body, its first paint held for it from the head (banner-island.ts).
    expect(missing.body.indexOf('<div id="consent-banner"')).toBeGreaterThan(
      missing.body.lastIndexOf("<script"),
    );
    expect(missing.body.indexOf('<link rel="expect" href="#consent-banner" blocking="render">')).toBeLessThan(
      missing.body.indexOf("</head>"),
    );
    expect(missing.body).toContain('<link rel="expect" href="#consent-banner" blocking="render">');
    const chosen = await send(tooled.port, {
      method: "GET",
      path: "/fitur/tidak-ada",
      headers: { Cookie: choice(version) },
    });
    expect(chosen.status).toBe(404);
    expect(chosen.body).not.toContain("consent-banner");
  });

  it("is in no page of the build without tools", () => {
    expect(existsSync(join(rootDir, "build", withoutBannerDir))).toBe(false);
    expect(built("pricing/index.html")).not.toContain("consent-banner");
  });
});
