import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  base: "/",
  plugins: [react()],
  build: { outDir: "dist" },
  server: {
    proxy: { "/api": "http://localhost:8080" },
  },
});
