/**
 * Whether React has hydrated the page, run inside the browser (`page.waitForFunction(isHydrated)`): React
 * marks each element it has taken over, `<body>` among the first. The site itself sets no sign for tests.
 */
export const isHydrated = () => Object.keys(document.body).some((key) => key.startsWith("__reactFiber"));
