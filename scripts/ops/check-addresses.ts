/**
 * `npm run check-addresses`: whether the build in BUILD_DIR (./build) drops an address an earlier deploy
 * published, against the asset archive of the server settings in the environment. A deploy build runs the
 * same check itself; this is for a build made where the archive is not (a container image: run it in the
 * new image with the data volume before it replaces the old one, docs/operations.md).
 */
import { resolve } from "node:path";
import { publishedAddressesOf } from "../../core/routing/published-addresses.server.ts";
import { checkWithServerSettings } from "./addresses/published.ts";

const buildDir = resolve(process.env.BUILD_DIR || "build");
const current = await publishedAddressesOf(buildDir);
if (!current) {
  console.error(`${buildDir} has no list of its addresses: build the site first (npm run build).`);
  process.exit(1);
}
const { ok, message } = await checkWithServerSettings(process.env, current);
(ok ? console.log : console.error)(message);
process.exit(ok ? 0 : 1);
