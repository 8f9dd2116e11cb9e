import type { Lang } from "../../app/routing/pages.ts";
import { readDataFile } from "../schema/data-file.ts";
import aboutEn from "./about.en.yaml";
import aboutId from "./about.id.yaml";
import { aboutSchema } from "./about.schema.ts";
import conversionEn from "./conversion.en.yaml";
import conversionId from "./conversion.id.yaml";
import { conversionSchema } from "./conversion.schema.ts";
import covidEn from "./covid.en.yaml";
import covidId from "./covid.id.yaml";
import { covidSchema } from "./covid.schema.ts";
import projectManagementEn from "./project-management.en.ts";
import projectManagementId from "./project-management.id.ts";
import type { AboutContent, ConversionContent, CovidContent, ProjectManagementContent } from "./types.ts";

export const aboutContent: Record<Lang, AboutContent> = {
  en: readDataFile(aboutSchema, aboutEn),
  id: readDataFile(aboutSchema, aboutId),
};
export const covidContent: Record<Lang, CovidContent> = {
  en: readDataFile(covidSchema, covidEn),
  id: readDataFile(covidSchema, covidId),
};
export const projectManagementContent: Record<Lang, ProjectManagementContent> = {
  en: projectManagementEn,
  id: projectManagementId,
};
export const conversionContent: Record<Lang, ConversionContent> = {
  en: readDataFile(conversionSchema, conversionEn),
  id: readDataFile(conversionSchema, conversionId),
};
