import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi, type Answer } from "../../../testing/api";
import { renderWithProviders } from "../../../testing/render";
import { aPaidVoucher, aVoucher } from "../../../testing/vouchers";
import type { Voucher } from "../types";
import { VoucherConfirmation } from "./voucher-confirmation";

const plain = (s: string | null | undefined) => (s ?? "").replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim();

const ID = aVoucher().id;
const VOUCHER = `GET /vouchers/${ID}`;

function renderPage(answer: Answer) {
  const api = stubApi({ [VOUCHER]: answer });
  renderWithProviders(<VoucherConfirmation voucherId={ID} />);
  return api;
}

const detail = (label: string) =>
  plain(within(screen.getByRole("region", { name: "Gegevens" })).getByText(label).nextElementSibling?.textContent);

describe("VoucherConfirmation", () => {
  it("shows the value, the balance, the status and the date it is valid until", async () => {
    renderPage({ status: 200, body: aPaidVoucher({ validUntil: "2027-05-01T10:00:00Z" }) });

    expect(await screen.findByRole("heading", { level: 1, name: "Je cadeaubon" })).toBeInTheDocument();
    expect(detail("Waarde")).toBe("€ 60,00");
    expect(detail("Resterende waarde")).toBe("€ 60,00");
    expect(detail("Status")).toBe("Actief");
    expect(detail("Geldig tot en met")).toBe("zaterdag 1 mei 2027");
    expect(screen.getByText("Geldig tot en met zaterdag 1 mei 2027")).toBeInTheDocument();
    expect(document.title).toBe("Je cadeaubon | Wandelwijs");
  });

  it.each<[Partial<Voucher>, string, string]>([
    [{ remainingCents: 1000 }, "Gedeeltelijk gebruikt", "€ 10,00"],
    [{ status: "USED", remainingCents: 0 }, "Gebruikt", "€ 0,00"],
    [{ status: "EXPIRED" }, "Verlopen", "€ 60,00"],
  ])("reads %j as %s with %s left", async (fields, status, left) => {
    renderPage({ status: 200, body: aPaidVoucher(fields) });

    expect(await screen.findByRole("heading", { level: 1, name: "Je cadeaubon" })).toBeInTheDocument();
    expect(detail("Status")).toBe(status);
    expect(detail("Resterende waarde")).toBe(left);
  });

  it.each<[Partial<Voucher>, string]>([
    [{}, "Wacht op betaling"],
    [{ status: "FAILED", paymentStatus: "FAILED" }, "Betaling mislukt"],
  ])("shows an unpaid voucher %j as %s, valid for a year from purchase", async (fields, status) => {
    renderPage({ status: 200, body: aVoucher(fields) });

    expect(await screen.findByRole("heading", { level: 1, name: "Je cadeaubon" })).toBeInTheDocument();
    expect(detail("Status")).toBe(status);
    expect(detail("Geldigheid")).toBe("1 jaar vanaf aankoopdatum");
  });

  it("never shows a code, and says where it is", async () => {
    renderPage({ status: 200, body: { ...aPaidVoucher(), code: "ABCD-EFGH-JKLM" } });

    expect(await screen.findByRole("heading", { level: 1, name: "Je cadeaubon" })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("ABCD-EFGH-JKLM");
    expect(screen.getByRole("region", { name: "Waar is de code?" })).toHaveTextContent(
      "De code staat alleen in de e-mail aan de ontvanger",
    );
  });

  it("says 'Cadeaubon niet gevonden' on a 404", async () => {
    renderPage({ status: 404, body: { message: "Cadeaubon niet gevonden" } });

    expect(await screen.findByRole("heading", { level: 1, name: "Cadeaubon niet gevonden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar de cadeaubon" })).toHaveAttribute("href", "/cadeaubon");
  });

  it("says 'Er ging iets mis' when the server fails otherwise", async () => {
    renderPage({ status: 500 });

    expect(await screen.findByRole("heading", { level: 1, name: "Er ging iets mis" })).toBeInTheDocument();
  });
});
