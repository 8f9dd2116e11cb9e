import { brand } from "../../content/brand.ts";
import { siteConfig } from "../config/site.ts";
import { JsonLd } from "./json-ld.tsx";

/** schema.org Organization with the offices, so search engines can show the company's details. */
export function OrganizationJsonLd() {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    legalName: brand.legalName,
    url: siteConfig.SITE_URL,
    logo: `${siteConfig.SITE_URL}/favicon.svg`,
    email: brand.salesEmail,
    sameAs: brand.social.map((profile) => profile.url),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: `+${brand.whatsapp.number}`,
        email: brand.salesEmail,
        availableLanguage: ["English", "Indonesian"],
      },
    ],
    address: brand.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: office.countryCode,
    })),
  };
  return <JsonLd data={data} />;
}
