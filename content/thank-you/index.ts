import type { Lang } from "../../core/routing/pages.ts";
import { readLanguages } from "../schema/page-files.ts";
import en from "./en.yaml";
import id from "./id.yaml";
import { thankYouSchema } from "./schema.ts";
import type { ThankYouCollection } from "./types.ts";

export const thankYouContent: Record<Lang, ThankYouCollection> = readLanguages(thankYouSchema, { en, id });
