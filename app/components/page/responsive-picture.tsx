/** An image from the media folder as a page draws it (app/media/media.server.ts makes the `Picture`). */
export interface Picture {
  /** The image for a browser that reads no `<source>`: WebP near the width of a phone's screen. */
  src: string;
  width: number;
  height: number;
  /**
   * One `srcset` per format, best first; none for an SVG, but for a drawing's crop for narrow screens,
   * which names the screens it is for in `media`.
   */
  sources: Array<{ type: string; srcSet: string; media?: string }>;
}

/** How wide a card of the site's card grids is: one across a phone, two from 768 px, three from 1280 px. */
export const cardGridSizes = "(min-width: 1280px) 360px, (min-width: 768px) 50vw, 100vw";

/**
 * A picture with its formats and widths. `sizes` says how wide it is drawn, so a phone takes a phone's
 * width. `loading`: "first-screen" for the one image a visitor sees before scrolling, fetched at once and
 * before the rest; "lazy" (the default) waits until the image is near; "eager" for a small image that
 * may be in the first screen.
 */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  loading = "lazy",
  className,
}: {
  picture: Picture;
  alt: string;
  sizes: string;
  loading?: "first-screen" | "eager" | "lazy";
  className?: string;
}) {
  const img = (
    <img
      src={picture.src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={loading === "lazy" ? "lazy" : undefined}
      fetchPriority={loading === "first-screen" ? "high" : undefined}
      className={className}
    />
  );
  // A drawing has one file, or one per screen: a <picture> only for the second.
  if (picture.sources.length === 0) return img;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source
          key={`${source.type} ${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
