/**
 * Every address of the site: the route table's pages and files without parameters, the pages of the
 * content collections, and the files the file routes with parameters answer. The build prerenders them
 * (react-router.config.ts), and every link the content makes to the site must lead to one of them.
 */
import { matchPath } from "react-router";
import { adminScreenFiles } from "../art/admin/admin-screens.ts";
import { scenePath } from "../art/scenes/scenes.ts";
import { sceneKeys } from "../../core/art/scene-keys.ts";
import { prerenderPaths, type FileWithParams } from "../../core/routing/derive.ts";
import { files, languages } from "../../core/routing/pages.ts";
// Not the collections' documents: the route config reads this module, where the data files are not modules.
import { searchCollectionNames, searchDocumentsPath } from "../search/search-paths.ts";
import { isPersonKey, personKey } from "../../content/customers.ts";
import { caseStudyImage, collectionItems, collectionVersions } from "./collection-pages.server.ts";
import { caseStudies } from "./collections.server.ts";
import { avatarPath } from "./customers.server.ts";
import { isMediaPath } from "../media/media.server.ts";
import { checkInternalLinks, type LinkedDocument } from "./internal-links.server.ts";
import { readRedirects, redirectsFile } from "../../content/redirects/index.ts";
import { redirectProblems } from "../../core/routing/published-addresses.server.ts";
import { ContentProblem } from "../../content/schema/content-problem.ts";

/**
 * The files each file route with parameters answers, so the build can prerender them. A file route added
 * to the table with a parameter in its path needs its entry here; the typecheck asks for it.
 */
const filesOfRoutes: Record<FileWithParams, () => string[]> = {
  // The drawings of the case studies without a logo or banner file (`logo_img`, `banner_img`), each
  // language its own; a photo or logo file from the media folder is no drawing, and the build makes its
  // variants instead.
  caseStudyImage: () =>
    languages.flatMap((lang) =>
      caseStudies[lang]
        .flatMap((item) => [caseStudyImage(item, "logo"), caseStudyImage(item, "banner")])
        .filter((path) => !isMediaPath(path))
        .flatMap((path) =>
          path.includes("/banner-") ? [path, path.replace(/\.svg$/, "-narrow.svg")] : [path],
        ),
    ),
  // The drawn portrait of each person a case study quotes, when one is drawn: other pages may quote them.
  avatar: () =>
    languages.flatMap((lang) =>
      caseStudies[lang]
        .flatMap((item) => (item.data.quoteName === undefined ? [] : [item.data.quoteName]))
        .filter((name) => isPersonKey(personKey(name)))
        .map(avatarPath),
    ),
  scene: () => sceneKeys.map(scenePath),
  adminScreen: () => adminScreenFiles(languages),
  searchDocuments: () =>
    searchCollectionNames.flatMap((collection) =>
      languages.map((lang) => searchDocumentsPath(collection, lang)),
    ),
};

/** The files of the file routes with parameters, each checked against its route's path. */
function routeFiles(): string[] {
  return (Object.keys(filesOfRoutes) as FileWithParams[]).flatMap((fileId) =>
    filesOfRoutes[fileId]().map((path) => {
      const pattern = files[fileId].path;
      if (!matchPath({ path: pattern, end: true }, path)) {
        throw new Error(`"${path}" is no file of the ${fileId} route, whose path is ${pattern}`);
      }
      return path;
    }),
  );
}

/** Every address of the site, for the build to prerender. */
export function siteAddresses(): string[] {
  const collectionPages = collectionVersions().flatMap((versions) => Object.values(versions));
  return [...new Set([...prerenderPaths(), ...collectionPages, ...routeFiles()])];
}

/** Made on the first check, once: the addresses do not change while a build or a server runs. */
let addresses: ReadonlySet<string> | undefined;

/** Throws, naming the file and the link, when a document links to no address of the site. */
export function checkSiteLinks(documents: Iterable<LinkedDocument>): void {
  addresses ??= new Set(siteAddresses());
  checkInternalLinks(documents, addresses);
}

/**
 * The addresses to prerender, once the collections' links and the redirects are checked: a broken one
 * fails the build, naming its file (the legal documents check theirs as they load, app/legal/documents.server.ts).
 */
export function checkedSiteAddresses(): string[] {
  checkSiteLinks(collectionItems());
  checkRedirects();
  return siteAddresses();
}

/** Throws, naming each entry at fault, when a redirect hides a page or leads to no page. */
function checkRedirects(): void {
  let redirects;
  try {
    redirects = readRedirects();
  } catch (error) {
    throw new ContentProblem((error as Error).message, { cause: error });
  }
  addresses ??= new Set(siteAddresses());
  const problems = redirectProblems(redirects, addresses);
  if (problems.length > 0)
    throw new ContentProblem(`${redirectsFile}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
}
