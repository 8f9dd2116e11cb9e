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

/**
 * The customers who asked not to be named: their stories tell what they do, never who they are, so the
 * site shows them by their industry and a figure from their story, draws them no mark, and quotes their
 * people by role only (no name, no portrait: app/collections/collections.server.ts refuses one).
 */
export const unnamedCustomers: readonly CustomerKey[] = [
  "fintech-company",
  "logistic-company",
  "pemasok-perangkat-keras",
];

export function isNamedCustomer(key: CustomerKey): boolean {
  return !unnamedCustomers.includes(key);
}

/**
 * The style name each first customer's page had on the old site (`subcontainer_class` in its data,
 * docs/product.md): kept on their pages and in their page data as it was. Not content anyone edits: no
 * style of this site uses it, and a customer added since has none.
 */
export const oldSiteStyleNames: Readonly<Record<CustomerKey, string>> = {
  "pt-alun": "case-alun",
  "pt-kasir-pintar": "case-kasir-pintar",
  "raza-kopi": "case-raza",
  "fintech-company": "case-fintech",
  "logistic-company": "case-logistic",
  mindray: "case-mindray",
  "pemasok-perangkat-keras": "case-hardware",
};

/** A colour of the brand's palette (app/styles/app.css) by its theme name. */
export type BrandColour =
  | "brand-50"
  | "brand-100"
  | "brand-200"
  | "brand-500"
  | "brand-600"
  | "brand-700"
  | "brand-800"
  | "brand-900"
  | "ink"
  | "line"
  | "accent"
  | "surface";

/**
 * How a quoted person is drawn in their portrait (app/art/portrait.server.ts), in words the
 * drawing turns into the illustration library's options. Skin and hair are the region's tones the
 * scenes use; clothes and the disc behind them are the brand's colours.
 */
export interface PortraitLook {
  /** Lightest to deepest: one of the scenes' four skin tones. */
  skin: "light" | "tan" | "medium" | "brown";
  hair: "side-part" | "crew" | "bob" | "long" | "bun" | "hijab";
  /** Black, dark brown or brown; with `hijab`, the headscarf's colour is `scarf`. */
  hairColour: "black" | "dark-brown" | "brown";
  scarf?: BrandColour;
  top: "shirt" | "blazer" | "polo" | "blouse";
  topColour: BrandColour;
  glasses?: boolean;
  /** The disc behind the person. */
  background: "brand-50" | "brand-100" | "surface";
}

/**
 * Every person quoted on the site, by their key: their name in lowercase words joined by hyphens, which
 * is also the address of their portrait (`/avatars/<key>.svg`). Each is the `quoteName` of a case study;
 * a customer who is not named is quoted by role only, and has none.
 */
export const portraits = {
  "rina-hartono": {
    skin: "tan",
    hair: "bob",
    hairColour: "black",
    top: "blazer",
    topColour: "brand-700",
    background: "brand-100",
  },
  "fitri-anggraini": {
    skin: "medium",
    hair: "hijab",
    hairColour: "black",
    scarf: "accent",
    top: "blouse",
    topColour: "brand-600",
    background: "brand-50",
  },
  "jason-lim": {
    skin: "light",
    hair: "side-part",
    hairColour: "black",
    top: "shirt",
    topColour: "ink",
    background: "brand-100",
  },
  "hendra-gunawan": {
    skin: "medium",
    hair: "crew",
    hairColour: "black",
    top: "polo",
    topColour: "brand-800",
    background: "brand-50",
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
