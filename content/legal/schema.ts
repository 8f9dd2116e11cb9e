import { z } from "zod";

/** The front matter every legal document has (`content/legal/<document>/<lang>.md`). */
export const legalFrontMatter = z.strictObject({
  title: z.string().min(1).meta({ title: "Title" }),
  description: z.string().min(50).max(170).meta({
    title: "Description",
    description: "Shown in search results: 50 to 170 characters.",
    multiline: true,
  }),
  /** When the text last changed, shown on the page (YYYY-MM-DD). */
  updated: z.iso
    .date()
    .meta({ title: "Last changed on", description: "Shown on the page: change it with the text." }),
});
