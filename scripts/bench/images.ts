/**
 * The images phase (`BENCH_ONLY=images`, and last in `npm run bench`): a case study with a camera-sized photo
 * as its banner, and the home page with it beside the headline, against the same pages with their drawings.
 * The photo build is made in a copy of the project (scripts/fixtures/project-copy.ts) whose content names a
 * 4000 × 3000 JPEG (scripts/fixtures/sample-photo.ts) in the media folder; Lighthouse mobile runs on both
 * builds' pages, and the photo's bytes are what the emulated 412-pixel phone downloaded.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Result } from "lighthouse";
import { parse, stringify } from "yaml";
import { samplePhotoJpeg } from "../fixtures/sample-photo.ts";
import { variantPathPrefix } from "../../core/media/media-names.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { copyProject } from "../fixtures/project-copy.ts";
import { rootDir } from "../repository-root.ts";
import { kb, medianLcpMs, type BudgetCheck } from "./budgets.ts";
import { onCleanup } from "./cleanup.ts";
import type { BenchConfig } from "./config.ts";
import { auditItems, runLighthouse, type LighthousePage } from "./lighthouse.ts";
import type { Machine } from "./machine.ts";
import { startOurServer } from "./servers.ts";

/** The pages measured: a case study whose banner, and the home page whose first screen, get the photo. */
export const imagesPages = [pathTo("caseStudy", "en", { name: "pt-alun" }), pathTo("home", "en")] as const;
const caseStudyFile = "content/case-studies/en/pt-alun.md";
const bannerPath = "/media/case-studies/pt-alun/banner.jpg";
const homeFile = "content/home/en.yaml";
const homePhotoPath = "/media/home-en/photo.jpg";

export const imageLimits = { lcpRatio: 1.15, phoneImageKb: 80 } as const;

export interface PhotoPage {
  page: string;
  drawing: LighthousePage;
  withPhoto: LighthousePage;
  /** The photo's variants the phone downloaded in each run, with their transferred bytes. */
  phoneImages: Array<{ url: string; bytes: number }>;
}

export interface ImagesReport {
  machine: Machine;
  settings: BenchConfig;
  durationSeconds: number;
  photo: { width: number; height: number; bytes: number };
  pages: PhotoPage[];
  budgets: BudgetCheck[];
}

/** The copy of the project with the photo in the case study's banner and the home page's first screen. */
async function photoBuild(photo: Buffer): Promise<string> {
  const copy = copyProject(rootDir, "regu-bench-images-");
  onCleanup(() => rmSync(copy, { recursive: true, force: true }));
  for (const path of [bannerPath, homePhotoPath]) {
    const file = join(copy, "content", ...path.split("/").filter(Boolean));
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, photo);
  }
  // Without a banner_img the case study shows its drawing. The photo goes in the English version, which
  // both languages show, and each language says what it shows; the lines go after the key.
  for (const [lang, lines] of [
    ["en", `banner_img: ${bannerPath}\nbannerAlt: The customer's workplace`],
    ["id", "bannerAlt: Tempat kerja pelanggan"],
  ] as const) {
    const file = join(copy, caseStudyFile.replace("/en/", `/${lang}/`));
    const before = readFileSync(file, "utf8");
    const after = before.replace(/^(key: .*)$/m, `$1\n${lines}`);
    if (after === before) throw new Error(`${file} has no key line to follow`);
    writeFileSync(file, after);
  }
  const home = parse(readFileSync(join(copy, homeFile), "utf8")) as { hero: Record<string, unknown> };
  home.hero.photo = homePhotoPath;
  home.hero.photoAlt = "Outlet staff at the start of a shift";
  writeFileSync(join(copy, homeFile), stringify(home));
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
  console.log(
    `Images: building a copy whose ${imagesPages.join(" and ")} have a ${kb(photo.length).toFixed(0)} KB photo…`,
  );
  const buildDir = await photoBuild(photo);
  const drawn = await startOurServer({ name: "ours, drawings" });
  const photographed = await startOurServer({ name: "ours, photos", env: { BUILD_DIR: buildDir } });
  const pages: PhotoPage[] = [];
  for (const page of imagesPages) {
    const phoneImages: PhotoPage["phoneImages"] = [];
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
      `Images: Lighthouse on ${page} (${config.lighthouseRuns} run(s)), with the drawing, then the photo…`,
    );
    const drawing = await runLighthouse(drawn.origin, [page], config, {
      reportDir: "lighthouse-images/drawing",
    });
    const withPhoto = await runLighthouse(photographed.origin, [page], config, {
      reportDir: "lighthouse-images/photo",
      verify: recordImages,
    });
    const [drawingPage] = drawing.pages;
    const [photoPage] = withPhoto.pages;
    if (!drawingPage || !photoPage) throw new Error(`Lighthouse measured no page at ${page}`);
    pages.push({ page, drawing: drawingPage, withPhoto: photoPage, phoneImages });
  }
  await drawn.stop();
  await photographed.stop();
  return {
    machine,
    settings: config,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    photo: { width: 4000, height: 3000, bytes: photo.length },
    pages,
    budgets: pages.flatMap(imagesBudgets),
  };
}

export function imagesBudgets({ page, drawing, withPhoto, phoneImages }: PhotoPage): BudgetCheck[] {
  const ratio = medianLcpMs(withPhoto) / medianLcpMs(drawing);
  const largest = Math.max(0, ...phoneImages.map((image) => image.bytes));
  return [
    {
      budget: `${page} with a 4000 × 3000 photo: Lighthouse mobile performance (median run)`,
      limit: "100",
      result: String(withPhoto.median.scores.performance),
      pass: withPhoto.median.scores.performance === 100,
    },
    {
      budget: `${page} with the photo: LCP against the page with its drawing (medians of the runs)`,
      limit: `≤ ${imageLimits.lcpRatio}×`,
      result: `${ratio.toFixed(2)}× (${Math.round(medianLcpMs(withPhoto))} ms / ${Math.round(medianLcpMs(drawing))} ms)`,
      pass: ratio <= imageLimits.lcpRatio,
    },
    {
      budget: `${page}: the photo as a 412-pixel phone downloads it (largest of the runs)`,
      limit: `≤ ${imageLimits.phoneImageKb} KB`,
      result: phoneImages.length === 0 ? "not downloaded" : `${kb(largest).toFixed(1)} KB`,
      pass: phoneImages.length > 0 && kb(largest) <= imageLimits.phoneImageKb,
    },
  ];
}
