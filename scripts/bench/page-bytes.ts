/**
 * What a first visit downloads: each page loaded once in a fresh Chromium context (empty cache) until the
 * network is idle, summing the encoded body bytes by resource type. Gzip is forced because it is what
 * every client supports; brotli figures would be smaller.
 */
import { chromium, type Request } from "playwright";
import { onCleanup } from "./cleanup.ts";
import { chromiumPath, quietChromiumFlags } from "./config.ts";

export const byteTypes = ["html", "css", "js", "font", "image", "other"] as const;
export type ByteType = (typeof byteTypes)[number];

export interface PageBytes {
  page: string;
  /** Encoded (transferred) body bytes per type. */
  bytes: Record<ByteType, number>;
  requests: Record<ByteType, number>;
  total: number;
  /** Content-Encoding values seen, to prove gzip was served where compression applies. */
  encodings: Record<string, number>;
  /** JS the page fetches once idle for the pages its visible links lead to (not part of `bytes`). */
  prefetchedJs: number;
}

function typeOf(resourceType: string): ByteType {
  switch (resourceType) {
    case "document":
      return "html";
    case "stylesheet":
      return "css";
    case "script":
      return "js";
    case "font":
      return "font";
    case "image":
      return "image";
    default:
      return "other";
  }
}

const zeroes = (): Record<ByteType, number> => ({ html: 0, css: 0, js: 0, font: 0, image: 0, other: 0 });

export async function measurePageBytes(origin: string, pages: readonly string[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: quietChromiumFlags });
  const close = onCleanup(() => browser.close());
  try {
    const results: PageBytes[] = [];
    for (const page of pages) {
      // The first load is measured with link prefetching off (the site skips it when the visitor saves
      // data): code fetched once the page is idle, for the next page, is not what this page costs to show.
      const firstLoad = await measureOne(origin, page, { prefetch: false });
      const withPrefetch = await measureOne(origin, page, { prefetch: true });
      results.push({ ...firstLoad, prefetchedJs: Math.max(0, withPrefetch.bytes.js - firstLoad.bytes.js) });
    }
    return results;
  } finally {
    await close();
  }

  async function measureOne(
    origin: string,
    path: string,
    { prefetch }: { prefetch: boolean },
  ): Promise<Omit<PageBytes, "prefetchedJs">> {
    // A new context per page: nothing cached from the previous one.
    const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
    try {
      const tab = await context.newPage();
      if (!prefetch) {
        await tab.addInitScript(() =>
          Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
        );
      }
      const finished: Request[] = [];
      tab.on("requestfinished", (request) => finished.push(request));
      const response = await tab.goto(origin + path, { waitUntil: "networkidle", timeout: 30_000 });
      if (!response?.ok()) throw new Error(`GET ${path} answered ${response?.status() ?? "nothing"}`);

      const result: Omit<PageBytes, "prefetchedJs"> = {
        page: path,
        bytes: zeroes(),
        requests: zeroes(),
        total: 0,
        encodings: {},
      };
      for (const request of finished) {
        if (!request.url().startsWith(origin)) continue; // data: URLs cost nothing on the wire
        const reply = await request.response();
        if (!reply) continue;
        const headers = await reply.allHeaders();
        const { responseBodySize } = await request.sizes();
        // Chromium reports the encoded size; fall back on the header when it reports nothing.
        const size = responseBodySize > 0 ? responseBodySize : Number(headers["content-length"] ?? 0);
        const type = typeOf(request.resourceType());
        result.bytes[type] += size;
        result.requests[type] += 1;
        result.total += size;
        const encoding = headers["content-encoding"] ?? "none";
        result.encodings[encoding] = (result.encodings[encoding] ?? 0) + 1;
      }
      return result;
    } finally {
      await context.close();
    }
  }
}
