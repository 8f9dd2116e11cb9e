/**
 * Where the GitHub-mode e2e test's browser finds the fake GitHub (fake-github.ts): Chromium resolves
 * GitHub's hosts to the fake's HTTPS port (`--host-resolver-rules`, set on the `editor-github` project in
 * playwright.config.ts), so the page's requests and navigations, redirects included, reach it unchanged.
 * E2E_GITHUB_PORT moves it when 3303 is taken.
 */
export const fakeGitHubPort = Number(process.env.E2E_GITHUB_PORT ?? 3303);

/** The hosts the fake answers for: the sign-in and pull request pages, the API, the editor's picture. */
export const fakedHosts = ["github.com", "api.github.com", "avatars.githubusercontent.com"] as const;

/** Chromium's flag that sends each of those hosts to the fake. */
export const fakeGitHubResolverRules = `--host-resolver-rules=${fakedHosts
  .map((host) => `MAP ${host} 127.0.0.1:${fakeGitHubPort}`)
  .join(",")}`;
