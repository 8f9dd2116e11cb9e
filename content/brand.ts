/**
 * Business facts: name, contacts, offices, profiles, stores. A company adopting this site swaps them
 * here, in one place. Words that depend on the language are given in both.
 */
import type { Lang } from "../app/routing/pages.ts";

type Localized = Record<Lang, string>;

export const brand = {
  name: "Regu",
  legalName: "PT Regu Teknologi Nusantara",
  tagline: {
    en: "Run your whole workforce from one app.",
    id: "Kelola seluruh tim Anda dari satu aplikasi.",
  } satisfies Localized,
  salesEmail: "sales@regu.example",
  supportEmail: "support@regu.example",
  whatsapp: {
    display: "+62 811-1000-2024",
    number: "6281110002024",
    message: {
      en: "Hi Regu, I'd like to know more about Regu.",
      id: "Halo Regu, saya ingin tahu lebih lanjut tentang Regu.",
    } satisfies Localized,
  },
  offices: [
    {
      country: { en: "Malaysia", id: "Malaysia" },
      countryCode: "MY",
      city: "Kuala Lumpur",
      address: "Level 12, Menara Regu, Jalan Sultan Ismail, 50250 Kuala Lumpur",
    },
    {
      country: { en: "Indonesia", id: "Indonesia" },
      countryCode: "ID",
      city: "Jakarta",
      address: "Gedung Regu Lt. 8, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190",
    },
    {
      country: { en: "Philippines", id: "Filipina" },
      countryCode: "PH",
      city: "Makati",
      address: "20F Regu Tower, Ayala Avenue, Makati City, 1226 Metro Manila",
    },
    {
      country: { en: "Thailand", id: "Thailand" },
      countryCode: "TH",
      city: "Bangkok",
      address: "15th Floor, Regu Building, Sukhumvit Road, Khlong Toei, Bangkok 10110",
    },
    {
      country: { en: "Singapore", id: "Singapura" },
      countryCode: "SG",
      city: "Singapore",
      address: "10 Anson Road, #22-01, Singapore 079903",
    },
  ],
  social: [
    { network: "facebook", label: "Facebook", url: "https://www.facebook.com/regu.app" },
    { network: "instagram", label: "Instagram", url: "https://www.instagram.com/regu.app" },
    { network: "youtube", label: "YouTube", url: "https://www.youtube.com/regu.app" },
    { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/regu-app" },
  ],
  appStores: [
    {
      store: "google",
      label: "Google Play",
      url: "https://play.google.com/store/apps/details?id=app.regu.mobile",
    },
    { store: "apple", label: "App Store", url: "https://apps.apple.com/app/regu/id-app.regu.mobile" },
    { store: "huawei", label: "AppGallery", url: "https://appgallery.huawei.com/app/app.regu.mobile" },
  ],
} as const;
