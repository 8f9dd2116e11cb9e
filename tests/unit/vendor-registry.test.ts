import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readPublicConfig } from "../../core/config/public.ts";
import { configuredTools } from "../../core/consent/tools.ts";
import {
  chatProviderNames,
  chatSettings,
  chatwootCloud,
  crispScript,
  tawkEmbed,
} from "../../core/vendors/chat.ts";
import {
  chatSources,
  googleTagSources,
  linkedinInsightSources,
  recaptchaSources,
} from "../../core/vendors/content-security.server.ts";
import { gtagScript, tagManagerScript } from "../../core/vendors/google-tags.ts";
import { insightScript } from "../../core/vendors/linkedin-insight.ts";
import { recaptchaScript, recaptchaVerifyUrl } from "../../core/vendors/recaptcha.ts";
import { contentSecurityPolicy } from "../../server/content-security.ts";

const registry = "core/vendors/";
/** The code that can load or allow a vendor; scripts/bench/ stands in for the vendors on purpose. */
const scannedFolders = ["app", "core", "server", "scripts"];
const notScanned = [registry, "scripts/bench/"];

/**
 * Addresses of the vendors' hosts that are links a visitor follows, not anything a page loads or the
 * policy allows: an office's directions open in Google Maps.
 */
const linksNotVendorHosts = ["https://www.google.com/maps/"];

/** Vendor domains named even where the registry names only one of their hosts. */
const knownVendorDomains = [
  "googletagmanager.com",
  "google-analytics.com",
  "analytics.google.com",
  "licdn.com",
  "linkedin.com",
  "tawk.to",
  "crisp.chat",
  "chatwoot.com",
  "google.com/recaptcha",
  "gstatic.com",
];

/** Every address the registry declares: the loaders' scripts and every vendor's policy sources. */
function declaredAddresses(): string[] {
  const chats = chatProviderNames.flatMap((provider) => {
    const chat = chatSettings({ CHAT_PROVIDER: provider, CHAT_ID: "x" });
    return chat ? [chatSources(chat)] : [];
  });
  const sources = [recaptchaSources, googleTagSources, linkedinInsightSources, ...chats];
  return [
    tagManagerScript,
    gtagScript,
    insightScript,
    recaptchaScript,
    recaptchaVerifyUrl,
    tawkEmbed,
    crispScript,
    chatwootCloud,
    ...sources.flatMap((source) => Object.values(source).flat()),
  ];
}

/** The hosts of those addresses, a wildcard's parent domain for a wildcard. */
function declaredHosts(): string[] {
  const hosts = declaredAddresses()
    .map((address) => /^(?:https?|wss?):\/\/([^/]+)/.exec(address)?.[1])
    .filter((host) => host !== undefined)
    .map((host) => host.replace(/^\*\./, ""));
  return [...new Set(hosts)];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Finds a domain or any subdomain of it; a host is written in lower case, so "Tawk.to" the name is not one. */
const matcher = (domains: readonly string[]) =>
  new RegExp(`(?<![\\w-])(?:${domains.map(escape).join("|")})(?![\\w-])`, "g");

function vendorHostsIn(text: string, domains: readonly string[]): string[] {
  const withoutLinks = linksNotVendorHosts.reduce((rest, link) => rest.replaceAll(link, ""), text);
  return [...withoutLinks.matchAll(matcher(domains))].map((match) => match[0]);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(?:ts|tsx|js|mjs|cjs)$/.test(file))
    .map((file) => `${folder}/${file}`);
}

describe("the vendor registry", () => {
  const domains = [...declaredHosts(), ...knownVendorDomains];

  it("declares every vendor's hosts, and the search for them finds each in the registry itself", () => {
    expect(declaredHosts()).toEqual(
      expect.arrayContaining([
        "www.googletagmanager.com",
        "snap.licdn.com",
        "px.ads.linkedin.com",
        "www.google.com",
        "www.gstatic.com",
        "tawk.to",
        "crisp.chat",
        "app.chatwoot.com",
      ]),
    );
    const registryText = sourceFiles(registry.slice(0, -1))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    for (const host of declaredHosts()) expect(vendorHostsIn(registryText, [host]), host).not.toEqual([]);
  });

  it("is the only place in the code that names a vendor's host", () => {
    const outside = scannedFolders
      .flatMap(sourceFiles)
      .filter((file) => !notScanned.some((folder) => file.startsWith(folder)))
      .flatMap((file) =>
        vendorHostsIn(readFileSync(file, "utf8"), domains).map((host) => `${file}: ${host}`),
      );
    expect(outside).toEqual([]);
  });

  it("does not take a link a visitor follows for a vendor host, but does take the same host's script", () => {
    expect(vendorHostsIn("https://www.google.com/maps/search/?api=1", domains)).toEqual([]);
    expect(vendorHostsIn("https://www.google.com/recaptcha/api.js", domains)).not.toEqual([]);
    expect(vendorHostsIn("Tawk.to's embed code", domains)).toEqual([]);
  });
});

describe("the policy built from the registry", () => {
  const everyTool = {
    GTM_ID: "GTM-TEST123",
    LINKEDIN_PARTNER_ID: "1234567",
  };
  const policy = (env: Record<string, string>) =>
    contentSecurityPolicy({
      https: true,
      recaptcha: true,
      tools: configuredTools(readPublicConfig(env)),
      scriptSources: ["'sha256-abc'"],
    });

  // The policies as they were written before the registry, for a build with every tool configured.
  it("is the same for every tool with Tawk.to", () => {
    expect(
      policy({ ...everyTool, CHAT_PROVIDER: "tawk", CHAT_ID: "64a1b2c3d4e5f6a7b8c9d0e1/1h5abcdef" }),
    ).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://www.googletagmanager.com https://snap.licdn.com https://*.tawk.to https://cdn.jsdelivr.net; style-src 'self' 'unsafe-inline' https://*.tawk.to https://fonts.googleapis.com; img-src 'self' data: https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://px.ads.linkedin.com https://*.tawk.to https://cdn.jsdelivr.net https://tawk.link https://s3.amazonaws.com; font-src 'self' https://*.tawk.to https://fonts.gstatic.com; connect-src 'self' https://www.google.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://px.ads.linkedin.com https://*.tawk.to wss://*.tawk.to; media-src https://*.tawk.to; manifest-src 'self'; frame-src https://www.google.com https://*.tawk.to; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it("is the same for every tool with Crisp", () => {
    expect(
      policy({ ...everyTool, CHAT_PROVIDER: "crisp", CHAT_ID: "7f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d" }),
    ).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://www.googletagmanager.com https://snap.licdn.com https://*.crisp.chat; style-src 'self' 'unsafe-inline' https://*.crisp.chat; img-src 'self' data: https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://px.ads.linkedin.com https://*.crisp.chat; font-src 'self' https://*.crisp.chat; connect-src 'self' https://www.google.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://px.ads.linkedin.com https://*.crisp.chat wss://*.relay.crisp.chat; media-src https://*.crisp.chat; worker-src blob: https://*.crisp.chat; manifest-src 'self'; frame-src https://www.google.com https://*.crisp.chat; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it("is the same for GA4, LinkedIn and a self-hosted Chatwoot, and for Chatwoot's cloud alone", () => {
    expect(
      policy({
        GA4_MEASUREMENT_ID: "G-ABC1234",
        LINKEDIN_PARTNER_ID: "1234567",
        CHAT_PROVIDER: "chatwoot",
        CHAT_ID: "abcdefghijklmnop1234",
        CHAT_URL: "https://chat.example.com",
      }),
    ).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://www.googletagmanager.com https://snap.licdn.com https://chat.example.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://px.ads.linkedin.com https://chat.example.com; font-src 'self'; connect-src 'self' https://www.google.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://px.ads.linkedin.com https://chat.example.com wss://chat.example.com; manifest-src 'self'; frame-src https://www.google.com https://chat.example.com; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
    expect(policy({ CHAT_PROVIDER: "chatwoot", CHAT_ID: "abcdefghijklmnop1234" })).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://app.chatwoot.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://app.chatwoot.com; font-src 'self'; connect-src 'self' https://www.google.com https://app.chatwoot.com wss://app.chatwoot.com; manifest-src 'self'; frame-src https://www.google.com https://app.chatwoot.com; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it("names no vendor when no tool is configured", () => {
    expect(contentSecurityPolicy({ https: false, scriptSources: [] })).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; frame-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
