import { describe, expect, it } from "vitest";
import { aPaidVoucher, aVoucher } from "../../../testing/vouchers";
import type { Voucher } from "../types";
import { paymentOutcome, resultStatusLabel, voucherStatusLabel } from "./status";

describe("paymentOutcome of a voucher", () => {
  it.each<[Partial<Voucher>, string | undefined, string]>([
    [{ paymentStatus: "PAID" }, undefined, "paid"],
    [{ status: "PAID" as Voucher["status"] }, undefined, "paid"],
    [{ paymentStatus: "paid" as Voucher["paymentStatus"] }, undefined, "paid"],
    [{ status: "paid" as Voucher["status"] }, undefined, "paid"],
    [{}, "paid", "paid"],
    [{}, "authorized", "paid"],
    [{ paymentStatus: "FAILED" }, undefined, "failed"],
    [{ paymentStatus: "CANCELED" }, undefined, "failed"],
    [{ status: "FAILED" }, undefined, "failed"],
    [{}, "failed", "failed"],
    [{}, "canceled", "failed"],
    [{}, "expired", "failed"],
    [{}, "open", "processing"],
    [{}, undefined, "processing"],
    [{ paymentStatus: "FAILED" }, "paid", "paid"],
  ])("%j with provider %s is %s", (fields, provider, outcome) => {
    expect(paymentOutcome(aVoucher(fields), provider as never)).toBe(outcome);
  });

  it("is processing without a voucher yet", () => {
    expect(paymentOutcome(undefined)).toBe("processing");
  });
});

describe("voucherStatusLabel", () => {
  it.each<[Partial<Voucher>, string]>([
    [{}, "Wacht op betaling"],
    [{ status: "FAILED", paymentStatus: "FAILED" }, "Betaling mislukt"],
    [{ status: "PENDING", paymentStatus: "CANCELED" }, "Betaling mislukt"],
    [{ status: "ACTIVE", paymentStatus: "PAID" }, "Actief"],
    [{ status: "ACTIVE", paymentStatus: "PAID", remainingCents: 1000 }, "Gedeeltelijk gebruikt"],
    [{ status: "ACTIVE", paymentStatus: "PAID", remainingCents: 0 }, "Gebruikt"],
    [{ status: "USED", paymentStatus: "PAID", remainingCents: 0 }, "Gebruikt"],
    [{ status: "REFUNDED", paymentStatus: "PAID", remainingCents: 0 }, "Terugbetaald"],
    [{ status: "EXPIRED", paymentStatus: "PAID" }, "Verlopen"],
  ])("%j reads %s", (fields, label) => {
    expect(voucherStatusLabel(aVoucher(fields))).toBe(label);
  });

  it("runs ahead of the server on the result page while the provider already answered", () => {
    expect(resultStatusLabel(aVoucher(), "paid")).toBe("Actief");
    expect(resultStatusLabel(aVoucher(), "failed")).toBe("Betaling mislukt");
    expect(resultStatusLabel(aVoucher(), "processing")).toBe("Wacht op betaling");
    expect(resultStatusLabel(aPaidVoucher({ remainingCents: 1000 }), "paid")).toBe("Gedeeltelijk gebruikt");
  });
});
