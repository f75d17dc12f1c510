import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The BFF serves the built app under /admin/ with history fallback; in development
// Vite proxies the API to the BFF.
export default defineConfig({
  base: "/admin/",
  plugins: [react()],
  build: { outDir: "dist" },
  server: { proxy: { "/api": "http://localhost:8080" } },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
  },
});
