import { describe, expect, it } from "vitest";
import {
  badgeLabel,
  bookingNumber,
  bookingStatusLabel,
  paymentAborted,
  paymentOutcome,
  paymentStatusLabel,
  statusLabel,
} from "./status";
import { STATUS_BADGES } from "../../../testing/bookings";

describe("labels", () => {
  it.each([
    ["PENDING", "Wachtend op betaling"],
    ["PAID", "Betaald"],
    ["FAILED", "Betaling mislukt"],
    ["CANCELLED", "Geannuleerd"],
    ["CANCELED", "Geannuleerd"],
  ] as const)("labels status %s as %s", (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it.each(STATUS_BADGES)("badges status %s as %s", (status, label) => {
    expect(badgeLabel(status)).toBe(label);
  });

  it.each([
    ["PAID", "Bevestigd"],
    ["CANCELLED", "Geannuleerd"],
    ["CANCELED", "Geannuleerd"],
    ["PENDING", "In behandeling"],
  ] as const)("names booking status %s %s on the payment result", (status, label) => {
    expect(bookingStatusLabel(status, { outcome: "processing", aborted: false })).toBe(label);
  });

  it("names a booking whose payment failed or was broken off not confirmed, never In behandeling", () => {
    expect(bookingStatusLabel("FAILED", { outcome: "failed", aborted: false })).toBe("Niet bevestigd: betaling mislukt");
    expect(bookingStatusLabel("PENDING", { outcome: "failed", aborted: false })).toBe("Niet bevestigd: betaling mislukt");
    expect(bookingStatusLabel("PENDING", { outcome: "failed", aborted: true })).toBe("Niet bevestigd: betaling afgebroken");
  });

  it("names the payment state Betaald, Mislukt, Afgebroken or In behandeling", () => {
    expect(paymentStatusLabel({ outcome: "paid", aborted: false })).toBe("Betaald");
    expect(paymentStatusLabel({ outcome: "failed", aborted: false })).toBe("Mislukt");
    expect(paymentStatusLabel({ outcome: "failed", aborted: true })).toBe("Afgebroken");
    expect(paymentStatusLabel({ outcome: "processing", aborted: false })).toBe("In behandeling");
  });

  it.each([
    [{ status: "PENDING", paymentStatus: "CANCELED" }, undefined, true],
    [{ status: "PENDING", paymentStatus: "PENDING" }, "canceled", true],
    [{ status: "PENDING", paymentStatus: "PENDING" }, "expired", true],
    [{ status: "PENDING", paymentStatus: "PENDING" }, "failed", false],
    [{ status: "FAILED", paymentStatus: "CANCELED" }, "canceled", true],
    [{ status: "FAILED", paymentStatus: "FAILED" }, "failed", false],
    [{ status: "CANCELLED", paymentStatus: "PENDING" }, "canceled", false],
  ] as const)("takes %o with the provider at %s as broken off: %s", (booking, provider, aborted) => {
    expect(paymentAborted(booking, provider)).toBe(aborted);
  });

  it("shows the first 8 characters of the id in upper case as the booking number", () => {
    expect(bookingNumber("3f2a9c1e-7b4d-4e2a-9c1e-000000000042")).toBe("3F2A9C1E");
  });
});

describe("paymentOutcome", () => {
  const pending = { status: "PENDING", paymentStatus: "PENDING" } as const;

  it.each([
    [{ status: "PAID", paymentStatus: "PENDING" }, undefined],
    [{ status: "PENDING", paymentStatus: "PAID" }, undefined],
    [pending, "paid"],
    [pending, "authorized"],
    // Paid wins over a stale failed reading.
    [{ status: "FAILED", paymentStatus: "FAILED" }, "paid"],
  ] as const)("is paid for %o with provider %s", (booking, provider) => {
    expect(paymentOutcome(booking, provider)).toBe("paid");
  });

  it.each([
    [{ status: "FAILED", paymentStatus: "FAILED" }, undefined],
    [{ status: "PENDING", paymentStatus: "CANCELED" }, undefined],
    [{ status: "CANCELLED", paymentStatus: "PENDING" }, "open"],
    [pending, "failed"],
    [pending, "canceled"],
    [pending, "expired"],
  ] as const)("is failed for %o with provider %s", (booking, provider) => {
    expect(paymentOutcome(booking, provider)).toBe("failed");
  });

  it.each([undefined, "", "open", "pending"] as const)("is still processing with provider %j", (provider) => {
    expect(paymentOutcome(pending, provider)).toBe("processing");
  });
});
