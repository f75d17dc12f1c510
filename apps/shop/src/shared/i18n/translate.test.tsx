import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { translator } from "./translate";

const t = translator({
  plain: "Hallo",
  greeting: "Hallo {name}, welkom in {place}.",
  places: { one: "Nog {count} plek", other: "Nog {count} plekken" },
  group: { nested: "Diep" },
});

describe("translator", () => {
  it("looks up a text by its dotted key", () => {
    expect(t("plain")).toBe("Hallo");
    expect(t("group.nested")).toBe("Diep");
  });

  it("fills in the placeholders", () => {
    expect(t("greeting", { name: "Sanne", place: "Wageningen" })).toBe("Hallo Sanne, welkom in Wageningen.");
  });

  it("picks the plural form by count with the Dutch plural rules", () => {
    expect(t("places", { count: 1 })).toBe("Nog 1 plek");
    expect(t("places", { count: 0 })).toBe("Nog 0 plekken");
    expect(t("places", { count: 7 })).toBe("Nog 7 plekken");
  });

  it("puts React nodes in place and answers a node", () => {
    const { container } = render(<p>{t("greeting", { name: <strong>Sanne</strong>, place: "Wageningen" })}</p>);
    expect(container.querySelector("p")).toHaveTextContent("Hallo Sanne, welkom in Wageningen.");
    expect(container.querySelector("strong")).toHaveTextContent("Sanne");
  });

  it("fails loudly for a key it does not have", () => {
    // @ts-expect-error: a key outside the catalogue does not type-check either.
    expect(() => t("missing")).toThrow("no text for missing");
  });
});
