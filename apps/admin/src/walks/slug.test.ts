import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Stilte in het bos", "stilte-in-het-bos"],
    ["HOOFD en HART", "hoofd-en-hart"],
    // characters other than a-z, 0-9, whitespace and hyphen are dropped
    ["Wat is geluk? (deel 2)!", "wat-is-geluk-deel-2"],
    // accents are folded, not dropped with their letter
    ["Ideeën in het café", "ideeen-in-het-cafe"],
    ["Café & ideeën", "cafe-ideeen"],
    ["Ærø, Straße en Łódź", "aero-strasse-en-lodz"],
    // spaces (also tabs and runs of them) become one hyphen; repeated hyphens collapse
    ["Bos   en\tveld", "bos-en-veld"],
    ["Lente -- zomer - herfst", "lente-zomer-herfst"],
    ["Wandeling 2026", "wandeling-2026"],
    // no hyphen at either end
    ["  - Stilte -  ", "stilte"],
    ["!!!", ""],
    ["", ""],
  ])("makes %j into %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
