import { resolve } from "node:path";

/** The repository's root folder, where package.json is: what the scripts and the tests read paths from. */
export const rootDir = resolve(import.meta.dirname, "..");
