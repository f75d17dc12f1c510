import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const standIn = (file: string) => fileURLToPath(new URL(`./src/app/stand-ins/${file}`, import.meta.url));

/** routerStandIn gives react-admin's router adapter react-router-dom without the data router. */
const routerStandIn: Plugin = {
  name: "wandelwijs-router-stand-in",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "react-router-dom" && importer?.includes("/ra-core/dist/routing/adapters/reactRouterProvider.")) return standIn("react-router.ts");
    return null;
  },
};

// The BFF serves the built app under /admin/ with history fallback; in development
// Vite proxies the API to the BFF.
export default defineConfig({
  base: "/admin/",
  plugins: [react(), routerStandIn],
  // Modules of react-admin's dependencies replaced by smaller stand-ins that do what the back
  // office uses of them (src/app/stand-ins; react-router-dom above): these specifiers are only
  // ever written this way inside those packages.
  resolve: {
    alias: [
      { find: /^object\.entries$/, replacement: standIn("object-entries.cjs") },
      { find: /^\.\/PageTitleConfigurable\.js$/, replacement: standIn("page-title.tsx") },
    ],
  },
  // Each resource's screens and the dashboard's bookings table and calendar feed are chunks
  // of their own (lazy), so Vite's default chunk-size warning (500 kB) stays in force; the
  // manifest lets scripts/budgets.mjs measure the dashboard's first and whole load.
  build: { outDir: "dist", manifest: true },
  server: { proxy: { "/api": "http://localhost:8080" } },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    // Test files share their workers' modules and jsdom instead of loading react-admin anew
    // for each file (70 s instead of 220 s in make test); the setup file's afterEach clears
    // what a test leaves behind, and the files pass in any order (--sequence.shuffle).
    isolate: false,
    // Screen tests render the whole react-admin app; the first one in a file also loads it.
    testTimeout: 60_000,
  },
});
