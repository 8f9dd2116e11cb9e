import { createAvatar } from "@dicebear/core";
import { avataaars } from "@dicebear/collection";
import { portraits, type BrandColour, type PersonKey, type PortraitLook } from "../../content/customers.ts";
import { colour, hair, skin } from "./palette.ts";

/**
 * The quoted people's portraits: DiceBear's "Avataaars" illustrations (Pablo Stanley's, free for commercial
 * use), drawn on the server at build into SVG files, so they cost the pages no script. Avataaars is the
 * library's style with a headscarf and with business clothes, which the people quoted, most of them in
 * Indonesia, wear. Each person's look (content/customers.ts) picks the parts; what it leaves open (the
 * eyes' expression) follows from their key, so a portrait is the same at every build.
 */

const skinTone: Record<PortraitLook["skin"], string> = {
  light: skin[0],
  tan: skin[1],
  medium: skin[2],
  brown: skin[3],
};

const hairTone: Record<PortraitLook["hairColour"], string> = {
  black: hair[0],
  "dark-brown": hair[1],
  brown: hair[2],
};

type Options = avataaars.Options;

const hairStyle: Record<PortraitLook["hair"], NonNullable<Options["top"]>[number]> = {
  "side-part": "theCaesarAndSidePart",
  crew: "shortFlat",
  bob: "bob",
  long: "straight01",
  bun: "bun",
  hijab: "hijab",
};

const clothes: Record<PortraitLook["top"], NonNullable<Options["clothing"]>[number]> = {
  shirt: "collarAndSweater",
  blazer: "blazerAndShirt",
  polo: "shirtCrewNeck",
  blouse: "shirtScoopNeck",
};

/** A colour as the library takes it: hexadecimal digits without the hash. */
const hex = (value: string) => value.replace("#", "").toLowerCase();
const brand = (name: BrandColour) => hex(colour[name]);

/** A quoted person's portrait as a standalone SVG file, shown in a circle beside their words. */
export function portraitSvg(person: PersonKey): string {
  const look: PortraitLook = portraits[person];
  return createAvatar(avataaars, {
    seed: person,
    size: 120,
    backgroundColor: [brand(look.background)],
    skinColor: [hex(skinTone[look.skin])],
    top: [hairStyle[look.hair]],
    topProbability: 100,
    hairColor: [hex(hairTone[look.hairColour])],
    hatColor: [brand(look.scarf ?? "brand-700")],
    clothing: [clothes[look.top]],
    clothesColor: [brand(look.topColour)],
    accessories: ["prescription02"],
    accessoriesColor: [hex(colour.navy)],
    accessoriesProbability: look.glasses ? 100 : 0,
    facialHairProbability: 0,
    // A calm, friendly face: the library's other expressions (winks, tears, rolled eyes) are not for a
    // customer speaking about their work.
    eyes: ["default", "happy"],
    eyebrows: ["defaultNatural"],
    mouth: ["smile"],
  }).toString();
}
