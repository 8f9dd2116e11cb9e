/**
 * The content editor in GitHub mode, as the live site serves it (server/editor.ts, the editor built with
 * EDITOR_GITHUB_REPO), against a fake GitHub (fakes/fake-github.ts) whose repository is a copy of this
 * one: a manager signs in, starts a branch, adds a 3 MB photo to an article and saves, and opens the pull
 * request; then the branch, checked out as CI would, passes the content checks CI runs. docs/editing.md
 * ("What the GitHub-mode test covers") says what this does not reach: GitHub itself.
 *
 * The site's code is the production code: the browser reaches the fake at GitHub's addresses (the
 * editor-github project in playwright.config.ts), the server through fakes/github-dispatcher.ts, which
 * this file loads into the server process only.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { buildEditor } from "../../scripts/build/build-editor.ts";
import { copyProject } from "../../scripts/fixtures/project-copy.ts";
import { seededRandom } from "../../scripts/fixtures/seeded-random.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { startFakeGitHub, type FakeGitHub } from "./fakes/fake-github.ts";

const settings = {
  EDITOR_GITHUB_REPO: "regu-id/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.fake0123456789ab",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "fake-client-secret",
  KEYSTATIC_SECRET: "a-fake-secret-of-at-least-thirty-two-characters",
  KEYSTATIC_GITHUB_APP_SLUG: "regu-content",
} as const;

const article = "payroll-cut-off-checklist-for-hr";
const branch = "content/payroll-cut-off-photo";

let source: string;
let buildDir: string;
let fake: FakeGitHub;
let site: SiteProcess;
let checkout: string | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Copying, building the editor (a Vite build of Keystatic) and starting the server, on two cores.
  test.setTimeout(240_000);
  // The repository GitHub would hold: this one as the working tree has it, one commit on main.
  source = copyProject(rootDir, "regu-github-source-");
  const author = {
    GIT_AUTHOR_NAME: "Regu",
    GIT_AUTHOR_EMAIL: "dev@regu.test",
    GIT_COMMITTER_NAME: "Regu",
    GIT_COMMITTER_EMAIL: "dev@regu.test",
  };
  execFileSync("git", ["init", "--quiet", "--initial-branch=main"], { cwd: source });
  // Not the link to node_modules that copyProject makes: ".gitignore" ignores it, link or folder.
  execFileSync("git", ["add", "--all"], { cwd: source });
  execFileSync("git", ["commit", "--quiet", "--no-verify", "-m", "The site"], {
    cwd: source,
    env: { ...process.env, ...author },
  });

  // The site's build as it is, with the editor built beside it as EDITOR_GITHUB_REPO makes `npm run build` do.
  buildDir = mkdtempSync(join(tmpdir(), "regu-github-build-"));
  for (const entry of readdirSync(join(rootDir, "build"))) {
    if (entry !== "editor") symlinkSync(join(rootDir, "build", entry), join(buildDir, entry));
  }
  const [, started] = await Promise.all([
    buildEditor(buildDir),
    startFakeGitHub({
      source,
      repo: settings.EDITOR_GITHUB_REPO,
      clientId: settings.KEYSTATIC_GITHUB_CLIENT_ID,
      clientSecret: settings.KEYSTATIC_GITHUB_CLIENT_SECRET,
    }),
  ]);
  fake = started;
  const dispatcher = pathToFileURL(join(import.meta.dirname, "fakes", "github-dispatcher.ts")).href;
  site = await startSite({
    ...settings,
    BUILD_DIR: buildDir,
    FAKE_GITHUB_URL: fake.url,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${dispatcher}`].filter(Boolean).join(" "),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await fake?.close();
  for (const dir of [source, buildDir, checkout]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * A photo of about 3 MB: noise, which JPEG cannot shrink, so the commit carries every byte of a camera-
 * sized upload.
 */
async function threeMegabytePhoto(): Promise<Buffer> {
  const [width, height] = [2560, 1920];
  const next = seededRandom(3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(next() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", fake.gitDir, ...args], { encoding: "utf8", maxBuffer: 64 << 20 });

test("a manager signs in with GitHub, saves a photo on a branch and opens its pull request; CI's content checks pass on it", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const photo = await threeMegabytePhoto();
  expect(photo.length).toBeGreaterThan(2.8e6);

  // Signing in: the editor sends the browser to GitHub, which sends it back with a code that the server
  // exchanges for the editor's tokens.
  await page.goto(`${site.url}/keystatic`);
  await page.getByRole("button", { name: "Log in with GitHub" }).click({ timeout: 60_000 });
  // Back in the editor: at its dashboard, or already on the default branch's, where it goes once it has read
  // the repository (a fast machine may never show the first).
  await expect(page).toHaveURL(new RegExp(`^${site.url}/keystatic(/branch/main)?$`), { timeout: 60_000 });
  const gitActions = page.getByRole("button", { name: "git actions" });
  await expect(gitActions).toBeVisible({ timeout: 60_000 });
  expect(fake.requests).toContainEqual(expect.stringMatching(/^GET github\.com\/login\/oauth\/authorize\?/));
  expect(fake.requests).toContainEqual(
    expect.stringMatching(/^POST github\.com\/login\/oauth\/access_token\?/),
  );

  // A branch of its own, under the prefix the editor gives every branch (editor/keystatic.config.ts).
  await gitActions.click();
  await page.getByRole("menuitem", { name: "New branch…" }).click();
  await page.getByRole("textbox", { name: "Branch name" }).fill(branch.slice("content/".length));
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/branch/${encodeURIComponent(branch)}`));
  const main = git("rev-parse", "refs/heads/main").trim();
  expect(git("rev-parse", `refs/heads/${branch}`).trim()).toBe(main);

  // Eight hours on, GitHub's token has expired (its cookie with it): the editor's server trades the refresh
  // token, kept in its own encrypted cookie, for new ones, and the manager goes on without signing in again.
  // The page is left first: an editor page open as the token goes asks for new ones at once, and GitHub's
  // refresh tokens are good for one exchange, so a navigation that cut that answer off would sign it out.
  await page.goto("about:blank");
  await context.clearCookies({ name: "keystatic-gh-access-token" });

  // The article gets a cover photo, saved: a commit on the branch.
  await page.goto(
    `${site.url}/keystatic/branch/${encodeURIComponent(branch)}/collection/blog-en/item/${article}`,
  );
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).click({ timeout: 60_000 });
  await (await chooser).setFiles({ name: "cut-off-day.jpg", mimeType: "image/jpeg", buffer: photo });
  await page
    .getByRole("textbox", { name: "What the cover photo shows" })
    .fill("The payroll team on cut-off day");
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => git("rev-parse", `refs/heads/${branch}`).trim(), { timeout: 30_000 })
    .not.toBe(main);
  await page.screenshot({ path: test.info().outputPath("saved-on-branch.png") });

  const changed = git("diff", "--name-status", "--no-renames", main, `refs/heads/${branch}`)
    .trim()
    .split("\n")
    .map((line) => line.split("\t") as [string, string]);
  const photoPath = changed.find(([, path]) => path.endsWith(".jpg"))?.[1];
  expect(photoPath).toMatch(
    new RegExp(`^content/media/blog/en/${article}/cover-cut-off-day-[0-9a-f]{8}\\.jpg$`),
  );
  expect(changed).toEqual(
    expect.arrayContaining([
      ["M", `content/blog/en/${article}.md`],
      ["A", photoPath],
    ]),
  );
  expect(changed).toHaveLength(2);
  const saved = execFileSync(
    "git",
    ["--git-dir", fake.gitDir, "cat-file", "blob", `refs/heads/${branch}:${photoPath}`],
    {
      maxBuffer: 64 << 20,
    },
  );
  expect(saved.equals(photo)).toBe(true);
  const front = git("show", `refs/heads/${branch}:content/blog/en/${article}.md`);
  expect(front).toContain(`cover: ${photoPath?.replace(/^content/, "")}`);
  expect(front).toContain("The payroll team on cut-off day");

  // The pull request: Keystatic sends the manager to GitHub's page for a new one, in a new tab.
  await gitActions.click();
  const [pullRequestPage] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("menuitem", { name: "Create pull request" }).click(),
  ]);
  await expect(pullRequestPage).toHaveTitle(`Pull request #1 · ${settings.EDITOR_GITHUB_REPO}`);
  expect(fake.pullRequests).toEqual([{ number: 1, head: branch, base: "main" }]);
  expect(fake.unanswered).toEqual([]);

  // CI's content checks on the branch as GitHub would hand it to CI: the lint's format check over the files
  // the save changed, and the build's check of every data file.
  checkout = mkdtempSync(join(tmpdir(), "regu-github-checkout-"));
  execFileSync("git", ["clone", "--quiet", "--branch", branch, fake.gitDir, checkout]);
  symlinkSync(join(rootDir, "node_modules"), join(checkout, "node_modules"), "dir");
  const format = spawnSync(
    "npx",
    ["prettier", "--check", "--ignore-unknown", ...changed.map(([, path]) => path)],
    {
      cwd: checkout,
      encoding: "utf8",
    },
  );
  expect(format.status, `${format.stdout}${format.stderr}`).toBe(0);
  const content = spawnSync(
    process.execPath,
    ["--import", "./scripts/build/register-data-files.ts", "scripts/build/check-data-files.ts"],
    { cwd: checkout, encoding: "utf8" },
  );
  expect(content.status, `${content.stdout}${content.stderr}`).toBe(0);
  expect(content.stdout.trim()).toBe("[]");
});
