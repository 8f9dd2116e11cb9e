import type { Lang } from "../../core/routing/pages.ts";
import { readLanguages } from "../schema/page-files.ts";
import en from "./en.yaml";
import id from "./id.yaml";
import { leadPagesSchema } from "./schema.ts";
import type { LeadPagesContent } from "./types.ts";

export const leadPagesContent: Record<Lang, LeadPagesContent> = readLanguages(leadPagesSchema, { en, id });
