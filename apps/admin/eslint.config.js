// The back office's import boundaries (react-admin's demo layout): shared/ is used by
// every folder, each resource folder stands alone, and only app/ (and main.tsx) puts
// them together. The two request resources share request/. Only these rules run here;
// formatting and style are left to the editor.
import { readdirSync } from "node:fs";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

const folders = readdirSync(new URL("./src", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !["app", "shared", "testing"].includes(d.name))
  .map((d) => d.name);

/** mayImport lists, per folder, the other folders it may use besides shared/. */
const mayImport = { "custom-walks": ["request"], "feest-requests": ["request"] };

/** zones are the imports the back office forbids; tests may also compose the app. */
const zones = (forTests) => [
  ...folders.map((name) => ({
    target: `./src/${name}`,
    from: folders.filter((other) => other !== name && !(mayImport[name] ?? []).includes(other)).map((other) => `./src/${other}`),
    message: "A resource folder does not import another: move what they share to src/shared.",
  })),
  {
    target: "./src/shared",
    from: [...folders.map((f) => `./src/${f}`), ...(forTests ? [] : ["./src/app"])],
    message: "Shared code never imports a resource or the app.",
  },
  ...(forTests ? [] : [{ target: folders.map((f) => `./src/${f}`), from: "./src/app", message: "Only main.tsx and app/ put the back office together." }]),
];

const base = {
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  plugins: { "import-x": importX },
  settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
};

export default [
  { files: ["src/**/*.{ts,tsx}"], ignores: ["src/**/*.test.{ts,tsx}"], ...base, rules: { "import-x/no-restricted-paths": ["error", { zones: zones(false) }] } },
  { files: ["src/**/*.test.{ts,tsx}"], ...base, rules: { "import-x/no-restricted-paths": ["error", { zones: zones(true) }] } },
];
