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
    ["a feature importing another feature", "src/features/walk/x.ts", 'export { MAX_QTY } from "../booking/utils/price";'],
    ["a feature importing the app", "src/features/walk/x.ts", 'export { renderNow } from "../../app/render-now";'],
    ["shared code importing a feature", "src/shared/lib/x.ts", 'export { MAX_QTY } from "../../features/booking/utils/price";'],
    ["shared code importing the app", "src/shared/lib/x.ts", 'export { renderNow } from "../../app/render-now";'],
  ])("reports %s", async (_, filePath, code) => {
    const found = await problems(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("import-x/no-restricted-paths");
  });

  it("allows a feature to import shared code and the app to import features", async () => {
    expect(await problems("src/features/walk/x.ts", 'export { RULES } from "../../shared/config/rules";')).toEqual([]);
    expect(await problems("src/app/x.ts", 'export { MAX_QTY } from "../features/booking/utils/price";')).toEqual([]);
  });
});
