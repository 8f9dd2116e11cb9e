import { describe, expect, it } from "vitest";
import { configuredTools } from "../../core/consent/tools.ts";
import { readPublicConfig } from "../../core/config/public.ts";
import { contentSecurityPolicy } from "../../server/content-security.ts";

const directives = (policy: string) =>
  new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources] as const;
    }),
  );

const policyFor = (env: Record<string, string>) =>
  directives(
    contentSecurityPolicy({
      https: true,
      tools: configuredTools(readPublicConfig(env)),
      scriptSources: ["'sha256-abc'"],
    }),
  );

const google = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

describe("analytics settings", () => {
  it("turns each tool on only when configured; GTM wins over GA4", () => {
    expect(configuredTools(readPublicConfig({}))).toEqual({});
    expect(
      configuredTools(readPublicConfig({ GTM_ID: "", GA4_MEASUREMENT_ID: "", LINKEDIN_PARTNER_ID: "" })),
    ).toEqual({});
    expect(configuredTools(readPublicConfig({ GA4_MEASUREMENT_ID: "G-ABC1234" }))).toEqual({
      ga4: "G-ABC1234",
    });
    expect(
      configuredTools(
        readPublicConfig({
          GTM_ID: "GTM-TEST123",
          GA4_MEASUREMENT_ID: "G-ABC1234",
          LINKEDIN_PARTNER_ID: "1234567",
        }),
      ),
    ).toEqual({ gtm: "GTM-TEST123", linkedin: "1234567" });
  });

  it.each([
    { GTM_ID: "UA-1234" },
    { GTM_ID: "GTM-x<y" },
    { GA4_MEASUREMENT_ID: "GTM-TEST123" },
    { LINKEDIN_PARTNER_ID: "12ab" },
  ])("refuses a malformed ID: %o", (env) => {
    expect(() => readPublicConfig(env)).toThrow(/Invalid public configuration/);
  });

  it("waits 10 s for a returning visitor's engagement unless TAGS_DELAY_SECONDS says otherwise", () => {
    expect(readPublicConfig({}).TAGS_DELAY_SECONDS).toBe(10);
    expect(readPublicConfig({ TAGS_DELAY_SECONDS: "" }).TAGS_DELAY_SECONDS).toBe(10);
    expect(readPublicConfig({ TAGS_DELAY_SECONDS: "0" }).TAGS_DELAY_SECONDS).toBe(0);
    expect(readPublicConfig({ TAGS_DELAY_SECONDS: "30" }).TAGS_DELAY_SECONDS).toBe(30);
    for (const wrong of ["-1", "61", "2.5", "soon"]) {
      expect(() => readPublicConfig({ TAGS_DELAY_SECONDS: wrong })).toThrow(
        /whole number of seconds from 0 to 60[\s\S]*at TAGS_DELAY_SECONDS/,
      );
    }
  });
});

describe("the Content-Security-Policy follows the configured tools", () => {
  it("is today's policy when no tool is configured", () => {
    expect(contentSecurityPolicy({ https: true, tools: {}, scriptSources: ["'sha256-abc'"] })).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc'; style-src 'self'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self'; manifest-src 'self'; frame-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it("names exactly Google's hosts for a GTM container", () => {
    const policy = policyFor({ GTM_ID: "GTM-TEST123" });
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc'", "https://www.googletagmanager.com"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", ...google]);
    expect(policy.get("connect-src")).toEqual(["'self'", ...google]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
  });

  it("names the same hosts for GA4 through gtag.js", () => {
    expect(policyFor({ GA4_MEASUREMENT_ID: "G-ABC1234" })).toEqual(policyFor({ GTM_ID: "GTM-TEST123" }));
  });

  it("names exactly LinkedIn's hosts for the Insight Tag", () => {
    const policy = policyFor({ LINKEDIN_PARTNER_ID: "1234567" });
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc'", "https://snap.licdn.com"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://px.ads.linkedin.com"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://px.ads.linkedin.com"]);
  });

  it("adds both tools' hosts beside reCAPTCHA's", () => {
    const policy = directives(
      contentSecurityPolicy({
        https: false,
        recaptcha: true,
        tools: { gtm: "GTM-TEST123", linkedin: "1234567" },
        scriptSources: [],
      }),
    );
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      "https://www.googletagmanager.com",
      "https://snap.licdn.com",
    ]);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://www.google.com",
      ...google,
      "https://px.ads.linkedin.com",
    ]);
  });
});
