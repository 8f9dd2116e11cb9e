import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageKindOf, maxMediaBytes, uploadProblem } from "../../core/media/upload-check.ts";

const photo = (format: "jpeg" | "png" | "webp") => {
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a7" } });
  return (format === "jpeg" ? image.jpeg() : format === "png" ? image.png() : image.webp()).toBuffer();
};

describe("a file chosen for an image field", () => {
  it("is known by its bytes, whatever its name", async () => {
    expect(imageKindOf(await photo("jpeg"))).toBe("jpeg");
    expect(imageKindOf(await photo("png"))).toBe("png");
    expect(imageKindOf(await photo("webp"))).toBe("webp");
    expect(imageKindOf(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      "svg",
    );
    expect(imageKindOf(Buffer.from("Not a photo"))).toBeUndefined();
  });

  it("is refused, named, when it is no image or over the limit, with the limit said", async () => {
    expect(uploadProblem({ data: await photo("jpeg"), filename: "team.jpg" })).toBeUndefined();
    expect(uploadProblem({ data: Buffer.from("Not a photo"), filename: "notes.jpg" })).toBe(
      '"notes.jpg" is not a JPEG, PNG, WebP or SVG image, whatever its name says: choose the photo itself.',
    );
    const huge = new Uint8Array(maxMediaBytes + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(uploadProblem({ data: huge, filename: "camera.jpg" })).toMatch(
      /^"camera\.jpg" is 20\.0 MB; the largest accepted is 20\.0 MB\. Export a smaller copy/,
    );
  });
});
