import { describe, expect, it } from "vitest";
import { paymentMethodLabel } from "./payment-methods";

describe("paymentMethodLabel", () => {
  it("names known payment methods and passes others on", () => {
    expect(paymentMethodLabel("ideal")).toBe("iDEAL");
    expect(paymentMethodLabel("creditcard")).toBe("Creditcard");
    expect(paymentMethodLabel("kbc")).toBe("kbc");
  });

  it("names a bank transfer and a voucher that paid it all in Dutch", () => {
    expect(paymentMethodLabel("banktransfer")).toBe("Bankoverschrijving");
    expect(paymentMethodLabel("voucher")).toBe("Cadeaubon");
  });
});
