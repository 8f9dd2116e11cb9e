/**
 * The rule that keeps a deploy build from pointing at localhost. SITE_URL's default
 * (`http://localhost:3000`) is right for `npm run build && npm start` on one's own machine, but a site
 * deployed with it gives search engines canonical links, a sitemap and structured data on localhost. A
 * deploy build says so (`PRODUCTION_BUILD=true`, as the Dockerfile does) and must then name its public
 * origin, unless `ALLOW_LOCALHOST_SITE_URL=true` (a container tried out on one machine). Also the build
 * profile (`BUILD_PROFILE`): a light build, made for tests, is never a deploy build. See
 * docs/configuration.md.
 */

/** A flag's value: unset, empty, `false` or `0` is off; `true` or `1` is on; anything else is a mistake. */
function flag(name: string, value: string | undefined): { on: boolean } | { problem: string } {
  const normalised = (value ?? "").trim().toLowerCase();
  if (normalised === "" || normalised === "false" || normalised === "0") return { on: false };
  if (normalised === "true" || normalised === "1") return { on: true };
  return { problem: `${name} must be true or false, not "${value}".` };
}

/** Whether this is a deploy build (`PRODUCTION_BUILD=true`); a flag of another value was refused before. */
export function isDeployBuild(env: Record<string, string | undefined>): boolean {
  const production = flag("PRODUCTION_BUILD", env.PRODUCTION_BUILD);
  return "on" in production && production.on;
}

/**
 * What `npm run build` makes. `full` (the default) is the site as it is deployed. `light` is for tests that
 * read only pages, scripts and the photos' variants (a second build in tests/system/deploys.test.ts, the
 * editor's e2e build of its copy): scripts/build/postbuild.ts leaves out what none of them reads and most of its
 * time goes to, the brotli and gzip copies, the sharing cards, the articles' drawn covers and the resources'
 * PDFs. The pages themselves are the same bytes in both.
 */
export type BuildProfile = "full" | "light";

/** BUILD_PROFILE's value (unset or empty is `full`), or why it is none. */
export function readBuildProfile(
  env: Record<string, string | undefined>,
): BuildProfile | { problem: string } {
  const value = (env.BUILD_PROFILE ?? "").trim().toLowerCase();
  if (value === "" || value === "full") return "full";
  if (value === "light") return "light";
  return { problem: `BUILD_PROFILE must be full or light, not "${env.BUILD_PROFILE}".` };
}

/** Whether `url` names this machine: localhost (and *.localhost), 127.0.0.0/8, ::1, or the unspecified address. */
export function isLocalUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return false;
  }
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === "0.0.0.0" ||
    hostname === "[::1]" ||
    hostname === "[::]" ||
    // ::ffff:127.x.y.z, which the URL parser writes in hexadecimal.
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname)
  );
}

/**
 * Why this build must not go on, or undefined when it may: a deploy build (`PRODUCTION_BUILD`) whose
 * `siteUrl` is a local address, without `ALLOW_LOCALHOST_SITE_URL`, or a deploy build with the light
 * profile, which would ship pages whose downloads and sharing cards are missing. Also refuses a flag that
 * is neither true nor false, which would otherwise switch the check off unnoticed, and an unknown profile.
 */
export function deployBuildProblem(
  siteUrl: string,
  env: Record<string, string | undefined>,
): string | undefined {
  const production = flag("PRODUCTION_BUILD", env.PRODUCTION_BUILD);
  if ("problem" in production) return production.problem;
  const allowLocal = flag("ALLOW_LOCALHOST_SITE_URL", env.ALLOW_LOCALHOST_SITE_URL);
  if ("problem" in allowLocal) return allowLocal.problem;
  const profile = readBuildProfile(env);
  if (typeof profile !== "string") return profile.problem;
  if (production.on && profile === "light") {
    return (
      "This is a deploy build (PRODUCTION_BUILD=true), but BUILD_PROFILE is light: the site would go out " +
      "without its resources' PDFs, sharing cards, article covers and compressed files. Unset BUILD_PROFILE."
    );
  }
  if (!production.on || allowLocal.on || !isLocalUrl(siteUrl)) return undefined;
  return (
    `This is a deploy build (PRODUCTION_BUILD=true), but SITE_URL is ${siteUrl}: canonical links, the ` +
    "sitemap and structured data would point at localhost. Set SITE_URL to the site's public origin " +
    "(e.g. SITE_URL=https://www.regu.example, or --build-arg SITE_URL=… for the Dockerfile), or set " +
    "ALLOW_LOCALHOST_SITE_URL=true to build for this machine anyway."
  );
}
