import { describe, expect, it } from "vitest";
import { i18nProvider } from "../app/i18n";
import { bookingStatusLabel, paymentNotes, requestStatusLabel, requestStatusTone } from "./status";

const t = (key: string) => i18nProvider.translate(key);

describe("status labels", () => {
  it.each([
    ["NEW", "Nieuw"],
    ["IN_PROGRESS", "In behandeling"],
    ["COMPLETED", "Afgehandeld"],
    ["CANCELLED", "Geannuleerd"],
  ])("labels request status %s as %s", (status, label) => {
    expect(t(requestStatusLabel(status))).toBe(label);
  });

  it("colours the older READ and REPLIED too", () => {
    expect(requestStatusTone("READ")).toBe(requestStatusTone("IN_PROGRESS"));
    expect(requestStatusTone("REPLIED")).toBe(requestStatusTone("COMPLETED"));
  });

  it.each([
    ["PAID", "Betaald"],
    ["PENDING", "Wachtend"],
    ["CANCELED", "Geannuleerd"],
    ["CANCELLED", "Geannuleerd"],
    ["FAILED", "Betaling mislukt"],
  ])("labels booking status %s as %s", (status, label) => {
    expect(t(bookingStatusLabel(status))).toBe(label);
  });
});

describe("payment notes", () => {
  it("shows a refund still waiting for Mollie as on its way, whether it is ours (requested) or Mollie's", () => {
    for (const refundStatus of ["requested", "queued", "pending", "processing"]) {
      expect(paymentNotes({ status: "CANCELLED", refundStatus })).toEqual([{ label: "wandelwijs.payment.refundPending", tone: "warning" }]);
    }
  });
});
