import { siteConfig } from "../../../core/config/site.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { JsonLd } from "../../seo/json-ld.tsx";
import { Link } from "react-router";

export interface Crumb {
  name: string;
  /** The page's path; the last crumb is the current page and is not a link. */
  path: string;
}

/** A trail as search engines read it (schema.org BreadcrumbList). */
export function breadcrumbList(trail: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteConfig.SITE_URL}${crumb.path}`,
    })),
  };
}

/** Where the page sits in the site, for people (a trail of links) and search engines (BreadcrumbList). */
export function Breadcrumbs({ trail, className = "" }: { trail: readonly Crumb[]; className?: string }) {
  const t = useDictionary();
  return (
    <>
      <nav aria-label={t.breadcrumbs.label} className={className}>
        {/* One line: the links keep their width, the current page's name is cut short with an ellipsis
            (the heading below says it whole), so no separator is left alone at the start of a line. */}
        <ol className="flex items-center gap-2 text-sm text-muted">
          {trail.map((crumb, index) => (
            <li
              key={crumb.path}
              className={`flex items-center gap-2 ${index === trail.length - 1 ? "min-w-0" : "shrink-0"}`}
            >
              {index > 0 && <span aria-hidden="true">/</span>}
              {index === trail.length - 1 ? (
                <span aria-current="page" className="truncate font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-700 hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(trail)} />
    </>
  );
}
