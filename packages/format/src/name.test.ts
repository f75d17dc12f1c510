import { describe, expect, it } from "vitest";
import { isPersonName } from "./name";

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
