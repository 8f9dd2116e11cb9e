import { AppLink } from "../app-link.tsx";

/**
 * The closing call to action of a page: a demo request first, the free trial second (only when the page's
 * subject is in the trial: without `signup` there is no trial button), unless the page gives its own
 * actions (a campaign page's demo and WhatsApp).
 */
export function CtaBand({
  title,
  lead,
  demo,
  signup,
  children,
}: {
  title: string;
  lead: string;
  demo?: string;
  signup?: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="cta-title" className="py-20 md:py-24">
      <div className="container-page">
        <div className="rounded-3xl bg-brand-deep px-6 py-14 text-center text-white md:px-12">
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-extrabold text-balance md:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{lead}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {children ?? (
              <>
                <AppLink page="requestDemo" className="btn-accent px-7">
                  {demo}
                </AppLink>
                {signup && (
                  <AppLink page="registration" className="btn-ghost px-7 text-white hover:bg-white/10">
                    {signup}
                  </AppLink>
                )}
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
