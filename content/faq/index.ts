import type { Lang } from "../../core/routing/pages.ts";
import { readLanguages } from "../schema/page-files.ts";
import en from "./en.yaml";
import id from "./id.yaml";
import { faqSchema } from "./schema.ts";
import type { FaqContent } from "./types.ts";

export const faqContent: Record<Lang, FaqContent> = readLanguages(faqSchema, { en, id });
