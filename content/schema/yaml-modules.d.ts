// A content data file imported by a content module (scripts/vite/content-data-plugin.ts).
declare module "*.yaml" {
  import type { DataFile } from "./data-file.ts";

  const dataFile: DataFile;
  export default dataFile;
  /** The parsed YAML, unchecked: for browser code, which carries no schema, reading a file the build checks. */
  export const data: unknown;
}
