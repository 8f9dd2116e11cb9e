/**
 * What is wrong with a file chosen for an image field, judged by its bytes rather than its name: the editor
 * says so before saving (editor/field-notes.ts), and the build refuses the same files (app/media/media.server.ts).
 */

/** The largest original accepted: a phone never receives it, but the repository keeps it. */
export const maxMediaBytes = 20 * 1024 * 1024;

/** The kind of image the bytes hold, whatever the file is called; undefined for anything else. */
export function imageKindOf(bytes: Uint8Array): "jpeg" | "png" | "webp" | "svg" | undefined {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart();
  if (/^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return "svg";
  return undefined;
}

/** The problem with an upload, in the editor's words, or undefined when it is an image the site takes. */
export function uploadProblem(file: { data: Uint8Array; filename: string }): string | undefined {
  const megabytes = (count: number) => (count / 1024 / 1024).toFixed(1);
  if (file.data.byteLength > maxMediaBytes) {
    return `"${file.filename}" is ${megabytes(file.data.byteLength)} MB; the largest accepted is ${megabytes(maxMediaBytes)} MB. Export a smaller copy (a JPEG 4000 pixels wide is about 3 MB).`;
  }
  if (!imageKindOf(file.data)) {
    return `"${file.filename}" is not a JPEG, PNG, WebP or SVG image, whatever its name says: choose the photo itself.`;
  }
  return undefined;
}
