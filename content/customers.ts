/**
 * The customers whose stories the site tells, by the key of their case study (docs/product.md, Content the
 * site must carry). Their names in each language are the case studies' `company_name`, and the people
 * they quote are the case studies' `quoteName` and `quoteRole`: nothing here repeats them. Plain data,
 * safe in the browser.
 */
export const customerKeys = [
  "pt-alun",
  "pt-kasir-pintar",
  "raza-kopi",
  "fintech-company",
  "logistic-company",
  "mindray",
  "pemasok-perangkat-keras",
] as const;
export type CustomerKey = (typeof customerKeys)[number];

export function isCustomerKey(key: string): key is CustomerKey {
  return (customerKeys as readonly string[]).includes(key);
}

/** How a quoted person is drawn in their portrait (app/components/art/portrait.tsx). */
export interface PortraitLook {
  skin: "light" | "tan" | "medium" | "brown";
  hair: "side-part" | "crew" | "bob" | "long" | "bun" | "hijab";
  /** The hair's colour, or the headscarf's with `hijab`. */
  hairColour: string;
  top: "shirt" | "blazer" | "polo" | "blouse";
  topColour: string;
  glasses?: boolean;
  /** The disc behind the person. */
  background: string;
}

/**
 * Every person quoted on the site, by their key: their name in lowercase words joined by hyphens, which
 * is also the address of their portrait (`/avatars/<key>.svg`). Each is the `quoteName` of a case study.
 */
export const portraits = {
  "rina-hartono": {
    skin: "tan",
    hair: "bob",
    hairColour: "#1F1714",
    top: "blazer",
    topColour: "#085C42",
    background: "#FCE7C0",
  },
  "fitri-anggraini": {
    skin: "medium",
    hair: "hijab",
    hairColour: "#B8576A",
    top: "blouse",
    topColour: "#F3E4D2",
    background: "#C7E8D9",
  },
  "jason-lim": {
    skin: "light",
    hair: "side-part",
    hairColour: "#17120F",
    top: "shirt",
    topColour: "#2F4A6D",
    background: "#E2E8F0",
  },
  "hendra-gunawan": {
    skin: "medium",
    hair: "crew",
    hairColour: "#1B1411",
    top: "polo",
    topColour: "#1E3A5F",
    background: "#C7E8D9",
  },
  "maricel-santos": {
    skin: "tan",
    hair: "long",
    hairColour: "#3A241A",
    top: "blazer",
    topColour: "#334155",
    background: "#E6F4EE",
  },
  "somchai-rattanakul": {
    skin: "brown",
    hair: "crew",
    hairColour: "#141010",
    top: "polo",
    topColour: "#0B6E4F",
    background: "#FCE7C0",
  },
  "agus-setiawan": {
    skin: "brown",
    hair: "side-part",
    hairColour: "#1A1412",
    top: "shirt",
    topColour: "#FFFFFF",
    glasses: true,
    background: "#C7E8D9",
  },
} as const satisfies Record<string, PortraitLook>;
export type PersonKey = keyof typeof portraits;

/** A person's key from their name: "Rina Hartono" → "rina-hartono". */
export function personKey(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function isPersonKey(key: string): key is PersonKey {
  return Object.hasOwn(portraits, key);
}
