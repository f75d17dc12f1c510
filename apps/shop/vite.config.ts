import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { defineConfig } from "vite";

// react-router's package exports only its development build (its dev warnings kept); the
// production build beside it is the same code without them.
const reactRouterProduction = createRequire(import.meta.url).resolve("react-router").replace(/development\/index\.m?js$/, "production/index.mjs");

export default defineConfig({
  base: "/",
  plugins: [react()],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  build: {
    outDir: "dist",
    // The BFF reads the manifest to preload a page's route chunk (bff/pages/chunks.go).
    manifest: true,
    // Every browser the shop supports preloads modules itself (modulepreload), so the
    // polyfill would only weigh on the first screen's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every page needs the framework (React, the router, react-query), so it is one chunk
        // of its own: left to itself, Rolldown scatters it over several small shared chunks as
        // lazy routes are added, and each split costs compression and loads another file.
        codeSplitting: {
          groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:8080" },
  },
});
