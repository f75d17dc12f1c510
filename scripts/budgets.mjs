// Checks the shop's JavaScript budgets on the built app (issue 9): the initial JS
// (the entry script and every chunk index.html preloads) at most 120 kB gzip, and every
// other chunk (a route loaded on demand) at most 50 kB gzip. kB = 1000 bytes, gzip at
// zlib's default level, as Vite reports them.
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

const dist = process.argv[2] ?? "apps/shop/dist";
const INITIAL_BUDGET = 120_000;
const CHUNK_BUDGET = 50_000;

const html = readFileSync(join(dist, "index.html"), "utf8");
const initial = new Set(
  [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map((m) => m[1]),
);
if (initial.size === 0) {
  console.error(`budgets: no script found in ${dist}/index.html`);
  process.exit(1);
}
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (n) => `${(n / 1000).toFixed(2)} kB`;

let failed = false;
const initialSize = [...initial].reduce((sum, f) => sum + gz(f), 0);
console.log(`initial JS (${[...initial].join(", ")}): ${kb(initialSize)} gzip of ${kb(INITIAL_BUDGET)}`);
if (initialSize > INITIAL_BUDGET) failed = true;

for (const name of readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"))) {
  const file = `assets/${name}`;
  if (initial.has(file)) continue;
  const size = gz(file);
  if (size > CHUNK_BUDGET) {
    console.error(`route chunk ${file}: ${kb(size)} gzip, over ${kb(CHUNK_BUDGET)}`);
    failed = true;
  }
}
if (failed) {
  console.error("budgets: over budget");
  process.exit(1);
}
console.log("budgets: every route chunk within 50 kB gzip");
