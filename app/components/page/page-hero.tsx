/** The opening of an inner page: eyebrow, the page's one h1, a lead, and what the page adds below. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="bg-surface pt-28 pb-16 md:pt-36 md:pb-20">
      <div className="container-page max-w-4xl text-center">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title" className="mt-3 text-4xl leading-[1.1] font-extrabold text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted">{lead}</p>
        {children}
      </div>
    </section>
  );
}
