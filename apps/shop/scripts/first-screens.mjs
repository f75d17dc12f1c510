// Renders the first screens of src/app/first-screen.tsx into dist/first-screens.json,
// {"nl": {"pages": {"/": "<template>"}, "walk": "<template>", "walkWithImage": "<template>",
// "booking": "<template>"}, "en": {...}}: Go html/templates of the root element's content,
// which the BFF fills and puts in those pages' HTML (bff/pages): the pages of their own, a
// walk's page without and with its picture, and its booking form. Run after `vite build`
// (package.json's build).
//
// The app's modules are loaded through Vite's SSR loader in a jsdom window at the page's
// address, as the browser would load them: the page's language is read from its address
// when the modules load, so each language renders in a process of its own.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { createServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const LANGUAGES = ["nl", "en"];

if (process.argv[2] === "render") {
  // A child: render this language's first screens and print them as JSON.
  const language = process.argv[3];
  const dom = new JSDOM(`<!doctype html><html lang="${language}"><body><div id="root"></div></body></html>`, {
    url: `http://localhost${language === "en" ? "/en/" : "/"}`,
  });
  // A visitor of the page's own language: no suggestion of the other one.
  Object.defineProperty(dom.window.navigator, "languages", { value: [language] });
  for (const name of ["window", "document", "navigator", "location", "localStorage", "sessionStorage"]) {
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
  }
  const vite = await createServer({ root, server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
  // Rendered for every visitor: the account part as the app shows it until it knows who is
  // there (neither Inloggen nor a name), as for a browser that may be signed in.
  const { REFRESH_COOKIE_HINT } = await vite.ssrLoadModule("@wandelwijs/api-client/client");
  dom.window.document.cookie = `${REFRESH_COOKIE_HINT}=1`;
  const { FIRST_SCREENS, renderFirstScreen, renderWalkTemplate, renderBookingTemplate } = await vite.ssrLoadModule("/src/app/first-screen.tsx");
  const screens = {
    pages: {},
    walk: await renderWalkTemplate(false),
    walkWithImage: await renderWalkTemplate(true),
    booking: await renderBookingTemplate(),
  };
  for (const path of FIRST_SCREENS) screens.pages[path] = await renderFirstScreen(path);
  await vite.close();
  process.stdout.write(JSON.stringify(screens));
  // The app's timers (react-query's garbage collection) would keep the process alive.
  process.exit(0);
}

const screens = {};
for (const language of LANGUAGES) {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "render", language], { cwd: root, encoding: "utf8" });
  screens[language] = JSON.parse(out);
  const { pages, walk, walkWithImage, booking } = screens[language];
  for (const [path, html] of [...Object.entries(pages), ["a walk's page", walk], ["a walk's page with its picture", walkWithImage], ["a booking form", booking]]) {
    if (!html.includes("<main")) throw new Error(`first-screens: ${language} ${path} rendered no <main>`);
    if (html.includes("<template")) throw new Error(`first-screens: ${language} ${path} fell back to the client (a Suspense boundary suspended)`);
  }
}
writeFileSync(`${root}/dist/first-screens.json`, JSON.stringify(screens));
console.log(`first screens: ${LANGUAGES.map((l) => `${l} ${Object.keys(screens[l].pages).join(" ")}, a walk's page and its booking form`).join("; ")}`);
