/**
 * What the Content-Security-Policy allows each vendor, by directive, from the vendors' CSP guides. Only the
 * server reads it (server/content-security.ts builds the policy for the configured tools from it); the
 * browser gets the loaders' addresses alone, from the modules beside this one.
 */
import type { ChatSettings } from "./chat.ts";
import { googleTagHost } from "./google-tags.ts";
import { insightScript } from "./linkedin-insight.ts";
import { recaptchaHost, recaptchaScript } from "./recaptcha.ts";

/** A vendor's sources per directive; a directive it needs nothing from is left out. */
export interface VendorSources {
  script?: readonly string[];
  style?: readonly string[];
  img?: readonly string[];
  font?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  media?: readonly string[];
  worker?: readonly string[];
}

/** The folder of a loader's address, for a source that allows that folder only. */
const folderOf = (script: string) => new URL(".", script).href;

/**
 * reCAPTCHA v3: its script and the parts it loads from Google's static host, and an invisible frame of
 * Google's that calls home.
 */
export const recaptchaSources: VendorSources = {
  script: [folderOf(recaptchaScript), "https://www.gstatic.com/recaptcha/"],
  connect: [recaptchaHost],
  frame: [recaptchaHost],
};

/**
 * Google Tag Manager and gtag.js load from Google's tag host and send to Google Analytics' collection
 * hosts, as Google's CSP guide for GA4 lists them: the wildcard covers www.google-analytics.com, and its
 * regional endpoints are under analytics.google.com. Every byte of the policy travels in each page's first
 * round trip, so no host is named twice.
 */
const googleAnalyticsHosts = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  googleTagHost,
];

export const googleTagSources: VendorSources = {
  script: [googleTagHost],
  img: googleAnalyticsHosts,
  connect: googleAnalyticsHosts,
};

/** The LinkedIn Insight Tag loads from LinkedIn's static host and sends to its ads host. */
export const linkedinInsightSources: VendorSources = {
  script: [new URL(insightScript).origin],
  img: ["https://px.ads.linkedin.com"],
  connect: ["https://px.ads.linkedin.com"],
};

/**
 * What each chat vendor's widget needs. Every one injects its styles at run time (colours set in the
 * vendor's dashboard), hence `'unsafe-inline'` for styles, and only for styles, when a chat is configured.
 */
export function chatSources(chat: ChatSettings): VendorSources {
  switch (chat.provider) {
    case "tawk":
      return {
        script: ["https://*.tawk.to", "https://cdn.jsdelivr.net"],
        style: ["'unsafe-inline'", "https://*.tawk.to", "https://fonts.googleapis.com"],
        img: [
          "https://*.tawk.to",
          "https://cdn.jsdelivr.net",
          "https://tawk.link",
          "https://s3.amazonaws.com",
        ],
        font: ["https://*.tawk.to", "https://fonts.gstatic.com"],
        connect: ["https://*.tawk.to", "wss://*.tawk.to"],
        frame: ["https://*.tawk.to"],
        media: ["https://*.tawk.to"],
      };
    case "crisp":
      return {
        script: ["https://*.crisp.chat"],
        style: ["'unsafe-inline'", "https://*.crisp.chat"],
        img: ["https://*.crisp.chat"],
        font: ["https://*.crisp.chat"],
        connect: ["https://*.crisp.chat", "wss://*.relay.crisp.chat"],
        frame: ["https://*.crisp.chat"],
        media: ["https://*.crisp.chat"],
        // Crisp runs short-lived workers from blob: URLs it fetched from its own host.
        worker: ["blob:", "https://*.crisp.chat"],
      };
    case "chatwoot": {
      // The Chatwoot server (the cloud or a self-hosted one) and its websocket.
      const server = new URL(chat.url);
      const origin = server.origin;
      const socket = `${server.protocol === "https:" ? "wss:" : "ws:"}//${server.host}`;
      return {
        script: [origin],
        style: ["'unsafe-inline'"],
        img: [origin],
        connect: [origin, socket],
        frame: [origin],
      };
    }
  }
}
