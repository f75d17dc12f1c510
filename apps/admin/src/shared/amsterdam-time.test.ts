import { describe, expect, it } from "vitest";
import { fromAmsterdamInput, toAmsterdamInput } from "./amsterdam-time";

describe("Amsterdam wall-clock time for the walk form", () => {
  it.each([
    // winter time: UTC+1
    ["2026-01-15T10:00", "2026-01-15T09:00:00.000Z"],
    // summer time: UTC+2
    ["2026-07-04T10:30", "2026-07-04T08:30:00.000Z"],
    // the days summer time starts and ends
    ["2026-03-29T12:00", "2026-03-29T10:00:00.000Z"],
    ["2026-10-25T12:00", "2026-10-25T11:00:00.000Z"],
  ])("reads %s as %s and shows it back", (local, iso) => {
    expect(fromAmsterdamInput(local)).toBe(iso);
    expect(toAmsterdamInput(iso)).toBe(local);
  });

  it("shows an API time with an offset as Amsterdam time", () => {
    expect(toAmsterdamInput("2026-07-04T08:30:00+00:00")).toBe("2026-07-04T10:30");
  });

  it("keeps a value that is already wall-clock time", () => {
    expect(toAmsterdamInput("2026-07-04T10:30")).toBe("2026-07-04T10:30");
  });

  it("moves a time in the skipped hour forward", () => {
    // 02:30 does not exist on 29 March 2026 in Amsterdam.
    expect(toAmsterdamInput(fromAmsterdamInput("2026-03-29T02:30"))).toBe("2026-03-29T03:30");
  });

  it.each([[""], [null], ["morgen"]])("reads %j as no time", (value) => {
    expect(fromAmsterdamInput(value)).toBeNull();
  });

  it("shows no time as empty", () => {
    expect(toAmsterdamInput(null)).toBe("");
    expect(toAmsterdamInput("not a date")).toBe("");
  });
});
