import { readFileSync, realpathSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Config } from "@keystatic/core";
import { searchForWorkspaceRoot, type Plugin, type ViteDevServer } from "vite";
import { editorApiPath, editorPath } from "../core/routing/endpoints.ts";
import type { EditorStorage } from "./keystatic.config.ts";
import { previewPrefix } from "./preview.ts";
import { previewTarget } from "./preview-target.ts";
import { editorPage } from "./settings.ts";
import { keepingReplacedUploads, type LocalUpdate } from "./kept-uploads.ts";

/**
 * `npm run cms`: the editor inside the development server, in local mode. `/keystatic` serves its page
 * (Vite builds `editor/main.tsx` on request), `/api/keystatic/*` its API, which reads and writes the data
 * files on disk; every other address is the site, which reloads what the editor saves. Keystatic fixes
 * both paths.
 */
export function editorDevServer(): Plugin {
  return {
    name: "regu-editor-dev-server",
    config(config) {
      // A checkout whose node_modules is a link to another folder (as the editor's tests make) still
      // serves the site's client entry from there.
      const root = config.root ?? process.cwd();
      return {
        server: { fs: { allow: [searchForWorkspaceRoot(root), realpathSync(join(root, "node_modules"))] } },
        // Vite bundles the browser's dependencies that it finds from these files when the server starts:
        // the editor's and the site's pages beside it. Left to find them page by page (Keystatic on the
        // editor's first page, marked or zod on a site page), it bundled them all again each time and
        // told every open page to reload; an editor page that missed that message went on with two
        // copies of React and drew nothing.
        optimizeDeps: { entries: ["editor/main.tsx", "app/root.tsx", "app/routes/*.tsx"] },
      };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "/").split("?")[0] ?? "/";
        if (path === editorPath || path.startsWith(`${editorPath}/`)) {
          void sendEditorPage(server, req, res).catch(next);
        } else if (path.startsWith(`${editorApiPath}/`)) {
          void answerApi(server, req, res).catch(next);
        } else if (path.startsWith(previewPrefix)) {
          sendToPreview(server.config.root, path, res);
        } else {
          next();
        }
      });
    },
  };
}

/** A collection item's "Preview": its page on this server, once the item has been saved. */
function sendToPreview(root: string, path: string, res: ServerResponse) {
  const target = previewTarget(root, path);
  if (target) {
    res.writeHead(302, { location: target, "cache-control": "no-store" });
    res.end();
    return;
  }
  res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end("This entry has no page yet: save it in the editor first, then press Preview again.");
}

// Keystatic's page links a font stylesheet on Google's servers; the editor loads nothing from outside the
// site, so the policy refuses it before any request is made, and the editor draws in the system's font.
const editorPagePolicy = "style-src 'self' 'unsafe-inline'; font-src 'self' data:";

async function sendEditorPage(server: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
  const template = readFileSync(join(server.config.root, "editor", "index.html"), "utf8");
  const page = editorPage(template, { storage: { kind: "local" } });
  const html = await server.transformIndexHtml(req.url ?? editorPath, page);
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy": editorPagePolicy,
  });
  res.end(html);
}

async function answerApi(server: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
  // Loaded through Vite, as the site's modules are: the configuration imports the content schemas.
  const { makeGenericAPIRouteHandler } = await import("@keystatic/core/api/generic");
  const { editorConfig } = (await server.ssrLoadModule("/editor/keystatic.config.ts")) as {
    editorConfig: (storage: EditorStorage) => Config;
  };
  const handle = makeGenericAPIRouteHandler({
    config: editorConfig({ kind: "local" }),
    localBaseDirectory: server.config.root,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  // A save keeps the photos a new upload replaced (kept-uploads.ts); Keystatic's handler checks the rest.
  if (body && req.url?.split("?")[0] === `${editorApiPath}/update`) {
    const update = parseUpdate(body);
    if (update) body = Buffer.from(JSON.stringify(keepingReplacedUploads(update)));
  }
  const request = new Request(new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`), {
    method: req.method,
    // The body's length is the one sent, which keepingReplacedUploads may have shortened.
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      value === undefined || name === "content-length"
        ? []
        : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]],
    ),
    body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
  });
  const answer = await handle(request);
  const headers = new Headers(answer.headers);
  res.writeHead(answer.status ?? 200, Object.fromEntries(headers));
  res.end(
    answer.body === null || answer.body === undefined
      ? undefined
      : Buffer.from(answer.body as Uint8Array | string),
  );
}

/** A local-mode save's body, or undefined for anything else, which Keystatic's handler answers itself. */
function parseUpdate(body: Buffer): LocalUpdate | undefined {
  try {
    const update = JSON.parse(body.toString("utf8")) as Partial<LocalUpdate>;
    return Array.isArray(update.additions) && Array.isArray(update.deletions)
      ? (update as LocalUpdate)
      : undefined;
  } catch {
    return undefined;
  }
}
