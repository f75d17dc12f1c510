// The vouchers list against a stubbed API.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, json, page } from "../testing/api";
import { openAt } from "../testing/render";

const voucher = (id: string, fields: Record<string, unknown>) => ({
  id,
  hash: `${id}23456789ab…`,
  valueCents: 5000,
  remainingCents: 5000,
  used: false,
  usedAt: null,
  createdAt: "2026-05-01T10:00:00Z",
  status: "ACTIVE",
  paymentStatus: "PAID",
  purchaser: { name: `Koper ${id}`, email: `${id}@example.nl` },
  recipient: { name: `Ontvanger ${id}`, email: `r${id}@example.nl` },
  bookings: [],
  ...fields,
});

describe("vouchers list", () => {
  it("shows amounts, display status, purchaser and the bookings paid with it, and no code or hash", async () => {
    fakeApi({
      "GET /api/v1/vouchers": page("vouchers", [
        voucher("v1", {}),
        voucher("v2", {
          remainingCents: 1500,
          bookings: [
            { id: "b1", walk: { title: "Stilte in het bos" }, user: { name: "Klaas" }, guestName: null },
            { id: "b2", walk: { title: "Hoofd en hart" }, user: null, guestName: "Gerda" },
          ],
        }),
        voucher("v3", { remainingCents: 0, used: true, usedAt: "2026-06-01T10:00:00Z" }),
      ]),
    });
    openAt("/admin/vouchers");

    const row = async (text: string) => within((await screen.findByText(text)).closest("tr")!);
    expect((await row("Koper v1")).queryByText(/v123456789ab/)).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Code" })).not.toBeInTheDocument();
    expect((await row("Koper v1")).getByText("Actief")).toBeInTheDocument();
    expect((await row("Koper v2")).getByText("Gedeeltelijk gebruikt")).toBeInTheDocument();
    expect((await row("Koper v2")).getByText("Stilte in het bos – Klaas")).toBeInTheDocument();
    expect((await row("Koper v2")).getByText("Hoofd en hart – Gerda")).toBeInTheDocument();
    expect((await row("Koper v3")).getByText("Gebruikt")).toBeInTheDocument();
    expect((await row("Koper v1")).getByText("v1@example.nl")).toBeInTheDocument();
  });

  it("marks a voucher whose payment the bank took back", async () => {
    fakeApi({ "GET /api/v1/vouchers": page("vouchers", [voucher("v4", { chargedBack: true }), voucher("v5", {})]) });
    openAt("/admin/vouchers");

    const row = async (text: string) => within((await screen.findByText(text)).closest("tr")!);
    expect((await row("Koper v4")).getByText("Teruggeboekt door de bank")).toBeInTheDocument();
    expect((await row("Koper v5")).queryByText("Teruggeboekt door de bank")).toBeNull();
  });

  it("shows an unpaid or failed purchase's payment state, not Actief with a balance", async () => {
    fakeApi({
      "GET /api/v1/vouchers": page("vouchers", [
        voucher("v6", { paymentStatus: "FAILED", hash: "—" }),
        voucher("v7", { paymentStatus: "PENDING", hash: "—" }),
      ]),
    });
    openAt("/admin/vouchers");

    const row = async (text: string) => within((await screen.findByText(text)).closest("tr")!);
    expect((await row("Koper v6")).getByText("Betaling mislukt")).toBeInTheDocument();
    expect((await row("Koper v7")).getByText("Betaling open")).toBeInTheDocument();
    for (const id of ["v6", "v7"]) {
      expect((await row(`Koper ${id}`)).queryByText("Actief")).toBeNull();
      expect((await row(`Koper ${id}`)).queryByText(/50,00/)).not.toBeNull(); // its value
      expect((await row(`Koper ${id}`)).getAllByText(/€/)).toHaveLength(1); // no balance beside it
    }
  });

  it("finds a voucher by the code typed in the search box", async () => {
    const api = fakeApi({ "GET /api/v1/vouchers": page("vouchers", [voucher("v1", {})]) });
    openAt("/admin/vouchers");

    const search = await screen.findByRole("textbox", { name: "Zoek op code" });
    fireEvent.change(search, { target: { value: "WAND-ELWY-SPAD" } });
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === "/api/v1/vouchers" && JSON.parse(c.query.get("filter") ?? "{}").code === "WAND-ELWY-SPAD")).toBe(true),
    );
  });

  it("says 'Fout bij het laden van cadeaubonnen' when they cannot be loaded", async () => {
    fakeApi({ "GET /api/v1/vouchers": json({}, { status: 500 }) });
    openAt("/admin/vouchers");
    expect(await screen.findByText("Fout bij het laden van cadeaubonnen")).toBeInTheDocument();
  });
});
