import { describe, expect, it } from "vitest";
import cases from "../../platform/validate/testdata/name-cases.json";
import { IGNORABLE, isDefaultIgnorable, isPersonName } from "./name";

describe("isPersonName", () => {
  it("takes letters of any script with their marks, spaces and ' ’ - .", () => {
    for (const name of ["Anna de Vries", "Zoë O'Brien", "Jan-Willem v.d. Berg", "’t Hart", "Nguyễn Văn A", "Ольга", "e\u0301mile"]) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it("refuses digits, symbols and invisible or direction-changing characters", () => {
    for (const name of ["Anna\u202Eseirv", "Anna\u0085", "Anna\u2028Bert", "\uFEFFAnna", "An\u200Bna", "Anna\u00A0Bert", "Anna\tBert",
      "Gratis iPhone: http://evil.example", "Anna 2", "=cmd", "'-.", ""]) {
      expect(isPersonName(name), JSON.stringify(name)).toBe(false);
    }
  });
});

// The cases the Go test (validate.TestNameCases) reads too, so the two rules cannot drift.

/** show writes a name for a test's title with its invisible characters and marks as \u{…}. */
const show = (name: string) =>
  JSON.stringify(name.replace(/[^\p{L} -~]/gu, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`)).replaceAll("\\\\", "\\");

describe("the shared name cases", () => {
  it("reads the file", () => {
    expect(cases.accepted.length).toBeGreaterThanOrEqual(20);
    expect(cases.refused.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.accepted.map((name) => [show(name), name]))("accepts %s", (_, name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(cases.refused.map((name) => [show(name), name]))("refuses %s", (_, name) => {
    expect(isPersonName(name)).toBe(false);
  });
});

describe("Default_Ignorable_Code_Point", () => {
  it("is the JavaScript engine's own property, code point for code point", () => {
    const engine = /^\p{Default_Ignorable_Code_Point}$/u;
    const differ: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      if (engine.test(String.fromCodePoint(cp)) !== isDefaultIgnorable(cp)) differ.push(cp.toString(16));
    }
    expect(differ).toEqual([]);
    expect(IGNORABLE.reduce((n, [first, last]) => n + last - first + 1, 0)).toBe(4174);
  });
});
