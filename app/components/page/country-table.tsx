import type { FeaturePageContent } from "../../../content/feature-pages/types.ts";

type Countries = NonNullable<FeaturePageContent["countries"]>;

/**
 * Rules per country as a table; on a phone each country becomes a card whose cells carry their column's
 * name, so nothing scrolls sideways.
 */
export function CountryTable({ countries }: { countries: Countries }) {
  const [countryColumn, ...columns] = countries.columns;
  return (
    <div className="mt-10 overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      <table className="w-full text-left max-md:block">
        <caption className="sr-only">{countries.title}</caption>
        <thead className="bg-brand-50 text-sm text-brand-800 max-md:sr-only">
          <tr>
            <th scope="col" className="px-5 py-3 font-bold">
              {countryColumn}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-bold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:block">
          {countries.rows.map((row) => (
            <tr key={row.country} className="align-top max-md:block max-md:p-5">
              <th scope="row" className="px-5 py-4 font-bold max-md:block max-md:p-0 max-md:text-lg">
                {row.country}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={columns[index]}
                  className="px-5 py-4 leading-relaxed text-muted max-md:block max-md:px-0 max-md:pt-2 max-md:pb-0"
                >
                  <span className="block text-xs font-bold tracking-wide text-brand-700 uppercase md:hidden">
                    {columns[index]}
                  </span>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
