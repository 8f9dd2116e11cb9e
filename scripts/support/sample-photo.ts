/**
 * A camera-sized JPEG made on the spot, for the tests and the bench of the image pipeline: a soft scene
 * (sky, floor, figures out of focus) with texture at every scale and sensor grain over it, the detail that
 * makes a real photo cost bytes. Drawn from a fixed seed, so every run measures the same file; no photo is
 * downloaded.
 */
import sharp from "sharp";
import { seededRandom } from "../seeded-random.ts";

export async function samplePhotoJpeg({
  width = 4000,
  height = 3000,
  seed = 7,
}: { width?: number; height?: number; seed?: number } = {}): Promise<Buffer> {
  const next = seededRandom(seed);
  // The scene at an eighth of the size, blurred up: large soft shapes as a lens out of focus draws them.
  const w = Math.ceil(width / 8);
  const h = Math.ceil(height / 8);
  const scene = Buffer.alloc(w * h * 3);
  const figures = Array.from({ length: 9 }, () => ({
    x: next() * w,
    y: h * (0.45 + next() * 0.3),
    rx: w * (0.03 + next() * 0.05),
    ry: h * (0.15 + next() * 0.2),
    colour: [next() * 200 + 30, next() * 160 + 40, next() * 160 + 40],
  }));
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const horizon = y < h * 0.55;
      let colour = horizon
        ? [150 + (y / h) * 120, 190 + (y / h) * 50, 235 - (x / w) * 20]
        : [120 - (y / h) * 40, 100 - (y / h) * 30, 80];
      for (const figure of figures) {
        const d = ((x - figure.x) / figure.rx) ** 2 + ((y - figure.y) / figure.ry) ** 2;
        if (d < 1) colour = figure.colour;
      }
      scene.set(
        colour.map((value) => Math.max(0, Math.min(255, value))),
        (y * w + x) * 3,
      );
    }
  }
  const base = await sharp(scene, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height)
    .blur(6)
    .raw()
    .toBuffer();
  // Texture at every scale, as foliage, fabric and brickwork give a photo: random fields of a 256th, a
  // 128th … a quarter of the size, blown up smoothly and added, coarse ones stronger. An encoder cannot
  // smooth this away as it does sensor grain, so it costs what detail in a real photo costs.
  for (const [divisor, strength] of [
    [256, 26],
    [128, 22],
    [64, 18],
    [32, 14],
    [16, 11],
    [8, 8],
    [4, 6],
  ] as const) {
    const tw = Math.ceil(width / divisor);
    const th = Math.ceil(height / divisor);
    const field = Buffer.alloc(tw * th);
    for (let i = 0; i < field.length; i += 1) field[i] = Math.floor(next() * 256);
    const smooth = await sharp(field, { raw: { width: tw, height: th, channels: 1 } })
      .resize(width, height, { kernel: "cubic" })
      .raw()
      .toBuffer();
    for (let i = 0; i < base.length; i += 1) {
      const offset = (((smooth[Math.floor(i / 3)] ?? 128) - 128) / 128) * strength;
      base[i] = Math.max(0, Math.min(255, (base[i] ?? 0) + offset));
    }
  }
  for (let i = 0; i < base.length; i += 1) {
    const grain = (next() + next() + next() - 1.5) * 10;
    base[i] = Math.max(0, Math.min(255, (base[i] ?? 0) + grain));
  }
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
