import type { z } from "zod";
import type { collectionListsSchema } from "./schema.ts";

/** The words of the collections' list pages in one language, as their schema (schema.ts) checks them. */
export type CollectionListsContent = z.output<typeof collectionListsSchema>;
