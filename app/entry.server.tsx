import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
// Checks the company's facts once, as the build and the server start: a file that does not fit stops them.
import "../content/brand.server.ts";
import { withBanner } from "./consent/banner-island.ts";
import { consentBannerFor } from "./consent/banner-markup.server.tsx";
import { withSiteIcon } from "./seo/site-icon.server.ts";
import { withSocialGlyphs } from "./art/social-glyphs.server.ts";
import { assertNoMarkupShownAsText } from "./markup-as-text.ts";
import { logOf, requestInfoContext } from "../core/services/context.ts";

// The server reads the context key from the build, so that it and the route modules share one key.
export { requestInfoContext, servicesContext } from "../core/services/context.ts";

export const streamTimeout = 5_000;

/**
 * Renders whole documents (no streaming): pages are small and prerendered. A document rendered for one
 * request carries the server's nonce on every inline script React Router writes, and the server's
 * Content-Security-Policy names that nonce; prerendered pages carry none (the build hashes their scripts).
 * Three things are written into the document outside React, which leaves them alone as it hydrates: the
 * site's icon at the end of the head (app/seo/site-icon.server.ts), the footer's social glyphs at the
 * end of the body (app/art/social-glyphs.server.ts) and, when the page shows it, the cookie
 * banner after them (app/consent/banner-island.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const banner = consentBannerFor(request);
          const chunks: Buffer[] = [];
          const body = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            flush(callback) {
              clearTimeout(timeout);
              const html = withSocialGlyphs(withSiteIcon(Buffer.concat(chunks).toString("utf8")));
              if (import.meta.env.DEV) {
                // Development only: a production build drops the check and the module with it.
                try {
                  const page = new URL(request.url).pathname;
                  assertNoMarkupShownAsText(html, routerContext.staticHandlerContext.loaderData, page);
                } catch (error) {
                  logOf(loadContext).error({ err: error }, "the page shows loader data both ways");
                  callback(error as Error);
                  return;
                }
              }
              callback(null, banner ? withBanner(html, banner) : html);
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          logOf(loadContext).error({ err: error }, "React could not render the page");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests are the visitor leaving, and 404s are answers, not faults.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status === 404)) return;
  const log = logOf(context);
  // A refused request (a POST to a page without a form, say) is the client's mistake: one line, no stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    const path = new URL(request.url).pathname.slice(0, 200);
    log.warn({ status: error.status }, `refused ${request.method} ${path}: ${error.status}`);
    return;
  }
  log.error({ err: error }, "a loader or action failed");
};
