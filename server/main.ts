/**
 * The Node entry of the site: `node server/main.ts` serves the production build; with `--dev` it serves
 * the sources through Vite with hot reload. Both share the API, the database and the headers.
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
import { configuredTools } from "../app/consent/tools.ts";
import { openDatabase } from "../app/db/database.server.ts";
import type { RequestInfo, Services } from "../app/services/context.ts";
import { createApp } from "./app.ts";
import { readServerConfig } from "./config.ts";
import { capConnections, httpServerOptions } from "./http-limits.ts";
import { stopOnSignals } from "./lifecycle.ts";
import { createLogger } from "./logger.ts";
import { createMetrics, startMetricsServer } from "./metrics.ts";
import { observeRequests } from "./request-log.ts";
import { routeLabeller } from "./route-label.ts";
import { createServices } from "./services.ts";
import { loadStaticFiles, type StaticFile } from "./static-files.ts";

const dev = process.argv.includes("--dev");
const config = readServerConfig({ NODE_ENV: dev ? "development" : "production", ...process.env });
const log = createLogger({ level: config.LOG_LEVEL, dev });
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, "pglite"), log });
} catch (error) {
  log.fatal({ err: error }, "the database could not be opened");
  process.exit(1);
}
const metrics =
  config.METRICS_PORT !== undefined || config.METRICS_TOKEN ? createMetrics({ database, log }) : undefined;
const { services, worker, close: closeServices } = createServices(config, database, { log, metrics });
worker.start();

type BuildWithServices = ServerBuild & {
  entry: {
    module: { servicesContext: RouterContext<Services>; requestInfoContext: RouterContext<RequestInfo> };
  };
};

/** React Router's handler, with the services handed to loaders and actions through the router context. */
function pageRenderer(getBuild: () => Promise<BuildWithServices>, mode: "production" | "development") {
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
    return cached.handler(request, context);
  };
}

let listener: ReturnType<typeof getRequestListener>;
let staticFiles: ReadonlyMap<string, StaticFile> | undefined;
let viteMiddlewares: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
const checkHealth = async () => {
  await database.db.execute(sql`select 1`);
};

if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  viteMiddlewares = viteServer.middlewares;
  const renderPage = pageRenderer(
    () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<BuildWithServices>,
    "development",
  );
  listener = getRequestListener(createApp({ config, services, renderPage, checkHealth, metrics }).fetch);
} else {
  const buildDir = resolve(config.BUILD_DIR);
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as BuildWithServices;
  staticFiles = loadStaticFiles(join(buildDir, "client"), {
    https: config.public.SITE_URL.startsWith("https:"),
    recaptcha: Boolean(config.public.RECAPTCHA_SITE_KEY),
    tools: configuredTools(config.public),
  });
  const renderPage = pageRenderer(async () => build, "production");
  listener = getRequestListener(
    createApp({
      config,
      services,
      renderPage,
      staticFiles,
      checkHealth,
      downloadsDir: join(buildDir, "downloads"),
      metrics,
    }).fetch,
  );
}

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
  log.info(`metrics on http://${config.METRICS_HOST}:${where}/metrics`);
}
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const where =
    database.kind === "pglite" ? `embedded PGlite in ${join(config.DATA_DIR, "pglite")}` : "PostgreSQL";
  log.info(
    { port, database: database.kind },
    `Regu site ${dev ? "(development) " : ""}on http://${config.HOST}:${port} · database: ${where}`,
  );
  // Start-up leaves garbage that V8 keeps until its next full collection, which a quiet site may not
  // reach for hours: on a new PGlite folder, initdb's WebAssembly memory, some 300 MB. `npm start` passes
  // --expose-gc so that it is collected once, now.
  (globalThis as { gc?: () => void }).gc?.();
});

stopOnSignals(server, {
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  log,
  async close() {
    // The instance is going away: a scrape in progress is cut rather than waited for.
    metricsServer?.closeAllConnections();
    metricsServer?.close();
    await closeServices().catch((error: unknown) => log.error({ err: error }, "stopping the outbox failed"));
    await database
      .close()
      .catch((error: unknown) => log.error({ err: error }, "closing the database failed"));
  },
});
