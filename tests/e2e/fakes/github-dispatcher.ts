/**
 * Loaded before the site's server in the GitHub-mode e2e test (`--import` in NODE_OPTIONS, set by
 * tests/e2e/editor-github.spec.ts only): sends the server's own requests to github.com and api.github.com —
 * Keystatic's exchange of the sign-in code and of the refresh token for tokens — to the fake GitHub at
 * FAKE_GITHUB_URL (fake-github.ts), with the host first in the path as the fake expects. The server's code
 * is the production code, unchanged: Node's global fetch takes its dispatcher from the global slot that
 * undici's setGlobalDispatcher fills (the same slot for Node's bundled undici and this package, whose
 * version is the one Node 24.9 bundles).
 */
import { Agent, setGlobalDispatcher, type Dispatcher } from "undici";

const fake = process.env.FAKE_GITHUB_URL;
if (!fake) throw new Error("FAKE_GITHUB_URL must name the fake GitHub that github-dispatcher.ts sends to");

// The hosts Keystatic's API handler calls (node_modules/@keystatic/core/dist/keystatic-core-api-generic.node.js).
const hosts = new Set(["github.com", "api.github.com"]);

const toFake: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) => {
  const origin = options.origin === undefined ? undefined : new URL(String(options.origin));
  if (!origin || origin.protocol !== "https:" || !hosts.has(origin.host)) return dispatch(options, handler);
  // The Host header follows the new origin; the path keeps the original host for the fake to tell them apart.
  return dispatch({ ...options, origin: fake, path: `/${origin.host}${options.path}` }, handler);
};

setGlobalDispatcher(new Agent().compose(toFake));
