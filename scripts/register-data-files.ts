/**
 * `node --import ./scripts/register-data-files.ts <script>`: a script run by Node itself can import the
 * content modules, whose data files Node cannot read alone (content-data-plugin.ts). Loaded before the
 * script's own imports, which an import inside the script would come too late for.
 */
import { rootDir } from "./start-args.ts";
import { registerDataFiles } from "./content-data-plugin.ts";

registerDataFiles(rootDir);
