/**
 * The content editor in production (docs/editing.md, "The editor on the live site"): Keystatic in GitHub
 * mode. Editors sign in with GitHub; a save is a commit on a `content/…` branch of the repository, merged
 * by pull request and deployed by CI as any change is. Served only when its four settings are set and the
 * build made its page (`EDITOR_GITHUB_REPO` at build); otherwise its addresses are the site's 404s.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { Config } from "@keystatic/core";
import { Hono } from "hono";
import { editorApiPath, editorPath } from "../core/routing/endpoints.ts";
import { editorConfig } from "../editor/keystatic.config.ts";
import { editorPage } from "../editor/settings.ts";
import type { ServerConfig } from "./config.ts";

/** Where the build puts the editor (scripts/build/build-editor.ts), inside the build folder. */
export const editorBuildDir = "editor";
/** The editor's own files, hashed: apart from the site's `/assets/`, so no public page can name them. */
export const editorAssetsPath = "/editor-assets/";

/**
 * The editor's page may talk to GitHub's API (its data and the signed-in editor's picture) and nothing
 * else outside the site; Keystatic's own link to Google's fonts is refused with the rest.
 */
export const editorPagePolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://*.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "form-action 'self' https://github.com",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join("; ");

type EditorSettings = Required<
  Pick<
    ServerConfig,
    | "EDITOR_GITHUB_REPO"
    | "KEYSTATIC_GITHUB_CLIENT_ID"
    | "KEYSTATIC_GITHUB_CLIENT_SECRET"
    | "KEYSTATIC_SECRET"
  >
> &
  Pick<ServerConfig, "KEYSTATIC_GITHUB_APP_SLUG">;

function editorSettings(config: ServerConfig): EditorSettings | undefined {
  const { EDITOR_GITHUB_REPO, KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET } =
    config;
  // The configuration module refuses some without the others: all four or none.
  if (
    !EDITOR_GITHUB_REPO ||
    !KEYSTATIC_GITHUB_CLIENT_ID ||
    !KEYSTATIC_GITHUB_CLIENT_SECRET ||
    !KEYSTATIC_SECRET
  ) {
    return undefined;
  }
  return {
    EDITOR_GITHUB_REPO,
    KEYSTATIC_GITHUB_CLIENT_ID,
    KEYSTATIC_GITHUB_CLIENT_SECRET,
    KEYSTATIC_SECRET,
    KEYSTATIC_GITHUB_APP_SLUG: config.KEYSTATIC_GITHUB_APP_SLUG,
  };
}

/**
 * The editor's routes (its page, its files, its API), or undefined when it is not configured. Throws,
 * naming the setting, when it is configured but the build has no editor.
 */
export function editorRoutes(config: ServerConfig): Hono | undefined {
  const settings = editorSettings(config);
  if (!settings) return undefined;
  const dir = join(config.BUILD_DIR, editorBuildDir);
  const template = join(dir, "editor", "index.html");
  if (!existsSync(template)) {
    throw new Error(
      `The editor is configured but ${template} is missing: build with EDITOR_GITHUB_REPO set (docs/editing.md).`,
    );
  }
  const storage = { kind: "github", repo: settings.EDITOR_GITHUB_REPO } as const;
  const html = editorPage(readFileSync(template, "utf8"), {
    storage,
    appSlug: settings.KEYSTATIC_GITHUB_APP_SLUG,
  });
  const handle = makeGenericAPIRouteHandler({
    config: editorConfig(storage) as Config,
    clientId: settings.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: settings.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: settings.KEYSTATIC_SECRET,
  });

  const app = new Hono();
  const page = () =>
    new Response(html, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": editorPagePolicy,
        "X-Robots-Tag": "noindex",
      },
    });
  app.get(editorPath, page);
  app.get(`${editorPath}/*`, page);
  app.use(
    `${editorAssetsPath}*`,
    serveStatic({
      root: dir,
      rewriteRequestPath: (path) => path.slice(editorAssetsPath.length - 1),
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.all(`${editorApiPath}/*`, async (c) => {
    const answer = await handle(c.req.raw);
    const headers = new Headers(answer.headers as HeadersInit | undefined);
    headers.set("Cache-Control", "no-store");
    return new Response(answer.body as BodyInit | null, { status: answer.status ?? 200, headers });
  });
  return app;
}
