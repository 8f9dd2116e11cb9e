import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { describe, expect, it } from "vitest";
import { takeHydrationData, trimHydrationData } from "../../scripts/react-router-internals/hydration-data.ts";

/** A drawing as a loader sends it and React writes it into the page. */
const drawing = `<svg viewBox="0 0 10 10" role="img" aria-label="A phone">${'<rect width="1" height="1"/>'.repeat(12)}</svg>`;

/**
 * React Router's encoding of `{loaderData: {root: {dictionary}, page: {art, title, intro}}}` (turbo-stream:
 * entries refer to each other by index, object keys as `_<index>`), "title" shared by both routes' data.
 */
const entries = [
  { _1: 2, _3: -5, _4: -5 },
  "loaderData",
  { _5: 6, _7: 8 },
  "actionData",
  "errors",
  "root",
  { _9: 10 },
  "page",
  { _11: 12, _13: 14, _19: 20 },
  "dictionary",
  { _13: 15, _16: 17 },
  "art",
  drawing,
  "title",
  "Questions </script> answered",
  "Regu",
  "footer",
  { _13: 18 },
  "Company",
  "intro",
  "<p>short</p>",
];

const escapeForScript = (json: string) =>
  json.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

const pageWith = (payload: unknown[]) =>
  `<html lang="en"><body><main><div class="art">${drawing}</div><div><p>short</p></div></main>` +
  `<script>window.__reactRouterContext.streamController.enqueue(${escapeForScript(
    JSON.stringify(`${JSON.stringify(payload)}\n`),
  )});</script></body></html>`;

/** The data the browser decodes from a page, as React Router decodes it. */
async function decodedData(html: string) {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\);/.exec(html)?.[1];
  if (!literal) throw new Error("no hydration data in the page");
  const body = new Response(JSON.parse(literal) as string).body;
  if (!body) throw new Error("no body");
  const { value } = await decodeViaTurboStream(body, globalThis);
  return value as { loaderData: Record<string, Record<string, unknown>> };
}

describe("a prerendered page's hydration data", () => {
  it("leaves out the shell dictionary, handing it over to be fetched, and the drawing the page holds", async () => {
    const { html, dictionary } = trimHydrationData(pageWith(entries));
    expect(dictionary).toEqual({ title: "Regu", footer: { title: "Company" } });
    const { loaderData } = await decodedData(html);
    expect(loaderData.root).toEqual({});
    // The drawing is in the element React keeps; short markup and every other value travel as before.
    expect(loaderData.page).toEqual({
      art: "",
      title: "Questions </script> answered",
      intro: "<p>short</p>",
    });
    expect(html).toContain(`<div class="art">${drawing}</div>`);
    expect(html).not.toContain("Company");
    // What the script carries can never close it early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("keeps markup the page does not hold as it is, since the app renders it itself", async () => {
    const { html } = trimHydrationData(pageWith(entries).replace(`<div class="art">${drawing}</div>`, ""));
    expect((await decodedData(html)).loaderData.page?.art).toBe(drawing);
  });

  it("is left alone when it is more than one chunk (deferred data), or there is none", () => {
    const deferred = pageWith(entries).replace(
      "</body>",
      `<script>window.__reactRouterContext.streamController.enqueue("P21:[1]\\n");</script></body>`,
    );
    expect(trimHydrationData(deferred)).toEqual({ html: deferred });
    expect(trimHydrationData("<html><body></body></html>")).toEqual({ html: "<html><body></body></html>" });
  });

  it("leaves the page entirely, for the page to fetch: the same line React Router would have read", async () => {
    const closing = "<script>window.__reactRouterContext.streamController.close();</script>";
    const { html } = trimHydrationData(pageWith(entries).replace("</body>", `${closing}</body>`));
    const taken = takeHydrationData(html);
    expect(taken?.html).toBe(
      `<html lang="en"><body><main><div class="art">${drawing}</div><div><p>short</p></div></main></body></html>`,
    );
    const body = new Response(taken?.payload).body;
    if (!body) throw new Error("no body");
    const { value } = await decodeViaTurboStream(body, globalThis);
    expect(value).toEqual(await decodedData(html));
    // Without the stream's end, or with deferred data, the page keeps its scripts.
    expect(takeHydrationData(pageWith(entries))).toBeUndefined();
  });
});
