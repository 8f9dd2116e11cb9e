import type { HomeArt } from "./home-art.server.tsx";
import { StaticMarkup } from "../static-markup.tsx";

/** Customer wordmarks, drawn from the case-study companies. */
export function HomeLogos({ label, logos }: { label: string; logos: HomeArt["customerLogos"] }) {
  return (
    <section aria-label={label} className="border-b border-line bg-white py-10">
      <div className="container-page">
        <p className="text-center text-sm font-semibold text-muted">{label}</p>
        <ul className="mt-6 grid items-center gap-x-8 gap-y-6 text-slate-500 max-sm:grid-balanced-2 max-sm:justify-items-center sm:grid-cols-4 lg:grid-cols-7">
          {logos.map((logo) => (
            <li key={logo.key}>
              <StaticMarkup html={logo.svg} className="flex justify-center" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
