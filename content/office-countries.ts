/**
 * The countries Regu may have an office in, each with its name in the editor: the structure the about page's
 * words per office are written for. The offices themselves (city, address, order) are company facts, in
 * brand.json. This module reads no data file, so the about page's form (company/about.schema.ts) does not
 * import the file "Company facts" saves, and a save does not reload the editor (as content/pricing/plan-keys.ts
 * does for the prices).
 */
export const officeCountryNames = {
  MY: "Malaysia",
  ID: "Indonesia",
  PH: "Philippines",
  TH: "Thailand",
  SG: "Singapore",
} as const;

export type OfficeCountry = keyof typeof officeCountryNames;

export const officeCountries = Object.keys(officeCountryNames) as [OfficeCountry, ...OfficeCountry[]];
