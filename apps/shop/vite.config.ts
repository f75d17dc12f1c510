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
    modulePreload: {
      // Every browser the shop supports preloads modules itself (modulepreload), so the
      // polyfill would only weigh on the first screen's script.
      polyfill: false,
      // A lazy chunk's load preloads its own script and its style sheets, not the chunks it
      // imports: their names, listed for every route in the first screen's script, weighed
      // 0.9 kB gzip there. Rolldown hoists a chunk's transitive imports into it, so they
      // still load side by side, once its script is in; a page's first load gets them all
      // preloaded from the BFF (bff/pages/chunks.go).
      resolveDependencies: (file, deps, { hostType }) => (hostType === "html" ? deps : deps.filter((dep) => dep === file || dep.endsWith(".css"))),
    },
    rolldownOptions: {
      output: {
        // Every page needs the framework (React, the router, react-query), so it is one chunk
        // of its own: left to itself, Rolldown scatters it over several small shared chunks as
        // lazy routes are added, and each split costs compression and loads another file.
        // Only what the first screen imports ($initial): react-query's mutations, used by
        // the forms, load with them.
        codeSplitting: {
          groups: [{ name: "framework", tags: ["$initial"], test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:8080" },
  },
});
