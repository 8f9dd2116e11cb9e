import { sceneKeys } from "../../core/art/scene-keys.ts";
import { officeCountries, officeCountryNames } from "../office-countries.ts";
import { choice, group, groupPerKey, line, list, paragraph } from "../schema/fields.ts";
import { ctaGroup, figuresList, heroGroup, metaGroup, titledTextList } from "../schema/page-parts.ts";

/**
 * The about page in one language (`content/company/about.<lang>.yaml`); offices and contacts come from
 * brand.json. The words per office are written for every country an office may be in (office-countries.ts),
 * not read from brand.json: the form would then import the file "Company facts" saves.
 */
export const aboutSchema = group(
  {
    meta: metaGroup,
    hero: heroGroup,
    story: group(
      {
        title: line({ label: "Heading" }),
        paragraphs: list(paragraph({ label: "Paragraph" }), { label: "Paragraphs", min: 2, max: 3 }),
        scene: group(
          {
            key: choice(sceneKeys, { label: "Drawing" }),
            alt: paragraph({ label: "What it shows", hint: "One sentence, for those who cannot see it." }),
          },
          { label: "Drawing beside the story" },
        ),
      },
      { label: "Our story" },
    ),
    mission: group(
      { title: line({ label: "Heading" }), statement: paragraph({ label: "Statement" }) },
      { label: "Mission" },
    ),
    values: group(
      { title: line({ label: "Heading" }), items: titledTextList({ label: "Values" }) },
      { label: "Values" },
    ),
    figures: figuresList,
    offices: group(
      {
        title: line({ label: "Heading" }),
        lead: paragraph({ label: "Lead" }),
        roles: groupPerKey(officeCountries, (code) => paragraph({ label: officeCountryNames[code] }), {
          label: "What each office does",
          hint: "One sentence per office.",
        }),
        hours: groupPerKey(officeCountries, (code) => line({ label: officeCountryNames[code] }), {
          label: "Working hours",
          hint: "For example: Monday–Friday, 09:00–18:00 (WIB).",
        }),
      },
      { label: "Offices" },
    ),
    cta: ctaGroup,
  },
  { label: "About page" },
);
