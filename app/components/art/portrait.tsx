import type { PortraitLook } from "../../../content/customers.ts";

const skins: Record<PortraitLook["skin"], { face: string; shade: string }> = {
  light: { face: "#F3D2B3", shade: "#DDAE88" },
  tan: { face: "#E7B68E", shade: "#CB9169" },
  medium: { face: "#D59D72", shade: "#B67D53" },
  brown: { face: "#B57D53", shade: "#93603B" },
};

const backHair: Partial<Record<PortraitLook["hair"], string>> = {
  bob: "M37 58C35 34 46 24 60 24s25 10 23 34c0 9-1 17-4 22H41c-3-5-4-13-4-22z",
  long: "M36 58C34 34 46 23 60 23s26 11 24 35c-1 18 4 34 1 50H35c-3-16 2-32 1-50z",
  bun: "M60 12a10 10 0 1 1 0 20 10 10 0 0 1 0-20z",
};

const frontHair: Partial<Record<PortraitLook["hair"], string>> = {
  crew: "M41 51c-2-16 6-25 19-25s21 9 19 25c-1-6-3-10-6-12-7 2-19 2-27-1-3 3-4 8-5 13z",
  "side-part": "M40 51c-3-18 7-27 21-26 13 0 21 9 19 26-2-7-3-11-6-14-9 1-17-1-23-5-5 3-9 10-11 19z",
  bob: "M41 52c-1-16 8-24 20-24 11 0 19 8 18 22-6-4-12-10-15-17-5 9-13 15-23 19z",
  long: "M41 52c-1-16 8-24 19-24s20 8 19 24c-3-8-9-15-18-18-5 8-11 14-20 18z",
  bun: "M41 50c0-14 8-22 19-22s19 8 19 22c-5-6-12-9-19-9s-14 3-19 9z",
};

const tops: Record<PortraitLook["top"], (colour: string) => React.ReactNode> = {
  shirt: (colour) => (
    <>
      <path d="M14 120c2-21 17-31 38-33h16c21 2 36 12 38 33z" fill={colour} />
      <path d="M60 92v28" stroke="#0F172A" strokeOpacity=".12" strokeWidth="1.5" />
      <path
        d="M51 84l9 8-5 7zm18 0l-9 8 5 7z"
        fill={colour}
        stroke="#0F172A"
        strokeOpacity=".2"
        strokeLinejoin="round"
      />
    </>
  ),
  blazer: (colour) => (
    <>
      <path d="M14 120c2-21 17-31 38-33h16c21 2 36 12 38 33z" fill={colour} />
      <path d="M52 86l8 18 8-18z" fill="#F8FAFC" />
      <path d="M51 86l9 22-6-2-8-16zm18 0l-9 22 6-2 8-16z" fill="#0F172A" fillOpacity=".22" />
    </>
  ),
  polo: (colour) => (
    <>
      <path d="M14 120c2-21 17-31 38-33h16c21 2 36 12 38 33z" fill={colour} />
      <path d="M51 86l9 8 9-8 3 8-12 4-12-4z" fill="#FFFFFF" fillOpacity=".22" />
      <path d="M60 94v12" stroke="#FFFFFF" strokeOpacity=".35" strokeWidth="1.5" />
    </>
  ),
  blouse: (colour) => (
    <>
      <path d="M14 120c2-21 17-31 38-33h16c21 2 36 12 38 33z" fill={colour} />
      <path
        d="M50 87c3 6 7 8 10 8s7-2 10-8"
        fill="none"
        stroke="#0F172A"
        strokeOpacity=".12"
        strokeWidth="2"
      />
    </>
  ),
};

/**
 * A customer's drawn portrait in the 120×120 square: head and shoulders on a coloured disc, in the
 * site's flat style. The look (skin, hair or headscarf, clothes) comes from content/customers.ts.
 */
export function Portrait({ look, clipId }: { look: PortraitLook; clipId: string }) {
  const skin = skins[look.skin];
  const hijab = look.hair === "hijab";
  const back = backHair[look.hair];
  const front = frontHair[look.hair];
  return (
    <>
      <clipPath id={clipId}>
        <circle cx="60" cy="60" r="60" />
      </clipPath>
      <circle cx="60" cy="60" r="60" fill={look.background} />
      {/* The person is drawn at 100×100 and enlarged to fill the disc. */}
      <g clipPath={`url(#${clipId})`}>
        <g transform="translate(-12 -9) scale(1.2)">
          {back && <path d={back} fill={look.hairColour} />}
          {tops[look.top](look.topColour)}
          {hijab ? (
            <>
              <path
                d="M34 58c-1-22 11-34 26-34s27 12 26 34c0 12-2 20 3 28 6 9 3 18-6 23-7 4-15 5-23 5s-16-1-23-5c-9-5-12-14-6-23 5-8 3-16 3-28z"
                fill={look.hairColour}
              />
              <path
                d="M48 96c4 3 8 4 12 4s8-1 12-4"
                fill="none"
                stroke="#0F172A"
                strokeOpacity=".14"
                strokeWidth="2"
              />
            </>
          ) : (
            <>
              <path d="M53 66h14v19c-4 4-10 4-14 0z" fill={skin.shade} />
              <ellipse cx="42" cy="55" rx="3.5" ry="5.5" fill={skin.shade} />
              <ellipse cx="78" cy="55" rx="3.5" ry="5.5" fill={skin.shade} />
            </>
          )}
          <path d="M42 50c0-13 8-20 18-20s18 7 18 20c0 14-7 25-18 26-11-1-18-12-18-26z" fill={skin.face} />
          {hijab && (
            <path
              d="M42 50c0-13 8-21 18-21s18 8 18 21c-4-7-10-11-18-11s-14 4-18 11z"
              fill="#0F172A"
              fillOpacity=".18"
            />
          )}
          {front && <path d={front} fill={look.hairColour} />}
          <g fill="none" strokeLinecap="round">
            <path
              d="M49 47.5q4-2 8 0M63 47.5q4-2 8 0"
              stroke={hijab ? "#2A1D17" : look.hairColour}
              strokeWidth="1.5"
            />
            <path d="M58 61.5q2 1.3 4 0" stroke={skin.shade} strokeWidth="1.6" />
            <path d="M55.5 66q4.5 3.5 9 0" stroke="#8A3B2C" strokeWidth="1.8" />
          </g>
          <ellipse cx="53" cy="54" rx="1.9" ry="2.2" fill="#1F1A17" />
          <ellipse cx="67" cy="54" rx="1.9" ry="2.2" fill="#1F1A17" />
          <ellipse cx="49.5" cy="61" rx="3.5" ry="2.5" fill="#E0785A" fillOpacity=".12" />
          <ellipse cx="70.5" cy="61" rx="3.5" ry="2.5" fill="#E0785A" fillOpacity=".12" />
          {look.glasses && (
            <g fill="none" stroke="#1F2937" strokeWidth="1.6">
              <rect x="46.5" y="49.5" width="11" height="9" rx="3.5" />
              <rect x="62.5" y="49.5" width="11" height="9" rx="3.5" />
              <path d="M57.5 53.5h5M46.5 52.5l-4.5-1M73.5 52.5l4.5-1" />
            </g>
          )}
        </g>
      </g>
    </>
  );
}
