import type { Lang } from "../../core/routing/pages.ts";
import { readLanguages } from "../schema/page-files.ts";
import en from "./en.yaml";
import id from "./id.yaml";
import { collectionListsSchema } from "./schema.ts";
import type { CollectionListsContent } from "./types.ts";

export const collectionListsContent: Record<Lang, CollectionListsContent> = readLanguages(
  collectionListsSchema,
  { en, id },
);
