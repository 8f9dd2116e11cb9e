import facebook from "./social/facebook.svg?url";
import instagram from "./social/instagram.svg?url";
import linkedin from "./social/linkedin.svg?url";
import youtube from "./social/youtube.svg?url";

/**
 * Simple white 24×24 glyphs for the social profiles (holes cut with fill-rule="evenodd"), as image files:
 * they sit at the foot of every page, so they load when scrolled near rather than as part of every page's
 * JavaScript.
 */
const icons = { facebook, instagram, linkedin, youtube } as const;

export function SocialIcon({ network, className }: { network: keyof typeof icons; className?: string }) {
  return (
    <img
      src={icons[network]}
      alt=""
      width={20}
      height={20}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
