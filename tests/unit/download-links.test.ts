import { describe, expect, it } from "vitest";
import { createDownloadLinks, downloadLinkSeconds } from "../../core/leads/download-links.server.ts";

const links = createDownloadLinks("a-secret-of-the-site-that-is-long-enough");
const target = { lang: "id", slug: "kalkulator-upah-lembur-indonesia" } as const;
const now = new Date("2026-11-22T10:00:00Z");

describe("a signed download link", () => {
  it("names its resource while it lasts", () => {
    const token = links.sign(target, now);
    expect(links.verify(token, new Date(now.getTime() + 60_000))).toEqual({ ok: true, ...target });
  });

  it("runs out after its time, and still says which resource it was for", () => {
    const token = links.sign(target, now);
    const later = new Date(now.getTime() + (downloadLinkSeconds + 1) * 1000);
    expect(links.verify(token, later)).toEqual({ ok: false, reason: "expired", ...target });
  });

  it("is refused when changed, forged with another secret, or malformed", () => {
    const token = links.sign(target, now);
    const otherResource = token.replace(
      "kalkulator-upah-lembur-indonesia",
      "bagaimana-cara-perusahaan-menuju-digitalisasi",
    );
    const longer = token.replace(/\.(\d+)\./, (_, expiry: string) => `.${Number(expiry) + 86_400}.`);
    const forged = createDownloadLinks("another-secret-that-is-also-long-enough").sign(target, now);
    for (const bad of [otherResource, longer, forged, "id.x.1.abc", "", "../../etc/passwd"]) {
      expect(links.verify(bad, now), bad).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
