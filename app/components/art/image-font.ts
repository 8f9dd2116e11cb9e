/**
 * The letters of the drawings served as files and shown by <img> (covers, banners, logos): such a file
 * cannot use the page's web font, so the system's sans-serif draws them.
 */
export const imageFontFamily = "Plus Jakarta Sans, Segoe UI, Roboto, Arial, sans-serif";
