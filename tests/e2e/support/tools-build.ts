/**
 * The consent spec's build: the site with (fake) analytics IDs in ./build-tools, served on its own port.
 * `npm test` builds it with these settings and playwright.config.ts serves it with the same ones, so the
 * pages and the server's Content-Security-Policy agree.
 */
export const toolsBuild = {
  BUILD_DIR: "build-tools",
  GTM_ID: "GTM-TEST123",
  LINKEDIN_PARTNER_ID: "1234567",
};

export const toolsPort = 3301;
