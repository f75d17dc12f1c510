import { describe, expect, it } from "vitest";
import { otherRole, showsPager, userRowRules } from "./rows";

describe("userRowRules", () => {
  it("marks one's own row and allows neither role toggle nor delete on it", () => {
    expect(userRowRules("u1", "u1")).toEqual({ self: true, canToggleRole: false, canDelete: false });
  });

  it("allows both on anyone else's row", () => {
    expect(userRowRules("u2", "u1")).toEqual({ self: false, canToggleRole: true, canDelete: true });
  });

  it("compares ids as text (a number id matches its string)", () => {
    expect(userRowRules(7, "7").self).toBe(true);
  });

  it("marks no row while the signed-in admin is not known", () => {
    expect(userRowRules("u1", undefined).self).toBe(false);
  });
});

describe("otherRole", () => {
  it("toggles USER and ADMIN", () => {
    expect(otherRole("USER")).toBe("ADMIN");
    expect(otherRole("ADMIN")).toBe("USER");
  });
});

describe("showsPager (a pager only when a page is full)", () => {
  it.each([
    [1, 0, false],
    [1, 19, false],
    [1, 20, true],
    [2, 20, true],
    // a last, partly filled page still needs the way back
    [2, 3, true],
  ])("on page %i with %i users: %s", (pageNo, rows, shows) => {
    expect(showsPager(pageNo, rows)).toBe(shows);
  });
});
