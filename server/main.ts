/**
 * The Node entry of the site: `node server/main.ts` serves the production build; with `--dev` it serves
 * the sources through Vite with hot reload, and with `--dev --editor` (`npm run cms`) the content editor
 * beside them, in local mode (editor/dev-server.ts). Both share the API, the database and the headers.
 */
import "./environment.ts";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from "react-router";
import { configuredTools } from "../core/consent/tools.ts";
import { openDatabase, type DatabaseHandle } from "../core/db/database.server.ts";
import { DatabaseFolderInUse } from "../core/db/pglite-lock.server.ts";
import { siteSecret } from "../core/db/site-secrets.server.ts";
import { editorPath, metricsPath } from "../core/routing/endpoints.ts";
import { publishedAddressesOf } from "../core/routing/published-addresses.server.ts";
import type { RequestInfo, Services } from "../core/services/context.ts";
import { createApp, createStartingApp } from "./app.ts";
import { openAssetArchive, type AssetArchive } from "./asset-archive.ts";
import { readServerConfig, type ServerConfig } from "./config.ts";
import { capConnections, httpServerOptions } from "./http-limits.ts";
import { closeSlowConnections } from "./slow-connections.ts";
import { stopOnSignals } from "./lifecycle.ts";
import { createLogger, routeConsoleTo } from "./logger.ts";
import { createMetrics, startMetricsServer } from "./metrics.ts";
import { observeRequests } from "./request-log.ts";
import { withBoundedQuery } from "./page-query.ts";
import { routeLabeller } from "./route-label.ts";
import { createServices } from "./services.ts";
import { loadStaticFiles } from "./static-files.ts";

const dev = process.argv.includes("--dev");
const editor = dev && process.argv.includes("--editor");
const config = readServerConfig({ NODE_ENV: dev ? "development" : "production", ...process.env });
const log = createLogger({ level: config.LOG_LEVEL, dev });
// Every line JSON: what React Router and other libraries print goes through the log too. While
// developing, Vite's own output stays as it is.
if (!dev) routeConsoleTo(log);
/** Set once the database is open and migrated (startSite); the metrics read the outbox through it. */
let openedDatabase: DatabaseHandle | undefined;
const metrics =
  config.METRICS_PORT !== undefined || config.METRICS_TOKEN
    ? createMetrics({ database: () => openedDatabase, pooled: Boolean(config.DATABASE_URL), log })
    : undefined;

type BuildWithServices = ServerBuild & {
  entry: {
    module: { servicesContext: RouterContext<Services>; requestInfoContext: RouterContext<RequestInfo> };
  };
};

/** React Router's handler, with the services handed to loaders and actions through the router context. */
function pageRenderer(
  getBuild: () => Promise<BuildWithServices>,
  mode: "production" | "development",
  services: Services,
) {
  let cached: { build: BuildWithServices; handler: ReturnType<typeof createRequestHandler> } | undefined;
  return async (request: Request, info: RequestInfo) => {
    const build = await getBuild();
    if (cached?.build !== build) cached = { build, handler: createRequestHandler(build, mode) };
    const { servicesContext, requestInfoContext } = build.entry.module;
    const context = new RouterContextProvider(
      new Map<RouterContext<unknown>, unknown>([
        [servicesContext, services],
        [requestInfoContext, info],
      ]),
    );
    return cached.handler(withBoundedQuery(request, build.routeDiscovery.manifestPath), context);
  };
}

type Listener = ReturnType<typeof getRequestListener>;

/**
 * What serves pages, made before the server listens (neither needs the database): Vite's middleware and
 * its server build while developing, the production build and its files in memory otherwise.
 */
let viteMiddlewares: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
let getBuild: () => Promise<BuildWithServices>;
let staticFiles: ReturnType<typeof loadStaticFiles> | undefined;
let downloadsDir: string | undefined;
let assetArchive: AssetArchive | undefined;
let redirectOf: (path: string) => string | undefined;
if (dev) {
  const vite = await import("vite");
  // The editor's code loads only here: no build of the site imports it.
  const plugins = editor ? [(await import("../editor/dev-server.ts")).editorDevServer()] : [];
  const viteServer = await vite.createServer({ server: { middlewareMode: true }, plugins });
  viteMiddlewares = viteServer.middlewares;
  getBuild = () =>
    viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<BuildWithServices>;
  // The preview follows the file as the editor saves it; the build checks each redirect against the pages.
  const { readRedirects } = await import("../content/redirects/index.ts");
  redirectOf = (path) => {
    try {
      return readRedirects().find((redirect) => redirect.from === path)?.to;
    } catch (error) {
      log.warn({ err: error }, "redirects: the file cannot be read; the preview follows none");
      return undefined;
    }
  };
} else {
  const buildDir = resolve(config.BUILD_DIR);
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as BuildWithServices;
  staticFiles = loadStaticFiles(join(buildDir, "client"), {
    https: config.public.SITE_URL.startsWith("https:"),
    recaptcha: Boolean(config.public.RECAPTCHA_SITE_KEY),
    tools: configuredTools(config.public),
  });
  downloadsDir = join(buildDir, "downloads");
  getBuild = async () => build;
  // The redirects the build checked against its pages; a build made before it kept them has none.
  const redirects = new Map(Object.entries((await publishedAddressesOf(buildDir))?.redirects ?? {}));
  redirectOf = (path) => redirects.get(path);
  // Before the server listens: the first page this instance sends may have its files fetched from another
  // instance, still on the previous build, through the shared folder.
  if (config.ASSET_RETENTION_DAYS > 0) {
    assetArchive = await openAssetArchive({
      archiveDir: resolve(config.ASSET_ARCHIVE_DIR),
      assetsDir: join(buildDir, "client", "assets"),
      retentionMs: config.ASSET_RETENTION_DAYS * 24 * 60 * 60 * 1000,
      version: build.assets.version,
      manifestPath: build.routeDiscovery.manifestPath,
      log,
    });
  }
}

/**
 * The server listens before the database is open: migrating can take a while (another instance may hold
 * the migration lock), and meanwhile the instance says it is alive but not ready (createStartingApp).
 * Once the site is up, every new request goes to the full application.
 */
let listener: Listener = getRequestListener(createStartingApp({ config }).fetch);
const server = createServer(
  httpServerOptions(config),
  observeRequests(
    (req, res) => {
      if (viteMiddlewares) viteMiddlewares(req, res, () => listener(req, res));
      else listener(req, res);
    },
    { log, metrics, routeOf: routeLabeller(staticFiles?.keys()), trustProxy: config.TRUST_PROXY },
  ),
);
capConnections(server, config, log);
closeSlowConnections(server, config, log);

/** Opens and migrates the database, starts the services, then hands requests to the full application. */
async function startSite() {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, "pglite"),
    log,
    syncToDisk: config.PGLITE_FSYNC === "on",
  });
  if (database.kind === "pglite" && config.PGLITE_FSYNC === "off") {
    log.warn(
      "database: PGLITE_FSYNC=off: embedded PGlite acknowledges leads before they reach the disk, so an OS " +
        "crash or a power cut can lose them or corrupt the database; unset it, or use DATABASE_URL",
    );
  }
  openedDatabase = database;
  // Links signed now must still work after a restart and on every instance: without SIGNING_SECRET, the key
  // is one the site keeps in its database.
  const signingSecret = config.SIGNING_SECRET ?? (await siteSecret(database.db, "signing"));
  if (!config.SIGNING_SECRET)
    log.info("links: SIGNING_SECRET is not set; links are signed with the site's own key");
  const {
    services,
    worker,
    close: closeServices,
  } = createServices(config, database, {
    log,
    metrics,
    signingSecret,
  });
  worker.start();
  const checkHealth = async () => {
    await database.db.execute(sql`select 1`);
  };
  // The live site's editor loads its code only when configured (server/editor.ts); `npm run cms` has its own.
  // Its forms' schemas read some of the content's data files, which Node reads only through the hooks.
  let editor: Awaited<ReturnType<typeof loadEditor>> | undefined;
  if (!dev && config.EDITOR_GITHUB_REPO) editor = await loadEditor(config);
  listener = getRequestListener(
    createApp({
      config,
      services,
      editor,
      renderPage: pageRenderer(getBuild, dev ? "development" : "production", services),
      staticFiles,
      assetArchive,
      checkHealth,
      downloadsDir,
      metrics,
      redirectOf,
    }).fetch,
  );
  return { database, closeServices };
}

server.on("error", (error: NodeJS.ErrnoException) => {
  log.fatal(
    { err: error },
    error.code === "EADDRINUSE"
      ? `Port ${config.PORT} on ${config.HOST} is already in use: stop the other server or set PORT.`
      : `The server could not start: ${error.message}`,
  );
  process.exit(1);
});
let metricsServer: Server | undefined;
if (metrics && config.METRICS_PORT !== undefined) {
  const port = config.METRICS_PORT;
  metricsServer = await startMetricsServer(metrics, { host: config.METRICS_HOST, port, log }).catch(
    (error: NodeJS.ErrnoException) => {
      log.fatal(
        { err: error },
        error.code === "EADDRINUSE"
          ? `Port ${port} on ${config.METRICS_HOST} is already in use: set METRICS_PORT to a free one.`
          : `The metrics server could not start: ${error.message}`,
      );
      process.exit(1);
    },
  );
  const address = metricsServer.address();
  const where = typeof address === "object" && address ? address.port : port;
  log.info(`metrics on http://${config.METRICS_HOST}:${where}${metricsPath}`);
}

const listening = new Promise<void>((resolveListening) => {
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const kind = config.DATABASE_URL ? "postgres" : "pglite";
    const where = config.DATABASE_URL
      ? "PostgreSQL"
      : `embedded PGlite in ${join(config.DATA_DIR, "pglite")}`;
    log.info(
      { port, database: kind },
      `Regu site ${dev ? "(development) " : ""}on http://${config.HOST}:${port} · database: ${where}`,
    );
    if (editor)
      log.info(
        `Content editor on http://${config.HOST}:${port}${editorPath} (local mode: saves to the files)`,
      );
    resolveListening();
  });
});
// Only once listening: a port in use should be said before any database work.
const started = listening.then(startSite);
started.then(
  () => {
    // Start-up leaves garbage that V8 keeps until its next full collection, which a quiet site may not
    // reach for hours: on a new PGlite folder, initdb's WebAssembly memory, some 300 MB. `npm start` passes
    // --expose-gc so that it is collected once, now.
    (globalThis as { gc?: () => void }).gc?.();
  },
  (error: unknown) => {
    // Another process on the embedded database's folder: what to do, not a stack trace.
    if (error instanceof DatabaseFolderInUse) log.fatal(error.message);
    else log.fatal({ err: error }, "the database could not be opened and migrated");
    process.exit(1);
  },
);

stopOnSignals(server, {
  drainMs: config.SHUTDOWN_DRAIN_MS,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  log,
  async close() {
    // The instance is going away: a scrape in progress is cut rather than waited for.
    metricsServer?.closeAllConnections();
    metricsServer?.close();
    assetArchive?.close();
    // A signal during start waits for the migration to finish (or fail) rather than cut it off halfway;
    // stopOnSignals bounds the wait.
    const site = await started.catch(() => undefined);
    if (!site) return;
    await site
      .closeServices()
      .catch((error: unknown) => log.error({ err: error }, "stopping the outbox failed"));
    await site.database
      .close()
      .catch((error: unknown) => log.error({ err: error }, "closing the database failed"));
  },
});

async function loadEditor(config: ServerConfig) {
  const { registerDataFiles } = await import("../content/schema/data-file-module.ts");
  registerDataFiles(resolve(import.meta.dirname, ".."));
  return (await import("./editor.ts")).editorRoutes(config);
}
