// The import boundaries of eslint.config.js can fail: each breach below is reported,
// and an allowed import is not.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// vitest runs in the app's folder, where eslint.config.js lives.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("import boundaries", () => {
  it.each([
    ["a resource importing another resource", "src/walks/x.ts", 'export { USERS_PER_PAGE } from "../users/rows";'],
    ["a resource importing the app", "src/walks/x.ts", 'export { i18nProvider } from "../app/i18n";'],
    ["shared code importing a resource", "src/shared/x.ts", 'export { validateWalk } from "../walks/validation";'],
    ["shared code importing the app", "src/shared/x.ts", 'export { i18nProvider } from "../app/i18n";'],
  ])("reports %s", async (_, filePath, code) => {
    const found = await problems(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("import-x/no-restricted-paths");
  });

  it("allows shared code everywhere and request/ in the two request resources", async () => {
    expect(await problems("src/walks/x.ts", 'export { RULES } from "../shared/rules";')).toEqual([]);
    expect(await problems("src/custom-walks/x.ts", 'export { feestActions } from "../request/transitions";')).toEqual([]);
    expect(await problems("src/app/x.ts", 'export { validateWalk } from "../walks/validation";')).toEqual([]);
  });
});
