import { describe, expect, it } from "vitest";
import { optionalGroup, optionalSelect } from "../../editor/optional-fields.ts";
import { editorFields } from "../../editor/fields.ts";
import { guideFrontMatter } from "../../content/schema/collections.ts";
import { fields } from "@keystatic/core";

// What the editor writes for a field the file may leave out must be what the schema accepts: nothing.
describe("the editor's optional fields", () => {
  it("leave an unpicked choice out of the file", () => {
    const feature = optionalSelect({ label: "Feature", options: [{ label: "leave", value: "leave" }] });
    expect(feature.parse(undefined)).toBe("");
    expect(feature.serialize("").value).toBeUndefined();
    expect(feature.serialize("leave").value).toBe("leave");
  });

  it("write a group whole when it is ticked, and leave it out when it is not", () => {
    const pill = optionalGroup({
      label: "Pill",
      children: {
        // Keystatic types its text field as the slug field it can also be; here it is a simple field.
        label: fields.text({ label: "Pill" }) as unknown as ReturnType<typeof optionalSelect>,
        tone: fields.select({ label: "Colour", options: [{ label: "ok", value: "ok" }], defaultValue: "ok" }),
      },
    });
    expect(pill.parse(undefined)).toBeNull();
    expect(pill.serialize(null).value).toBeUndefined();
    const stored = { label: "Approved", tone: "ok" };
    expect(pill.serialize(pill.parse(stored)).value).toEqual(stored);
  });

  it("are derived from a schema's optional choice, and its optional part as a switch (a user-guide article)", () => {
    const form = editorFields(guideFrontMatter, { mediaFolder: "user-guide/en" });
    expect(form.feature).toMatchObject({ kind: "form", label: "Feature" });
    expect(form.screen).toMatchObject({
      kind: "object",
      fields: { rows: { element: { fields: { status: { kind: "conditional" } } } } },
    });
  });
});
