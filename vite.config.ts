import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readPublicConfig } from "./app/config/public.ts";

// Public settings are baked into the build (canonical URLs, login link, analytics IDs): the prerendered
// HTML carries them, so changing one means building again.
const publicConfig = readPublicConfig(process.env);

export default defineConfig({
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(publicConfig),
  },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // No data: URLs: every asset is a file the Content-Security-Policy allows by origin.
    assetsInlineLimit: 0,
  },
  server: { host: "127.0.0.1" },
});
