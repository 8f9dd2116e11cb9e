/**
 * The images phase (`BENCH_ONLY=images`, and last in `npm run bench`): a case study with a camera-sized photo
 * as its banner against the same page with its drawing. The photo build is made in a copy of the project
 * (scripts/project-copy.ts) whose case study names a 4000 × 3000 JPEG (tests/support/sample-photo.ts) in
 * the media folder; Lighthouse mobile runs on both builds' page, and the photo's bytes are what the
 * emulated 412-pixel phone downloaded.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Result } from "lighthouse";
import { samplePhotoJpeg } from "../../tests/support/sample-photo.ts";
import { variantPathPrefix } from "../../app/media/media-names.ts";
import { copyProject } from "../project-copy.ts";
import { rootDir } from "../start-args.ts";
import { kb, medianLcpMs, type BudgetCheck } from "./budgets.ts";
import { onCleanup } from "./cleanup.ts";
import type { BenchConfig } from "./config.ts";
import { auditItems, runLighthouse, type LighthousePage } from "./lighthouse.ts";
import type { Machine } from "./machine.ts";
import { startOurServer } from "./servers.ts";

/** The page measured, and the case study whose banner becomes a photo in the copy. */
export const imagesPage = "/case-study/pt-alun";
const caseStudyFile = "content/case-studies/en/pt-alun.md";
const photoPath = "/media/case-studies/pt-alun/banner.jpg";

export const imageLimits = { lcpRatio: 1.15, phoneImageKb: 80 } as const;

export interface ImagesReport {
  machine: Machine;
  settings: BenchConfig;
  durationSeconds: number;
  photo: { width: number; height: number; bytes: number };
  drawing: LighthousePage;
  withPhoto: LighthousePage;
  /** The photo's variants the phone downloaded in each run, with their transferred bytes. */
  phoneImages: Array<{ url: string; bytes: number }>;
  budgets: BudgetCheck[];
}

/** The copy of the project with the photo as the case study's banner, built; its build folder. */
async function photoBuild(photo: Buffer): Promise<string> {
  const copy = copyProject(rootDir, "regu-bench-images-");
  onCleanup(() => rmSync(copy, { recursive: true, force: true }));
  const file = join(copy, "content", ...photoPath.split("/").filter(Boolean));
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, photo);
  const source = join(copy, caseStudyFile);
  const before = readFileSync(source, "utf8");
  const after = before.replace(/^banner_img: .*$/m, `banner_img: ${photoPath}`);
  if (after === before) throw new Error(`${caseStudyFile} has no banner_img line to replace`);
  writeFileSync(source, after);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: copy,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: "build" },
  });
  if (result.status !== 0) throw new Error(`npm run build of the photo copy failed (exit ${result.status})`);
  return join(copy, "build");
}

export async function imagesPhase(config: BenchConfig, machine: Machine): Promise<ImagesReport> {
  const started = Date.now();
  const photo = await samplePhotoJpeg();
  console.log(`Images: building a copy whose ${imagesPage} has a ${kb(photo.length).toFixed(0)} KB photo…`);
  const buildDir = await photoBuild(photo);
  const drawn = await startOurServer({ name: "ours, drawn banner" });
  const photographed = await startOurServer({ name: "ours, photo banner", env: { BUILD_DIR: buildDir } });
  const phoneImages: ImagesReport["phoneImages"] = [];
  const recordImages = (lhr: Result) => {
    for (const item of auditItems(lhr, "network-requests")) {
      const url = String(item.url ?? "");
      if (url.includes(variantPathPrefix)) {
        phoneImages.push({
          url: url.slice(url.indexOf(variantPathPrefix)),
          bytes: Number(item.transferSize ?? 0),
        });
      }
    }
  };
  console.log(
    `Images: Lighthouse on ${imagesPage} (${config.lighthouseRuns} run(s)), with the drawing, then the photo…`,
  );
  const drawing = await runLighthouse(drawn.origin, [imagesPage], config.lighthouseRuns, {
    reportDir: "lighthouse-images/drawing",
  });
  const withPhoto = await runLighthouse(photographed.origin, [imagesPage], config.lighthouseRuns, {
    reportDir: "lighthouse-images/photo",
    verify: recordImages,
  });
  await drawn.stop();
  await photographed.stop();
  const [drawingPage] = drawing.pages;
  const [photoPage] = withPhoto.pages;
  if (!drawingPage || !photoPage) throw new Error("Lighthouse measured no page");
  return {
    machine,
    settings: config,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    photo: { width: 4000, height: 3000, bytes: photo.length },
    drawing: drawingPage,
    withPhoto: photoPage,
    phoneImages,
    budgets: imagesBudgets(drawingPage, photoPage, phoneImages),
  };
}

export function imagesBudgets(
  drawing: LighthousePage,
  withPhoto: LighthousePage,
  phoneImages: ImagesReport["phoneImages"],
): BudgetCheck[] {
  const ratio = medianLcpMs(withPhoto) / medianLcpMs(drawing);
  const largest = Math.max(0, ...phoneImages.map((image) => image.bytes));
  return [
    {
      budget: "With a 4000 × 3000 photo banner: Lighthouse mobile performance (median run)",
      limit: "100",
      result: String(withPhoto.median.scores.performance),
      pass: withPhoto.median.scores.performance === 100,
    },
    {
      budget: "With the photo: LCP against the same page with its drawing (medians of the runs)",
      limit: `≤ ${imageLimits.lcpRatio}×`,
      result: `${ratio.toFixed(2)}× (${Math.round(medianLcpMs(withPhoto))} ms / ${Math.round(medianLcpMs(drawing))} ms)`,
      pass: ratio <= imageLimits.lcpRatio,
    },
    {
      budget: "The photo as a 412-pixel phone downloads it (largest of the runs)",
      limit: `≤ ${imageLimits.phoneImageKb} KB`,
      result: phoneImages.length === 0 ? "not downloaded" : `${kb(largest).toFixed(1)} KB`,
      pass: phoneImages.length > 0 && kb(largest) <= imageLimits.phoneImageKb,
    },
  ];
}
