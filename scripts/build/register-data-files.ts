/**
 * `node --import ./scripts/build/register-data-files.ts <script>`: a script run by Node itself can import
 * the content modules, whose data files Node cannot read alone (scripts/vite/content-data-plugin.ts).
 * Loaded before the script's own imports, which an import inside the script would come too late for.
 */
import { rootDir } from "../repository-root.ts";
import { registerDataFiles } from "../vite/content-data-plugin.ts";

registerDataFiles(rootDir);
