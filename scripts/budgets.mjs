// Checks the JavaScript budgets of both built apps, gzip at zlib's default level as Vite
// reports them (kB = 1000 bytes):
// - shop: the initial JS (the entry script and every chunk index.html preloads) at most
//   118 kB, every other chunk (a route loaded on demand) at most 50 kB;
// - back office: the dashboard's first load (the entry with what it imports, then the
//   back office it loads once the access gate lets an organiser in, src/app/app.tsx, with
//   what that imports, from Vite's manifest) at most 250 kB; its whole load, everything
//   fetched until the dashboard shows its figures and charts (the first load, then every
//   chunk of src/dashboard/ the dashboard loads as it renders, with what those import; their
//   JavaScript and style sheets) at most 300 kB, the sections below its fold (loaded when
//   scrolled near) reported beside it; and no chunk over Vite's own warning size (500 kB
//   before gzip), so each resource's screens stay chunks of their own.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

const kb = (n) => `${(n / 1000).toFixed(2)} kB`;
let failed = false;
const fail = (message) => {
  console.error(message);
  failed = true;
};

function checkShop(dist, { initialBudget, chunkBudget }) {
  const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const initial = new Set(
    [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map((m) => m[1]),
  );
  if (initial.size === 0) return fail(`budgets: no script found in ${dist}/index.html`);
  const initialSize = [...initial].reduce((sum, f) => sum + gz(f), 0);
  console.log(`shop initial JS (${[...initial].join(", ")}): ${kb(initialSize)} gzip of ${kb(initialBudget)}`);
  if (initialSize > initialBudget) fail(`shop initial JS over ${kb(initialBudget)}`);
  for (const name of readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"))) {
    const file = `assets/${name}`;
    if (initial.has(file)) continue;
    const size = gz(file);
    if (size > chunkBudget) fail(`shop route chunk ${file}: ${kb(size)} gzip, over ${kb(chunkBudget)}`);
  }
}

function checkAdmin(dist, { firstLoadBudget, wholeLoadBudget, chunkLimit, backOffice, dashboard, belowTheFold }) {
  const manifestFile = join(dist, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return fail(`budgets: no ${manifestFile} (build.manifest in apps/admin/vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry || !manifest[backOffice]) return fail(`budgets: no entry or no ${backOffice} in ${manifestFile}`);
  // loaded: the manifest's keys of the modules given, with everything they import.
  const loaded = (keys, into = new Set()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      into.add(key);
      loaded(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

  const firstLoad = loaded([entry, backOffice]);
  const firstSize = [...firstLoad].reduce((sum, key) => sum + gz(manifest[key].file), 0);
  console.log(`back office dashboard's first load (${firstLoad.size} files): ${kb(firstSize)} gzip of ${kb(firstLoadBudget)}`);
  if (firstSize > firstLoadBudget) fail(`back office first load over ${kb(firstLoadBudget)}`);

  // The whole load: the first load and every chunk the dashboard loads until its figures
  // and charts show; the sections below the fold load when scrolled near (WhenInView).
  const files = (keys) => new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
  const sizeOf = (fileSet) => [...fileSet].reduce((sum, file) => sum + gz(file), 0);
  const missing = belowTheFold.filter((key) => !manifest[key]?.isDynamicEntry);
  if (missing.length) return fail(`budgets: ${missing.join(", ")} not loaded on its own (lazyScreen) in ${manifestFile}`);
  const dashboardChunks = Object.keys(manifest).filter(
    (key) => key.startsWith(dashboard) && manifest[key].isDynamicEntry && !belowTheFold.includes(key),
  );
  const untilShown = loaded(dashboardChunks, new Set(firstLoad));
  const wholeLoad = files(untilShown);
  const wholeSize = sizeOf(wholeLoad);
  console.log(`back office dashboard's whole load (${wholeLoad.size} files, JS and CSS): ${kb(wholeSize)} gzip of ${kb(wholeLoadBudget)}`);
  if (wholeSize > wholeLoadBudget) fail(`back office dashboard's whole load over ${kb(wholeLoadBudget)}`);
  const later = [...files(loaded(belowTheFold, new Set(untilShown)))].filter((file) => !wholeLoad.has(file));
  console.log(`  and below its fold, loaded when scrolled near (${later.length} files): ${kb(sizeOf(later))} gzip`);

  for (const name of readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"))) {
    const bytes = statSync(join(dist, "assets", name)).size;
    if (bytes > chunkLimit) fail(`back office chunk assets/${name}: ${kb(bytes)} before gzip, over ${kb(chunkLimit)}`);
  }
}

checkShop("apps/shop/dist", { initialBudget: 118_000, chunkBudget: 50_000 });
checkAdmin("apps/admin/dist", {
  firstLoadBudget: 250_000,
  wholeLoadBudget: 300_000,
  chunkLimit: 500_000,
  backOffice: "src/app/app.tsx",
  dashboard: "src/dashboard/",
  belowTheFold: ["src/dashboard/bookings-table.tsx", "src/dashboard/agenda-feed.tsx"],
});
if (failed) {
  console.error("budgets: over budget");
  process.exit(1);
}
console.log("budgets: within budget");
