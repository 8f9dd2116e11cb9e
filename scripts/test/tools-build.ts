/**
 * The consent and chat specs' build: the site with (fake) IDs for every kind of tool in ./build-tools,
 * served on its own port. `npm test` builds it with these settings and playwright.config.ts serves it with
 * the same ones, so the pages and the server's Content-Security-Policy agree.
 */
export const toolsBuild = {
  BUILD_DIR: "build-tools",
  GTM_ID: "GTM-TEST123",
  LINKEDIN_PARTNER_ID: "1234567",
  CHAT_PROVIDER: "crisp",
  CHAT_ID: "7f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  // The pricing page loads the chat by itself after a second of idle time, for visitors who allowed it.
  CHAT_AUTOLOAD_PAGES: "pricing",
  CHAT_IDLE_SECONDS: "1",
  // A returning visitor's tags wait for a scroll, touch, pointer or key, or this long after the page opened.
  TAGS_DELAY_SECONDS: "6",
  // The lead forms load reCAPTCHA (answered by a fake, tests/e2e/fakes/fake-vendors.ts), whose badge
  // stays hidden.
  RECAPTCHA_SITE_KEY: "6LeE2eTestSiteKey000000000000000000000000",
};

export const toolsPort = Number(process.env.E2E_TOOLS_PORT ?? 3301);
