import { describe, expect, it } from "vitest";
import { importsOf, reachableFrom, sourceFiles } from "../support/source-files.ts";

/** Each source file's imports that land in one of `forbidden`, as "importer → imported". */
function importsInto(files: string[], forbidden: string[]): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((imported) => forbidden.some((folder) => imported.startsWith(folder)))
      .map((imported) => `${file} → ${imported}`),
  );
}

const files = sourceFiles();
const under = (folder: string) => files.filter((file) => file.startsWith(folder));

describe("the house plan (docs/architecture.md#layout)", () => {
  it("has a core that depends on no page and no server code", () => {
    expect(importsInto(under("core/"), ["app/", "server/", "scripts/", "tests/", "editor/"])).toEqual([]);
  });

  it("keeps the outbox and the mail free of the features they serve", () => {
    const features = ["core/leads/", "core/newsletter/"];
    expect(importsInto([...under("core/outbox/"), ...under("core/mail/")], features)).toEqual([]);
    // The mail is built and sent without knowing that an outbox queues it.
    expect(importsInto(under("core/mail/"), ["core/outbox/"])).toEqual([]);
  });

  it("has content that reads the domain core and nothing else of the code", () => {
    expect(importsInto(under("content/"), ["app/", "server/", "scripts/", "tests/", "editor/"])).toEqual([]);
  });

  it("has an editor that reads the domain core and the content only", () => {
    expect(importsInto(under("editor/"), ["app/", "server/", "scripts/", "tests/"])).toEqual([]);
  });

  it("has a server that reaches the pages' code only through the build", () => {
    // What the runtime image runs from source (the Dockerfile's last stage): the server with the editor it
    // mounts, and the operator's commands. None of it may need app/, which the image does not copy.
    const runtimeSources = files.filter((file) =>
      /^(server|editor)\/|^scripts\/ops\/(leads|check-addresses|addresses)[./]/.test(file),
    );
    const reached = reachableFrom(runtimeSources);
    const intoPages = [...reached]
      .filter(([file]) => file.startsWith("app/"))
      .map(([, chain]) => chain.join(" → "));
    expect(intoPages).toEqual([]);
  });

  it("keeps the drawings beneath the components and the route modules that show them", () => {
    expect(importsInto(under("app/art/"), ["app/components/", "app/routes/"])).toEqual([]);
  });

  it("keeps the pages out of the server and the build tools", () => {
    expect(importsInto(under("app/"), ["server/", "scripts/", "tests/"])).toEqual([]);
  });

  it("keeps scripts independent of the tests", () => {
    expect(importsInto(under("scripts/"), ["tests/"])).toEqual([]);
  });

  it("can tell when a rule is broken", () => {
    // The checks above pass on an empty list too: make sure the graph really is read.
    expect(importsOf("server/main.ts").some((file) => file.startsWith("core/"))).toBe(true);
    expect(importsInto(["server/main.ts"], ["core/"]).length).toBeGreaterThan(0);
    expect(under("core/outbox/").length).toBeGreaterThan(0);
    expect(under("core/mail/").length).toBeGreaterThan(0);
    expect(under("app/art/").length).toBeGreaterThan(0);
    expect(importsInto(["content/home/schema.ts"], ["core/"]).length).toBeGreaterThan(0);
    expect(importsInto(["editor/fields.ts"], ["core/"]).length).toBeGreaterThan(0);
  });
});
