import type { z } from "zod";
import type { aboutSchema } from "./about.schema.ts";
import type { conversionSchema } from "./conversion.schema.ts";
import type { covidSchema } from "./covid.schema.ts";
import type { projectManagementSchema } from "./project-management.schema.ts";

/** The about page in one language, as its schema (about.schema.ts) checks it. */
export type AboutContent = z.output<typeof aboutSchema>;

/** The workplace-health page (`/prevention-of-covid-19`) in one language (covid.schema.ts). */
export type CovidContent = z.output<typeof covidSchema>;

/** The project-management landing page for paid campaigns, in one language (project-management.schema.ts). */
export type ProjectManagementContent = z.output<typeof projectManagementSchema>;

/** The WhatsApp conversion page in one language (conversion.schema.ts). */
export type ConversionContent = z.output<typeof conversionSchema>;
