import type { Lang } from "../../core/routing/pages.ts";
import { readLanguages } from "../schema/page-files.ts";
import en from "./en.yaml";
import id from "./id.yaml";
import { homeSchema } from "./schema.ts";
import type { HomeContent } from "./types.ts";

export const homeContent: Record<Lang, HomeContent> = readLanguages(homeSchema, { en, id });
