import { SectionHeading } from "./section-heading.tsx";

/** A band of a page introduced by a centred heading; tinted bands alternate with white ones. */
export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  tinted = false,
  width = "",
  children,
}: {
  /** Prefix of the heading's id, which names the section for assistive technology. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tinted?: boolean;
  /** A narrower container, e.g. `max-w-5xl`. */
  width?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`py-20 md:py-24 ${tinted ? "bg-surface" : ""}`}>
      <div className={`container-page ${width}`}>
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
      </div>
    </section>
  );
}
