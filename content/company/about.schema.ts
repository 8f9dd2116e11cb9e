import { sceneKeys } from "../../app/components/art/scenes/scenes.ts";
import { brand } from "../brand.ts";
import { choice, group, groupPerKey, line, list, paragraph } from "../schema/kit.ts";
import { ctaGroup, figuresList, heroGroup, metaGroup, titledTextList } from "../schema/page-parts.ts";

const offices = brand.offices.map((office) => office.countryCode);
const countryName = (code: (typeof offices)[number]) =>
  brand.offices.find((office) => office.countryCode === code)?.country.en ?? code;

/** The about page in one language (`content/company/about.<lang>.yaml`); offices and contacts come from brand.ts. */
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
        roles: groupPerKey(offices, (code) => paragraph({ label: countryName(code) }), {
          label: "What each office does",
          hint: "One sentence per office.",
        }),
        hours: groupPerKey(offices, (code) => line({ label: countryName(code) }), {
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
