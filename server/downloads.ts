import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import { downloadsPrefix } from "../core/routing/endpoints.ts";
import type { DownloadLinks } from "../core/leads/download-links.server.ts";
import { pathTo } from "../core/routing/paths.ts";

/**
 * GET /downloads/<token>: the PDF a visitor earned by sending a resource's form, as an attachment.
 * The files live outside the public build; an expired or forged token leads back to the resource page.
 */
export function downloadsRoute({ links, dir }: { links: DownloadLinks; dir: string }): Hono {
  const route = new Hono();
  route.get(`${downloadsPrefix}:token`, async (c) => {
    const check = links.verify(c.req.param("token"));
    if (!check.ok) {
      // The resource page says the link ran out and offers the form again.
      return check.reason === "expired"
        ? c.redirect(pathTo("resource", check.lang, { name: check.slug }, { download: "expired" }), 303)
        : c.notFound();
    }
    let file: Buffer;
    try {
      file = await readFile(join(dir, check.lang, `${check.slug}.pdf`));
    } catch {
      return c.notFound();
    }
    return c.body(new Uint8Array(file.buffer as ArrayBuffer, file.byteOffset, file.byteLength), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="regu-${check.slug}.pdf"`,
      "Content-Length": String(file.byteLength),
      // The link is personal and short-lived: nobody in between keeps a copy.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    });
  });
  return route;
}
