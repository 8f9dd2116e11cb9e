import { CustomerLogo, customerKeys } from "../art/customer-logo.tsx";

/** Customer wordmarks, drawn from the case-study companies. */
export function HomeLogos({ label }: { label: string }) {
  return (
    <section aria-label={label} className="border-b border-line bg-white py-10">
      <div className="container-page">
        <p className="text-center text-sm font-semibold text-muted">{label}</p>
        <ul className="mt-6 grid grid-cols-2 items-center gap-x-8 gap-y-6 text-slate-500 sm:grid-cols-4 lg:grid-cols-7">
          {customerKeys.map((key) => (
            <li key={key} className="flex justify-center">
              <CustomerLogo company={key} className="h-9 w-auto max-w-full" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
