/**
 * The third-party vendors, faked: they cannot be reached from here. Each script records that it ran and
 * does what the real one does to the page that matters to the site's policy (the chat injects a style
 * element and draws its own box); every request that leaves the site is recorded.
 */
import type { Page } from "@playwright/test";

export const gtm = "https://www.googletagmanager.com/gtm.js?id=GTM-TEST123";
export const insight = "https://snap.licdn.com/li.lms-analytics/insight.min.js";
export const crisp = "https://client.crisp.chat/l.js";
export const recaptcha = "https://www.google.com/recaptcha/api.js";

declare global {
  interface Window {
    fakeGtmRuns?: number;
    fakeInsightRuns?: number;
    fakeCrispRuns?: number;
    fakeRecaptchaRuns?: number;
  }
}

/** Crisp's loader in miniature: reads the queue the site filled, styles and draws its chat box. */
const fakeCrisp = `(function () {
  window.fakeCrispRuns = (window.fakeCrispRuns || 0) + 1;
  var style = document.createElement("style");
  style.textContent = "#fake-crisp{position:fixed;right:16px;bottom:16px;width:60px;height:60px;border-radius:50%;background:#1972f5}#fake-crisp[data-open]{width:360px;height:480px;border-radius:16px}";
  document.head.appendChild(style);
  var box = document.createElement("div");
  box.id = "fake-crisp";
  box.setAttribute("data-website", window.CRISP_WEBSITE_ID || "");
  box.setAttribute("data-locale", (window.CRISP_RUNTIME_CONFIG || {}).locale || "");
  document.body.appendChild(box);
  function run(command) {
    if (command[0] === "do" && command[1] === "chat:open") box.setAttribute("data-open", "");
  }
  (window.$crisp || []).forEach(run);
  window.$crisp = { push: run };
})();`;

/**
 * reCAPTCHA v3's api.js in miniature: the badge Google draws in the bottom-right corner, with the inline
 * styles it gives it, and a grecaptcha that hands out a token.
 */
const fakeRecaptcha = `(function () {
  window.fakeRecaptchaRuns = (window.fakeRecaptchaRuns || 0) + 1;
  var badge = document.createElement("div");
  badge.className = "grecaptcha-badge";
  badge.style.cssText = ("width:256px;height:60px;display:block;transition:right 0.3s ease;position:fixed;bottom:14px;right:-186px;box-shadow:gray 0 0 5px;border-radius:2px;overflow:hidden;background:#f9f9f9");
  document.body.appendChild(badge);
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function () { return Promise.resolve("fake-recaptcha-token"); },
  };
})();`;

export interface FakeVendors {
  /** Every URL requested from another origin, in order. */
  thirdParty: string[];
  /** Makes the chat vendor answer 503 until called with false. */
  chatDown(down: boolean): void;
}

/** Answers the vendors' scripts with fakes and records every request that leaves the site. */
export async function fakeVendors(page: Page): Promise<FakeVendors> {
  const thirdParty: string[] = [];
  let chatIsDown = false;
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    async (route) => {
      const url = route.request().url();
      thirdParty.push(url);
      const script = (body: string) => route.fulfill({ contentType: "text/javascript", body });
      if (url === gtm) await script("window.fakeGtmRuns = (window.fakeGtmRuns || 0) + 1;");
      else if (url === insight) await script("window.fakeInsightRuns = (window.fakeInsightRuns || 0) + 1;");
      else if (url === crisp && chatIsDown) await route.fulfill({ status: 503, body: "" });
      else if (url === crisp) await script(fakeCrisp);
      else if (url.startsWith(`${recaptcha}?`)) await script(fakeRecaptcha);
      else if (url.startsWith("https://wa.me/")) await route.fallback();
      else await route.abort("blockedbyclient");
    },
  );
  return {
    thirdParty,
    chatDown: (down) => {
      chatIsDown = down;
    },
  };
}
