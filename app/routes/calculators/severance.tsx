import { pageMatch } from "../../../core/routing/route-of.ts";
import { calculatorData } from "../../calculators/calculator-data.server.tsx";
import { calculationMailAction } from "../../calculators/calculation-mail.server.ts";
import { CalculatorPage } from "../../calculators/calculator-page.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/severance";

// The calculator's own module loads when the visitor turns to the form; the
// server works the page's query out with it too (docs/calculators.md, The pages).
const load = () => import("../../calculators/live/severance.ts");

/** The severance calculator (PP 35/2021 Pasal 40 and the reasons' articles; docs/calculators.md). */
export async function loader(args: Route.LoaderArgs) {
  const { compute } = await load();
  return calculatorData(args, "severance", compute);
}

/** "Email me this calculation": the server works the query out again and mails its PDF. */
export async function action(args: Route.ActionArgs) {
  const { compute } = await load();
  return calculationMailAction(args, "severance", compute);
}

export function meta(args: Route.MetaArgs) {
  const { content, hasQuery } = args.loaderData;
  return pageMeta({ ...content.meta, page: pageMatch(args), result: hasQuery });
}

export default function SeveranceCalculator({ loaderData, actionData }: Route.ComponentProps) {
  return <CalculatorPage data={loaderData} actionData={actionData} load={load} />;
}
