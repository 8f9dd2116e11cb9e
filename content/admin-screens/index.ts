import type { Lang } from "../../core/routing/pages.ts";
import { readLanguages } from "../schema/page-files.ts";
import en from "./en.yaml";
import id from "./id.yaml";
import { adminScreensSchema, type AdminScreensContent } from "./schema.ts";

/** The admin screens' words in both languages, each file checked against the schema. */
export const adminScreensContent: Record<Lang, AdminScreensContent> = readLanguages(adminScreensSchema, {
  en,
  id,
});
