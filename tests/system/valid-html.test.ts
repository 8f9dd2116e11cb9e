import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { rootDir } from "../../scripts/repository-root.ts";
import { checkHtml, javaProblem } from "../../scripts/test/html-checker.ts";

const pages = join(rootDir, "build", "client");

describe("every prerendered page", () => {
  it("is valid HTML by the W3C Nu checker", { timeout: 300_000 }, () => {
    const problem = javaProblem();
    if (problem) throw new Error(`Cannot check the pages' HTML: ${problem}.`);
    const errors = checkHtml(pages).map(
      ({ url, lastLine, message }) =>
        `${relative(pages, new URL(url).pathname)}:${lastLine ?? "?"}: ${message}`,
    );
    expect(errors).toEqual([]);
  });
});
