import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { svgDataUrl, withSiteIcon } from "../../app/seo/site-icon.server.ts";
import { touchIconPath } from "../../core/routing/endpoints.ts";

const iconSvg = readFileSync("public/favicon.svg", "utf8").trim();

describe("the site's icon in the page", () => {
  it("is the icon file as a data: URL a browser decodes back to the same drawing", () => {
    const url = svgDataUrl(iconSvg);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    const decoded = decodeURIComponent(url.slice("data:image/svg+xml,".length));
    expect(decoded).toBe(iconSvg.replaceAll('"', "'"));
  });

  it("holds nothing a URL in a double-quoted attribute may not", () => {
    const url = svgDataUrl('<svg a="1">\n  <g fill="#fff" d="50% {x} | ^ ` \\ & y"/></svg>');
    expect(url).not.toMatch(/[\s"<>#{}|^`\\]/);
    expect(url).not.toMatch(/%(?![0-9A-F]{2})/);
    expect(url).not.toMatch(/&(?!amp;)/);
  });

  it("is written at the end of the head, with the PNG for search engines and iOS beside it", () => {
    const page = withSiteIcon("<html><head><title>Regu</title></head><body><p>Hi</p></body></html>");
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).toContain(`<link rel="icon" href="${svgDataUrl(iconSvg)}" type="image/svg+xml">`);
    expect(head).toContain(`<link rel="apple-touch-icon" href="${touchIconPath}">`);
    expect(page.endsWith("</head><body><p>Hi</p></body></html>")).toBe(true);
  });

  it("leaves a document without a head as it is", () => {
    expect(withSiteIcon("<p>no head</p>")).toBe("<p>no head</p>");
  });
});
