// The shop's import boundaries (bulletproof-react): shared code is used by features and
// the app, features by the app, and no feature reaches into another. Only these rules
// run here; formatting and style are left to the editor.
import { readdirSync } from "node:fs";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** zones are the imports the shop forbids; tests may also compose the app. */
const zones = (forTests) => [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: features.filter((other) => other !== name).map((other) => `./src/features/${other}`),
    message: "A feature does not import another feature: move what they share to src/shared.",
  })),
  { target: "./src/shared", from: ["./src/features", "./src/app"], message: "Shared code never imports features or the app." },
  ...(forTests ? [] : [{ target: "./src/features", from: "./src/app", message: "Features never import the app." }]),
];

/**
 * noLiterals: the shop's user-facing texts live in the catalogue (src/shared/i18n/nl), so no
 * JSX text or text attribute holds words of its own.
 */
const noLiterals = [
  "error",
  { selector: "JSXText[value=/\\p{L}/u]", message: "Put user-facing text in the catalogue (src/shared/i18n/nl) and show it with t()." },
  {
    selector: "JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label|hint|eyebrow|lead|message|confirmLabel|cancelLabel|busyLabel)$/] > Literal[value=/\\p{L}/u]",
    message: "Put user-facing text in the catalogue (src/shared/i18n/nl) and show it with t().",
  },
  {
    selector: "JSXExpressionContainer > Literal[value=/\\p{L}/u]",
    message: "Put user-facing text in the catalogue (src/shared/i18n/nl) and show it with t().",
  },
];

const base = {
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  plugins: { "import-x": importX },
  settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
};

export default [
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    ...base,
    rules: { "import-x/no-restricted-paths": ["error", { zones: zones(false) }] },
  },
  // Tests and their helpers (src/testing) may write the texts they expect.
  { files: ["src/**/*.{ts,tsx}"], ignores: ["src/**/*.test.{ts,tsx}", "src/testing/**"], rules: { "no-restricted-syntax": noLiterals } },
  { files: ["src/**/*.test.{ts,tsx}"], ...base, rules: { "import-x/no-restricted-paths": ["error", { zones: zones(true) }] } },
];
