import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../testing/api";
import { renderWithProviders } from "../../../testing/render";
import type { Quote } from "../api";
import { QuoteView } from "./quote-view";

const TOKEN = "t".repeat(43);
const QUOTE = `GET /quotes/${TOKEN}`;

function aQuote(fields: Partial<Quote> = {}): Quote {
  return {
    name: "Fleur de Vries",
    company: "Vereniging Het Bos",
    lines: [
      { description: "Feestwandeling met gids", quantity: 12, unitCents: 2500, vatRate: 21 },
      { description: "Koffie en taart", quantity: 12, unitCents: 450, vatRate: 9 },
    ],
    totals: [
      { rate: 21, exclCents: 24793, vatCents: 5207, inclCents: 30000 },
      { rate: 9, exclCents: 4954, vatCents: 446, inclCents: 5400 },
    ],
    totalCents: 35400,
    validUntil: "2027-03-31",
    status: "sent",
    invoices: [],
    ...fields,
  };
}

const plain = (s: string | null | undefined) => (s ?? "").replace(/\u00a0/g, " ");

describe("QuoteView", () => {
  it("shows an open quote's lines and totals per btw rate, and accepts it into the checkout", async () => {
    const api = stubApi({ [QUOTE]: { status: 200, body: aQuote() }, [`POST /quotes/${TOKEN}/accept`]: { status: 409, body: { message: "Deze offerte is al betaald." } } });
    renderWithProviders(<QuoteView token={TOKEN} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Offerte voor Fleur de Vries" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Regels van de offerte" })).toBeInTheDocument();
    expect(plain(screen.getByText("Btw 21 %").nextElementSibling?.textContent)).toBe("€ 52,07");
    expect(plain(screen.getByText("Totaal (incl. btw)").nextElementSibling?.textContent)).toBe("€ 354,00");
    await userEvent.click(screen.getByRole("button", { name: "Akkoord en betalen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Deze offerte is al betaald.");
    expect(api.paths()).toContain(`POST /quotes/${TOKEN}/accept`);
  });

  it.each<[Quote["status"], string]>([
    ["expired", "Deze offerte is verlopen op"],
    ["withdrawn", "Deze offerte is ingetrokken."],
    ["paid", "Deze offerte is betaald."],
  ])("says a %s quote is so and offers no payment", async (status, text) => {
    stubApi({ [QUOTE]: { status: 200, body: aQuote({ status }) } });
    renderWithProviders(<QuoteView token={TOKEN} />);

    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Akkoord en betalen" })).not.toBeInTheDocument();
  });

  it("lists a paid quote's invoice to download", async () => {
    stubApi({ [QUOTE]: { status: 200, body: aQuote({ status: "paid", invoices: [{ id: "i1", number: "2027-0001", kind: "invoice", issuedAt: "2027-01-04T10:00:00Z", totalCents: 45000 }] }) } });
    renderWithProviders(<QuoteView token={TOKEN} />);

    const link = await screen.findByRole("link", { name: "Factuur 2027-0001 (pdf)" });
    expect(link).toHaveAttribute("href", `/api/v1/quotes/${TOKEN}/invoices/i1.pdf`);
  });

  it("says a forged link finds no quote", async () => {
    stubApi({ [QUOTE]: { status: 404, body: { message: "Offerte niet gevonden" } } });
    renderWithProviders(<QuoteView token={TOKEN} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Offerte niet gevonden" })).toBeInTheDocument();
  });
});
