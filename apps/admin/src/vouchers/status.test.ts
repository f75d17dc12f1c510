import { describe, expect, it } from "vitest";
import { i18nProvider } from "../app/i18n";
import { voucherDisplayStatus, voucherStatusLabel } from "./status";

const label = (voucher: Parameters<typeof voucherDisplayStatus>[0]) =>
  i18nProvider.translate(voucherStatusLabel(voucherDisplayStatus(voucher)));

describe("voucherDisplayStatus", () => {
  it("is Gebruikt when used", () => {
    expect(label({ used: true, valueCents: 5000, remainingCents: 0 })).toBe("Gebruikt");
    expect(label({ used: true, valueCents: 5000, remainingCents: 5000 })).toBe("Gebruikt");
  });

  it("is Gedeeltelijk gebruikt when not used and less remains than its value", () => {
    expect(label({ used: false, valueCents: 5000, remainingCents: 1500 })).toBe("Gedeeltelijk gebruikt");
  });

  it("is Actief when not used and its whole value remains", () => {
    expect(label({ used: false, valueCents: 5000, remainingCents: 5000 })).toBe("Actief");
    expect(label({ paymentStatus: "PAID", used: false, valueCents: 5000, remainingCents: 5000 })).toBe("Actief");
  });

  it("is Terugbetaald when its payment was refunded, whatever is left on it", () => {
    expect(label({ paymentStatus: "PAID", status: "REFUNDED", used: false, valueCents: 5000, remainingCents: 0 })).toBe("Terugbetaald");
  });

  it("shows the payment's state, never Actief, while the purchase is not paid", () => {
    expect(label({ paymentStatus: "PENDING", used: false, valueCents: 5000, remainingCents: 5000 })).toBe("Betaling open");
    expect(label({ paymentStatus: "FAILED", used: false, valueCents: 5000, remainingCents: 5000 })).toBe("Betaling mislukt");
    expect(label({ paymentStatus: "CANCELED", used: false, valueCents: 5000, remainingCents: 5000 })).toBe("Betaling geannuleerd");
  });
});
