import type { Lang } from "../../app/routing/pages.ts";
import aboutEn from "./about.en.ts";
import aboutId from "./about.id.ts";
import conversionEn from "./conversion.en.ts";
import conversionId from "./conversion.id.ts";
import covidEn from "./covid.en.ts";
import covidId from "./covid.id.ts";
import projectManagementEn from "./project-management.en.ts";
import projectManagementId from "./project-management.id.ts";
import type { AboutContent, ConversionContent, CovidContent, ProjectManagementContent } from "./types.ts";

export const aboutContent: Record<Lang, AboutContent> = { en: aboutEn, id: aboutId };
export const covidContent: Record<Lang, CovidContent> = { en: covidEn, id: covidId };
export const projectManagementContent: Record<Lang, ProjectManagementContent> = {
  en: projectManagementEn,
  id: projectManagementId,
};
export const conversionContent: Record<Lang, ConversionContent> = { en: conversionEn, id: conversionId };
