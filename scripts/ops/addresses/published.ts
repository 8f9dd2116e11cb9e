/**
 * The build's list of the addresses it publishes, and the check that it drops none an earlier deploy
 * published (docs/operations.md, "Addresses across deploys"). The list goes into the hashed files, so each
 * instance copies it into the asset archive with its scripts at start; the next deploy build reads the
 * lists there.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  addressesFileName,
  buildAddressesFile,
  droppedAddresses,
  isAddressesFileName,
  parsePublishedAddresses,
  type PublishedAddresses,
} from "../../../core/routing/published-addresses.server.ts";
import { redirectsFile } from "../../../content/redirects/index.ts";
import { readServerConfig } from "../../../server/config.ts";

const addressesOfBuild = (buildDir: string) => join(buildDir, buildAddressesFile);

/** Writes the list beside the build and, under its hashed name, among the build's hashed files. */
export async function writePublishedAddresses(buildDir: string, list: PublishedAddresses): Promise<string> {
  const body = JSON.stringify({ pages: [...list.pages].sort(), redirects: list.redirects });
  const name = addressesFileName(body);
  await mkdir(join(buildDir, "client", "assets"), { recursive: true });
  await writeFile(join(buildDir, "client", "assets", name), body);
  await writeFile(addressesOfBuild(buildDir), body);
  return name;
}

export type AddressCheck =
  | { kind: "no-archive"; archiveDir: string }
  | { kind: "checked"; archiveDir: string; lists: number; dropped: string[] };

/**
 * Compares `current` with every list in the archive folder (each build of the retention the instances
 * kept), skipping a list that cannot be read: a half-copied file is never one a build relied on.
 */
export async function checkAgainstArchive(
  archiveDir: string,
  current: PublishedAddresses,
): Promise<AddressCheck> {
  const folder = resolve(archiveDir);
  if (!existsSync(folder)) return { kind: "no-archive", archiveDir: folder };
  const earlier: PublishedAddresses[] = [];
  for (const name of await readdir(folder)) {
    if (!isAddressesFileName(name)) continue;
    const list = parsePublishedAddresses(await readFile(join(folder, name), "utf8"));
    if (list) earlier.push(list);
  }
  return {
    kind: "checked",
    archiveDir: folder,
    lists: earlier.length,
    dropped: droppedAddresses(earlier, current),
  };
}

/** The check's outcome in a line or a few, for the build's log; `ok` false refuses the build. */
export function describeCheck(check: AddressCheck): { ok: boolean; message: string } {
  if (check.kind === "no-archive")
    return {
      ok: true,
      message: `Addresses: no earlier build's list at ${check.archiveDir} (a first deploy, or a build away from the deploy's data folder), so none was compared.`,
    };
  if (check.dropped.length === 0)
    return {
      ok: true,
      message: `Addresses: every address of the ${check.lists} earlier build${check.lists === 1 ? "" : "s"} kept at ${check.archiveDir} is still a page or redirected.`,
    };
  return {
    ok: false,
    message: [
      "The content cannot be published: an earlier deploy published these addresses, and this build has no page at them and no redirect from them:",
      ...check.dropped.map((address) => `  ${address}`),
      `Old links and search results lead there. Add a redirect for each (the editor's "Redirects", or ${redirectsFile}) to the page that replaces it.`,
    ].join("\n"),
  };
}

/**
 * The check against the archive the server settings in `env` name (`ASSET_ARCHIVE_DIR`, else
 * `$DATA_DIR/assets`), as the instances of the deploy keep it.
 */
export async function checkWithServerSettings(
  env: Record<string, string | undefined>,
  current: PublishedAddresses,
): Promise<{ ok: boolean; message: string }> {
  const config = readServerConfig(env);
  if (config.ASSET_RETENTION_DAYS === 0)
    return {
      ok: true,
      message: "Addresses: ASSET_RETENTION_DAYS=0 keeps no earlier build's files, so none was compared.",
    };
  return describeCheck(await checkAgainstArchive(config.ASSET_ARCHIVE_DIR, current));
}
