/**
 * Imported first by main.ts: React and React Router pick their production or development build when they
 * are first loaded, so NODE_ENV must be settled before anything imports them.
 */
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
