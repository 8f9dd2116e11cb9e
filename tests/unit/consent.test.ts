import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bannerIsland, withBanner, withoutBanner } from "../../app/consent/banner-island.ts";
import {
  choiceFromForm,
  consentCookie,
  consentCookieValue,
  consentRevision,
  consentVersion,
  decodeConsent,
  encodeConsent,
  withdraws,
  type StoredConsent,
} from "../../core/consent/consent-state.ts";
import { purposeTools, showsBanner } from "../../core/consent/tools.ts";
import {
  assemblePrivacyPolicy,
  includeFragments,
  privacyFragmentNames,
  privacyFragmentsFor,
} from "../../core/legal/privacy-tools.ts";
import { renderMarkdown } from "../../app/collections/markdown.server.ts";

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 23, 12);
const version = consentVersion({ gtm: "GTM-TEST123", linkedin: "1234567" });
const stored: StoredConsent = {
  id: "0b7e2c1a-6f1d-4c2e-9a57-3d2f8e6b9c10",
  analytics: true,
  marketing: false,
  chat: true,
  version,
  decidedAt: now - 10 * day,
};

describe("the stored cookie choice", () => {
  it("reads back what it wrote", () => {
    expect(decodeConsent(encodeConsent(stored), { now, version })).toEqual(stored);
    const cookie = consentCookie(stored, { secure: true });
    expect(cookie).toMatch(/^regu_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
    expect(consentCookieValue(`a=1; ${cookie.split(";")[0]}; b=2`)).toBe(encodeConsent(stored));
    expect(consentCookieValue("a=1")).toBeUndefined();
  });

  it("is followed for 12 months, then asked again", () => {
    const at = (decidedAt: number) =>
      decodeConsent(encodeConsent({ ...stored, decidedAt }), { now, version });
    expect(at(now - 364 * day)).toBeDefined();
    expect(at(now - 366 * day)).toBeUndefined();
    expect(at(now + 10 * day)).toBeUndefined();
  });

  it("asks again when the notice's version changes, also when a tool is added", () => {
    expect(version).toBe(`${consentRevision}.gtm.linkedin`);
    expect(
      decodeConsent(encodeConsent(stored), { now, version: consentVersion({ gtm: "GTM-TEST123" }) }),
    ).toBe(undefined);
    expect(
      decodeConsent(encodeConsent({ ...stored, version: "2020-01-01.gtm.linkedin" }), { now, version }),
    ).toBe(undefined);
  });

  it.each([
    "",
    "x",
    "not-a-uuid.10.1.v",
    `${stored.id}.121.${now}.${version}`,
    `${stored.id}.10.${now}.${version}`,
    `${stored.id}.101.soon.${version}`,
  ])("ignores a malformed value: %s", (value) => {
    expect(decodeConsent(value, { now, version })).toBeUndefined();
  });

  it("asks again when another chat vendor is configured", () => {
    const crisp = consentVersion({ chat: { provider: "crisp" } });
    expect(crisp).toBe(`${consentRevision}.chat-crisp`);
    expect(
      decodeConsent(encodeConsent({ ...stored, version: crisp }), {
        now,
        version: consentVersion({ chat: { provider: "tawk" } }),
      }),
    ).toBeUndefined();
  });

  it("knows when a choice takes back a purpose whose tool has started", () => {
    const choice = (analytics: boolean, marketing: boolean, chat = false) => ({ analytics, marketing, chat });
    expect(withdraws(choice(true, false), choice(false, false))).toBe(true);
    expect(withdraws(choice(false, true), choice(true, false))).toBe(true);
    expect(withdraws(choice(false, false, true), choice(true, true, false))).toBe(true);
    expect(withdraws(choice(false, false), choice(false, false))).toBe(false);
    expect(withdraws(choice(true, false), choice(true, true))).toBe(false);
    expect(withdraws(choice(false, false, true), choice(false, false, true))).toBe(false);
  });
});

const policy = (lang: string) => readFileSync(`content/legal/privacy/${lang}.md`, "utf8");
const fragments = (lang: string) =>
  Object.fromEntries(
    readdirSync(`content/legal/privacy/tools/${lang}`).map((file) => [
      file.replace(/\.md$/, ""),
      readFileSync(`content/legal/privacy/tools/${lang}/${file}`, "utf8"),
    ]),
  );
const section4 = (lang: string, config: Parameters<typeof privacyFragmentsFor>[0]) => {
  const text = assemblePrivacyPolicy(`${lang}.md`, policy(lang), fragments(lang), config);
  return renderMarkdown(text.slice(text.indexOf("## 4."), text.indexOf("## 5."))).html;
};

describe("the banner a page is sent with", () => {
  const tools = { gtm: "GTM-TEST123", linkedin: "1234567" };
  const cookie = (choice: StoredConsent) =>
    `theme=dark; ${consentCookie(choice, { secure: false }).split(";")[0]}`;
  const chat = { provider: "crisp", id: "x", url: "", autoloadPages: [], idleSeconds: 20 } as const;

  it("is shown until the visitor's cookies hold a choice under this configuration", () => {
    expect(showsBanner(tools, undefined, now)).toBe(true);
    expect(showsBanner(tools, "theme=dark", now)).toBe(true);
    expect(showsBanner(tools, cookie(stored), now)).toBe(false);
    // A choice made before a tool was added, or 13 months ago, is asked again.
    expect(showsBanner({ ...tools, chat }, cookie(stored), now)).toBe(true);
    expect(showsBanner({ gtm: "GTM-TEST123" }, cookie(stored), now)).toBe(true);
    expect(showsBanner(tools, cookie({ ...stored, decidedAt: now - 400 * day }), now)).toBe(true);
  });

  it("is never shown when no tool asks on a first visit: a chat alone asks when it is opened", () => {
    expect(showsBanner({}, undefined, now)).toBe(false);
    expect(showsBanner({ chat }, undefined, now)).toBe(false);
    expect(purposeTools({ chat })).toEqual({ analytics: [], marketing: [], chat: ["Crisp"] });
    expect(purposeTools({ ga4: "G-AB12CD34EF", linkedin: "1" })).toEqual({
      analytics: ["Google Analytics"],
      marketing: ["LinkedIn Insight Tag"],
      chat: [],
    });
  });

  it("reads the button pressed, and the purposes ticked under Choose", () => {
    const form = (fields: string[][]) => new URLSearchParams(fields);
    expect(choiceFromForm(form([["choice", "all"]]))).toEqual({
      analytics: true,
      marketing: true,
      chat: true,
    });
    expect(
      choiceFromForm(
        form([
          ["choice", "none"],
          ["purpose", "analytics"],
        ]),
      ),
    ).toEqual({
      analytics: false,
      marketing: false,
      chat: false,
    });
    expect(
      choiceFromForm(
        form([
          ["purpose", "marketing"],
          ["purpose", "chat"],
          ["purpose", "x"],
          ["choice", "chosen"],
        ]),
      ),
    ).toEqual({ analytics: false, marketing: true, chat: true });
    expect(choiceFromForm(form([["choice", "everything"]]))).toBeUndefined();
    expect(choiceFromForm(form([]))).toBeUndefined();
  });

  it("sits at the end of the body, holds the first paint for itself, and the page without it is the page as it was", () => {
    const page =
      "<!DOCTYPE html><html><head><title>Regu</title></head><body><main>Regu</main><script>1</script></body></html>";
    const island = bannerIsland('<section aria-label="Cookie consent">…</section>', "id");
    const withIt = withBanner(page, island);
    expect(withIt).toBe(
      '<!DOCTYPE html><html><head><title>Regu</title><link rel="expect" href="#consent-banner" blocking="render"></head><body><main>Regu</main><script>1</script><!--consent-banner--><div id="consent-banner" data-lang="id"><section aria-label="Cookie consent">…</section></div><!--/consent-banner--></body></html>',
    );
    expect(withoutBanner(withIt)).toBe(page);
    expect(withoutBanner(page)).toBe(page);
  });
});

describe("the privacy policy's cookie section follows the configuration", () => {
  it("names no tool, and says so, when none is configured", () => {
    expect([...privacyFragmentsFor({})]).toEqual(["no-tracking"]);
    for (const lang of ["en", "id"]) {
      const html = section4(lang, {});
      expect(html).not.toMatch(/Google|LinkedIn|reCAPTCHA|_ga|regu_consent|<!--/);
    }
    expect(section4("en", {})).toContain(
      "Apart from these, we use no other cookies or tracking technologies on this site.",
    );
  });

  it("includes reCAPTCHA only with a site key", () => {
    expect([...privacyFragmentsFor({ RECAPTCHA_SITE_KEY: "6Lc_test_site_key" })].sort()).toEqual([
      "no-tracking",
      "recaptcha",
    ]);
    expect(section4("en", { RECAPTCHA_SITE_KEY: "6Lc_test_site_key" })).toContain(
      "this site is protected by reCAPTCHA",
    );
  });

  it("names Tag Manager, Analytics and LinkedIn with their cookies when all are configured", () => {
    const config = { GTM_ID: "GTM-TEST123", LINKEDIN_PARTNER_ID: "1234567" };
    expect([...privacyFragmentsFor(config)].sort()).toEqual([
      "consent",
      "google-analytics",
      "google-tag-manager",
      "linkedin",
    ]);
    for (const lang of ["en", "id"]) {
      const html = section4(lang, config);
      for (const name of [
        "regu_consent",
        "_ga",
        "li_sugr",
        "bcookie",
        "lidc",
        "UserMatchHistory",
        "AnalyticsSyncHistory",
      ]) {
        expect(html, `${lang}: ${name}`).toContain(name);
      }
      expect(html).toContain("Google Tag Manager");
      expect(html).not.toContain("reCAPTCHA");
    }
  });

  it("names Analytics without Tag Manager for a bare GA4 ID, and LinkedIn only when configured", () => {
    const html = section4("id", { GA4_MEASUREMENT_ID: "G-ABC1234" });
    expect(html).toContain("Google Analytics");
    expect(html).not.toMatch(/Tag Manager|LinkedIn/);
  });

  it.each([
    ["tawk", { CHAT_ID: "64a1b2c3d4e5f6a7b8c9d0e1/1h5abcdef" }, "twk_uuid_"],
    ["crisp", { CHAT_ID: "7f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d" }, "crisp-client/session/"],
    ["chatwoot", { CHAT_ID: "Ab12Cd34Ef56Gh78Ij90" }, "cw_conversation"],
  ] as const)("names the %s live chat and its cookies, and only that vendor", (provider, ids, cookie) => {
    const config = { CHAT_PROVIDER: provider, ...ids };
    expect([...privacyFragmentsFor(config)].sort()).toEqual([provider, "consent"].sort());
    for (const lang of ["en", "id"]) {
      const html = section4(lang, config);
      expect(html).toContain(cookie);
      expect(html).toContain("regu_consent");
      expect(html).not.toMatch(/Google|LinkedIn/);
      for (const other of ["Tawk.to", "Crisp", "Chatwoot"].filter(
        (name) => !name.toLowerCase().startsWith(provider),
      ))
        expect(html, `${lang}: ${other}`).not.toContain(other);
    }
  });

  it("has every part in both languages, and refuses an unknown marker", () => {
    for (const lang of ["en", "id"])
      expect(Object.keys(fragments(lang)).sort()).toEqual([...privacyFragmentNames].sort());
    expect(() => includeFragments("x.md", "<!-- tool: chat -->\n", {}, new Set())).toThrow(
      /unknown tool "chat"/,
    );
  });
});
