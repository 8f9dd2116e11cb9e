import { Link, type LinkProps } from "react-router";
import { useLang } from "../i18n/use-dictionary.ts";
import { usePrefetchMode } from "../navigation/prefetch.ts";
import type { Lang, PageId } from "../../core/routing/pages.ts";
import { pathTo, type Params } from "../../core/routing/paths.ts";

export type AppLinkProps = Omit<LinkProps, "to"> & {
  page: PageId;
  params?: Params;
  lang?: Lang;
  hash?: string;
};

/** A link to a page of the route table, in the current language unless told otherwise. */
export function AppLink({ page, params, lang, hash, ...props }: AppLinkProps) {
  const currentLang = useLang();
  const prefetch = usePrefetchMode();
  const to = pathTo(page, lang ?? currentLang, params) + (hash ? `#${hash}` : "");
  return <Link to={to} prefetch={prefetch} {...props} />;
}
