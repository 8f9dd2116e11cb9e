/**
 * A case study's drawn banner's size, and the width of its phone crop: as tall, narrower, so people stay big
 * enough to see. Apart from the drawings (case-study-scenes.tsx), for the build's plain Node steps too.
 */
export const bannerWidth = 1200;
export const bannerHeight = 400;
export const narrowBannerWidth = 640;
