import type { Lang } from "../../core/routing/pages.ts";
import { readLanguages } from "../schema/page-files.ts";
import aboutEn from "./about.en.yaml";
import aboutId from "./about.id.yaml";
import { aboutSchema } from "./about.schema.ts";
import conversionEn from "./conversion.en.yaml";
import conversionId from "./conversion.id.yaml";
import { conversionSchema } from "./conversion.schema.ts";
import covidEn from "./covid.en.yaml";
import covidId from "./covid.id.yaml";
import { covidSchema } from "./covid.schema.ts";
import projectManagementEn from "./project-management.en.yaml";
import projectManagementId from "./project-management.id.yaml";
import { projectManagementSchema } from "./project-management.schema.ts";
import type { AboutContent, ConversionContent, CovidContent, ProjectManagementContent } from "./types.ts";

export const aboutContent: Record<Lang, AboutContent> = readLanguages(aboutSchema, {
  en: aboutEn,
  id: aboutId,
});
export const covidContent: Record<Lang, CovidContent> = readLanguages(covidSchema, {
  en: covidEn,
  id: covidId,
});
export const projectManagementContent: Record<Lang, ProjectManagementContent> = readLanguages(
  projectManagementSchema,
  { en: projectManagementEn, id: projectManagementId },
);
export const conversionContent: Record<Lang, ConversionContent> = readLanguages(conversionSchema, {
  en: conversionEn,
  id: conversionId,
});
