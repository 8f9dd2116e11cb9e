import facts from "./brand.json" with { type: "json" };
import { brandSchema, type Brand } from "./brand.schema.ts";
import { readDataFile } from "./schema/data-file.ts";

/**
 * The company's facts checked against their schema: the build (app/entry.server.tsx) and the server
 * (server/config.ts) stop, naming the file and each field, when `brand.json` does not fit. The browser's
 * code reads the same file plainly (brand.ts), without the schema.
 */
export const checkedBrand: Brand = readDataFile(brandSchema, { file: "content/brand.json", data: facts });
