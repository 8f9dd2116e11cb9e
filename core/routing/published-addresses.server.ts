/**
 * What a build publishes, kept so the next build can tell which old links it would break
 * (docs/operations.md, "Addresses across deploys"): the addresses of its pages, and its redirects from
 * addresses that are no page any more. Each build writes the list into its hashed files, so the asset
 * archive keeps the lists of the builds deployed before it; a build that drops an address one of them
 * published, without a redirect from it, is refused.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export interface PublishedAddresses {
  /** Every page of the build, as its address: `/blog/some-title`. */
  pages: string[];
  /** Old address → the page it now leads to. */
  redirects: Record<string, string>;
}

/** The build's own copy, beside its folders, which the server reads its redirects from. */
export const buildAddressesFile = "addresses.json";

/** `addresses-<hash>.json`: named by its content, as every file in the build's hashed folder is. */
export function addressesFileName(body: string): string {
  return `addresses-${createHash("sha256").update(body).digest("base64url").slice(0, 10)}.json`;
}

export const isAddressesFileName = (name: string) => /^addresses-[\w-]{10}\.json$/.test(name);

/** Reads a list as a build wrote it; anything else (a file cut short, another shape) is undefined. */
export function parsePublishedAddresses(body: string): PublishedAddresses | undefined {
  try {
    const parsed = JSON.parse(body) as Partial<PublishedAddresses>;
    const { pages, redirects } = parsed;
    if (!Array.isArray(pages) || !pages.every((page) => typeof page === "string")) return undefined;
    if (typeof redirects !== "object" || redirects === null || Array.isArray(redirects)) return undefined;
    if (!Object.values(redirects).every((to) => typeof to === "string")) return undefined;
    return { pages, redirects };
  } catch {
    return undefined;
  }
}

/** The list a build wrote beside its folders; undefined when it has none (made before lists were kept). */
export async function publishedAddressesOf(buildDir: string): Promise<PublishedAddresses | undefined> {
  try {
    return parsePublishedAddresses(await readFile(join(buildDir, buildAddressesFile), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Every address a list answers: its pages and its redirects' old addresses. */
const answered = ({ pages, redirects }: PublishedAddresses) => [...pages, ...Object.keys(redirects)];

/**
 * The addresses the earlier builds answered that this one does not: neither a page of it nor one of its
 * redirects. Sorted, each once.
 */
export function droppedAddresses(
  earlier: Iterable<PublishedAddresses>,
  current: PublishedAddresses,
): string[] {
  const now = new Set(answered(current));
  const dropped = new Set<string>();
  for (const list of earlier)
    for (const address of answered(list)) if (!now.has(address)) dropped.add(address);
  return [...dropped].sort();
}

/**
 * What is wrong with the redirects beside the site's addresses, one line each: a redirect from an address
 * that is a page (it would hide the page), or to an address that is none. A redirect to another redirect's
 * old address is refused too: a visitor should be sent once, straight to the page.
 */
export function redirectProblems(
  redirects: readonly { from: string; to: string }[],
  addresses: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const from = new Set(redirects.map((redirect) => redirect.from));
  redirects.forEach((redirect, index) => {
    const where = `redirects.${index}`;
    if (addresses.has(redirect.from))
      problems.push(
        `${where}.from: ${redirect.from} is a page of the site; a redirect from it would hide the page`,
      );
    if (from.has(redirect.to))
      problems.push(
        `${where}.to: ${redirect.to} is itself redirected; lead straight to the page it leads to`,
      );
    else if (!addresses.has(redirect.to)) problems.push(`${where}.to: ${redirect.to} is no page of the site`);
  });
  return problems;
}
