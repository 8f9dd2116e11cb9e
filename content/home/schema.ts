import { sceneKeys } from "../../core/art/scene-keys.ts";
import { en } from "../../core/i18n/en.ts";
import { featureKeys } from "../features.ts";
import {
  choice,
  group,
  groupPerKey,
  itemKey,
  line,
  list,
  paragraph,
  photo,
  photoAlt,
} from "../schema/fields.ts";
import { eyebrow, figuresList, metaGroup, sectionOpening, titledText } from "../schema/page-parts.ts";

const heading = (label = "Heading") => line({ label });

/** The home page's words in one language (`content/home/<lang>.yaml`). */
export const homeSchema = group(
  {
    meta: metaGroup,
    hero: group(
      {
        eyebrow,
        title: line({
          label: "Headline",
          hint: "At most 60 characters, so the first screen still shows the buttons on a phone. The footer of every page and the about page show the tagline of Company facts instead: change it there too if the two should say the same.",
          max: 60,
        }),
        lead: paragraph({ label: "Lead" }),
        primaryCta: line({ label: "Demo button" }),
        secondaryCta: line({ label: "Trial button" }),
        note: line({ label: "Note", hint: "Under the buttons: the trial terms, plainly." }),
        photo: photo({
          label: "Photo beside the headline",
          hint: "A photo of real people at work, upright. Without one, the phone drawing below is shown.",
        }),
        photoAlt: photoAlt({
          label: "What the photo shows",
          hint: "For visitors who cannot see it, in one sentence.",
        }),
        phone: group(
          {
            greeting: line({ label: "Greeting" }),
            shift: line({ label: "Shift" }),
            location: line({ label: "Location" }),
            clockIn: line({ label: "Clock-in button" }),
            insideGeofence: line({ label: "Geofence note" }),
            todayTitle: line({ label: "Today heading" }),
            items: list(line({ label: "Line" }), { label: "Today's lines", min: 3, max: 3 }),
          },
          { label: "Phone screen", hint: "The words drawn inside the phone beside the headline." },
        ),
      },
      { label: "First screen" },
    ),
    features: group(
      {
        ...sectionOpening,
        // Each feature's name is the one the menus, footer and feature pages use (the dictionaries'
        // `features`), so a feature has one name everywhere: only its text is written here.
        items: groupPerKey(
          featureKeys,
          (key) => group({ body: paragraph({ label: "Text" }) }, { label: en.features[key].title }),
          { label: "Features" },
        ),
        linkLabel: line({ label: "Link", hint: "The link under each feature." }),
      },
      { label: "Features" },
    ),
    workplaces: group(
      {
        ...sectionOpening,
        items: list(
          group(
            {
              scene: choice(sceneKeys, { label: "Drawing" }),
              title: line({ label: "Title" }),
              caption: paragraph({ label: "Caption", hint: "One sentence." }),
            },
            { label: "Workplace" },
          ),
          { label: "Workplaces", min: 3, max: 3 },
        ),
      },
      { label: "Where Regu works" },
    ),
    steps: group(
      {
        ...sectionOpening,
        items: list(titledText({ label: "Step" }), {
          label: "Steps",
        }),
      },
      { label: "How it works" },
    ),
    proof: group(
      {
        eyebrow,
        title: heading(),
        figures: figuresList,
        logosLabel: line({ label: "Logos heading" }),
        unnamedLabel: line({
          label: "Unnamed customers' heading",
          hint: "Over the cards of the customers who are not named: their industry and a figure of their story.",
        }),
        quotes: list(
          group(
            {
              customer: itemKey({
                label: "Customer",
                hint: "Their case study: the person it quotes says it.",
              }),
              text: paragraph({ label: "Quote" }),
            },
            { label: "Quote" },
          ),
          {
            label: "Quotes",
            hint: "The first is shown largest. Indonesian pages show the Indonesian customers first.",
          },
        ),
      },
      { label: "Customers" },
    ),
    apps: group(
      {
        ...sectionOpening,
        points: list(line({ label: "Point" }), { label: "Points" }),
      },
      { label: "Mobile apps" },
    ),
    cta: group(
      {
        title: heading(),
        lead: paragraph({ label: "Lead" }),
        demo: line({ label: "Demo button" }),
        signup: line({ label: "Trial button" }),
      },
      { label: "Call to action" },
    ),
  },
  { label: "Home page" },
);
