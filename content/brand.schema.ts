import type { z } from "zod";
import { officeCountries, officeCountryNames } from "./office-countries.ts";
import { choice, email, group, line, link, list, paragraph } from "./schema/fields.ts";

/** Words that differ by language, in both. */
const inBothLanguages = ({ label, hint }: { label: string; hint?: string }) =>
  group({ en: line({ label: "English" }), id: line({ label: "Indonesian" }) }, { label, hint });

/**
 * The company's facts (`content/brand.json`): name, contacts, offices, profiles, stores, the same in both
 * languages except the words given in both. A company adopting the site changes them here, in one place.
 */
export const brandSchema = group(
  {
    name: line({ label: "Company name", hint: "As the site writes it: header, footer, page titles." }),
    legalName: line({
      label: "Legal name",
      hint: "The registered company, in the footer and for search engines.",
    }),
    tagline: inBothLanguages({
      label: "Tagline",
      hint: "One line under the logo in the footer of every page, and on the about page. The home page's headline is written separately (Home page, Headline).",
    }),
    salesEmail: email({ label: "Sales email", hint: "Where demo requests and sales questions go." }),
    supportEmail: email({ label: "Support email", hint: "For customers who need help with the app." }),
    whatsapp: group(
      {
        display: line({ label: "Number as shown", hint: "For example: +62 811-1000-2024." }),
        number: line({
          label: "Number for the chat link",
          hint: "Digits only, with the country code and no plus: 6281110002024.",
        }).regex(/^\d{8,15}$/, "digits only, with the country code"),
        message: inBothLanguages({
          label: "First message",
          hint: "Written into the visitor's chat for them to send.",
        }),
      },
      { label: "WhatsApp for sales" },
    ),
    offices: list(
      group(
        {
          country: inBothLanguages({ label: "Country" }),
          countryCode: choice(officeCountries, { label: "Country code", names: officeCountryNames }),
          city: line({ label: "City" }),
          address: paragraph({ label: "Address", hint: "On one line, as a letter is addressed." }),
        },
        { label: "Office" },
      ),
      { label: "Offices", hint: "In the order the site lists them." },
    ),
    social: list(
      group(
        {
          network: choice(["facebook", "instagram", "youtube", "linkedin"], {
            label: "Network",
            hint: "Its icon in the footer.",
            names: { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube", linkedin: "LinkedIn" },
          }),
          label: line({ label: "Name", hint: "Read out to visitors who cannot see the icon." }),
          url: link({ label: "Address of the profile" }),
        },
        { label: "Profile" },
      ),
      { label: "Social profiles" },
    ),
    appStores: list(
      group(
        {
          store: choice(["google", "apple", "huawei"], {
            label: "Store",
            hint: "Its badge on the site.",
            names: { google: "Google Play", apple: "App Store", huawei: "AppGallery" },
          }),
          label: line({ label: "Name" }),
          url: link({ label: "Address of the app in the store" }),
        },
        { label: "Store" },
      ),
      { label: "App stores" },
    ),
  },
  { label: "Company facts" },
);

/** The company's facts as the site uses them. */
export type Brand = z.output<typeof brandSchema>;
