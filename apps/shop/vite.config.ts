import react from "@vitejs/plugin-react";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { defineConfig, type Plugin } from "vite";

// react-router's package exports only its development build (its dev warnings kept); the
// production build beside it is the same code without them.
const reactRouterProduction = createRequire(import.meta.url).resolve("react-router").replace(/development\/index\.m?js$/, "production/index.mjs");

/**
 * startAfterFirstPaint starts the app once the browser has painted what the page's HTML
 * holds. The BFF sends some pages' first screen in their HTML (bff/pages,
 * src/app/first-screen.tsx); an app that renders its page in its place before the browser
 * has reported that paint (with its largest contentful paint, LCP) makes the app's render
 * the paint that counts, and so do scripts fetched before it. The entry script becomes a
 * modulepreload (id app-entry; fetched, not run), and a small classic script imports it:
 * at once on a page without a first screen; on a page with one (whose modulepreloads the BFF
 * renamed modulepreload-after-paint, so nothing is fetched before the paint), once the
 * browser reports its first paint (in a tab out of sight, once it is shown and painted),
 * first turning those back into modulepreloads so the app's files come side by side.
 * Importing twice runs the app once. A file, not inline: the CSP allows no inline script.
 */
function startAfterFirstPaint(): Plugin {
  const source =
    '(()=>{const d=document,s=()=>{for(const l of d.querySelectorAll("[rel=modulepreload-after-paint]"))l.rel="modulepreload";' +
    'import(d.getElementById("app-entry").href)};d.getElementById("root").firstChild?' +
    'new PerformanceObserver(s).observe({type:"paint",buffered:!0}):s()})();\n';
  const fileName = `assets/start-${createHash("sha256").update(source).digest("hex").slice(0, 8)}.js`;
  return {
    name: "start-after-first-paint",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName, source });
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error("start-after-first-paint: no entry script in index.html");
        return html.replace(entry, `<link rel="modulepreload" crossorigin id="app-entry" href="$1">\n    <script defer src="/${fileName}"></script>`);
      },
    },
  };
}

/**
 * sharedPageCode puts the app's own modules that two or more lazy pages share, and the
 * first load does not hold, in one chunk ("pages"): left to itself the bundler makes a
 * chunk of each set of pages sharing code, and the booking form fetched 17 files, which a
 * phone fetches a few at a time (Lighthouse: 17 → 6 files, LCP 2.6 → 2.4 s). The modules
 * the entry reaches by static imports stay where they are, and a group takes no module
 * beyond those its test names (includeDependenciesRecursively: false), so the first load is
 * unchanged. test is asked once the module graph is known (buildEnd).
 */
function sharedPageCode(): { plugin: Plugin; test: (id: string) => boolean } {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: "shared-page-code",
    apply: "build",
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const walk = (id: string) => {
        if (firstLoad.has(id)) return;
        firstLoad.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) walk(imported);
      };
      if (entry) walk(entry);
    },
  };
  const ownCode = /[\\/](apps[\\/]shop[\\/]src|packages)[\\/]/;
  return { plugin, test: (id) => ownCode.test(id) && !id.includes("node_modules") && !firstLoad.has(id) };
}

const pageCode = sharedPageCode();

export default defineConfig({
  base: "/",
  plugins: [react(), startAfterFirstPaint(), pageCode.plugin],
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
          includeDependenciesRecursively: false,
          groups: [
            { name: "framework", tags: ["$initial"], test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/ },
            { name: "pages", test: pageCode.test, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:8080" },
  },
});
