import { describe, expect, it } from "vitest";
import { i18nProvider } from "../app/i18n";
import { walkDisplayStatus, walkStatusLabel } from "./status";

const now = new Date("2026-06-01T12:00:00Z");
const future = "2026-07-01T08:00:00Z";
const past = "2026-05-01T08:00:00Z";

const label = (walk: Parameters<typeof walkDisplayStatus>[0]) => i18nProvider.translate(walkStatusLabel(walkDisplayStatus(walk, now)));

describe("walkDisplayStatus", () => {
  it("is Concept when not published, whatever else holds", () => {
    expect(label({ published: false, dateStart: future, bookingStats: { availableSpots: 5 } })).toBe("Concept");
    expect(label({ published: false, dateStart: past, bookingStats: { availableSpots: 0 } })).toBe("Concept");
  });

  it("is Afgelast once called off, upcoming or past", () => {
    expect(label({ published: true, cancelledAt: past, dateStart: future, bookingStats: { availableSpots: 15 } })).toBe("Afgelast");
    expect(label({ published: true, cancelledAt: past, dateStart: past, bookingStats: { availableSpots: 15 } })).toBe("Afgelast");
  });

  it("is Afgelopen when published and the start is past, even when full", () => {
    expect(label({ published: true, dateStart: past, bookingStats: { availableSpots: 3 } })).toBe("Afgelopen");
    expect(label({ published: true, dateStart: past, bookingStats: { availableSpots: 0 } })).toBe("Afgelopen");
  });

  it("is Volgeboekt when published, upcoming and without available spots", () => {
    expect(label({ published: true, dateStart: future, bookingStats: { availableSpots: 0 } })).toBe("Volgeboekt");
  });

  it("is Beschikbaar otherwise", () => {
    expect(label({ published: true, dateStart: future, bookingStats: { availableSpots: 1 } })).toBe("Beschikbaar");
  });
});
