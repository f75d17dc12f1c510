// The log (Logboek) against a stubbed API: newest first, who, what and what changed.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, page } from "../testing/api";
import { openAt } from "../testing/render";
import { changeSummary } from "./changes";

describe("changeSummary", () => {
  it("lists the fields that changed, the request's reason, or what was made", () => {
    expect(changeSummary({ id: "w", title: "Bos", published: false }, { id: "w", title: "Bos", published: true })).toEqual([
      "Gepubliceerd: nee → ja",
    ]);
    expect(changeSummary({ reason: "Storm", refund: true }, { cancelledBookings: 3 })).toEqual(["Reden: Storm", "Terugbetalen: ja"]);
    expect(changeSummary(null, { title: "Nieuwe wandeling" })).toEqual(["Nieuwe wandeling"]);
    expect(changeSummary(null, null)).toEqual([]);
  });

  it("says a change as an organiser reads it: Dutch names, euros, Amsterdam time, a walk's title", () => {
    const plain = (lines: string[]) => lines.map((l) => l.replace(/\u00a0/g, " "));
    expect(
      plain(
        changeSummary(
          { id: "w", priceCents: 2750, maxParticipants: 12, dateStart: "2026-12-06T09:00:00Z" },
          { id: "w", priceCents: 5000, maxParticipants: 5, dateStart: "2026-12-06T10:30:00Z" },
        ),
      ),
    ).toEqual(["Prijs: € 27,50 → € 50,00", "Maximum: 12 → 5", "Start: 6 dec 2026, 10:00 → 6 dec 2026, 11:30"]);
    expect(changeSummary({ id: "b", walk: { title: "Bos", city: "Ede" } }, { id: "b", walk: { title: "Heide", city: "Ede" } })).toEqual([
      "Wandeling: Bos → Heide",
    ]);
  });

  it("shows a request's new status in Dutch, not the record's other fields (the request has no id)", () => {
    expect(
      changeSummary(
        { status: "IN_PROGRESS" },
        { id: "c", status: "IN_PROGRESS", budget: null, duration: "2-hours", companyName: "ACME" },
        (key, options) => (key === "wandelwijs.requestStatus.IN_PROGRESS" ? "In behandeling" : (options?._ ?? key)),
      ),
    ).toEqual(["Status: In behandeling"]);
  });

  it("leaves out internal fields and raw data, and writes amounts in euros", () => {
    const plain = (lines: string[]) => lines.map((l) => l.replace(/\u00a0/g, " "));
    expect(
      plain(
        changeSummary(
          { id: "b", canCancel: false, subtotalCents: 5000, voucher: { valueCents: 5000, code: "x" }, lines: [{ qty: 1 }] },
          { id: "b", canCancel: true, subtotalCents: 2500, voucher: { valueCents: 2500, code: "y" }, lines: [{ qty: 2 }] },
        ),
      ),
    ).toEqual(["Subtotaal: € 50,00 → € 25,00", "Cadeaubon: € 50,00 → € 25,00"]);
    expect(changeSummary({ id: "b", extra: { a: 1 } }, { id: "b", extra: { a: 2 } })).toEqual([]);
  });
});

describe("Logboek", () => {
  it("lists every write with who, what and the change, and filters by what", async () => {
    const api = fakeApi({
      "GET /api/v1/admin/audit": page("audit", [
        { id: 2, at: "2026-11-25T10:00:00Z", actorEmail: "beheer@example.nl", action: "walk.update", subjectId: "w1", subjectWalk: { id: "w1", title: "Bos" },
          before: { id: "w1", title: "Bos", published: false }, after: { id: "w1", title: "Bos", published: true } },
        { id: 1, at: "2026-11-25T09:00:00Z", actorEmail: "beheer@example.nl", action: "walk.call_off", subjectId: "w2", subjectWalk: { id: "w2", title: "Duin" },
          before: { reason: "Storm" }, after: { cancelledBookings: 2 } },
        { id: 0, at: "2026-11-25T08:00:00Z", actorEmail: "verwijderd", action: "booking.cancel", subjectId: "b1c2d3e4-0000-4000-8000-000000000000",
          subjectPerson: "verwijderd", subjectWalk: { id: "w3", title: "Heide" }, before: { reason: "Ziek geworden", refund: false },
          after: { id: "b1", status: "CANCELLED", canCancel: false } },
        { id: -1, at: "2026-11-25T07:00:00Z", actorEmail: "beheer@example.nl", action: "user.update", subjectId: "u1",
          subjectPerson: "Zara", before: { id: "u1", role: "USER" }, after: { id: "u1", role: "ADMIN" } },
      ]),
    });
    openAt("/admin/audit");
    const row = (await screen.findByText("Wandeling 'Bos' gewijzigd")).closest("tr")!;
    expect(within(row).getByText("beheer@example.nl")).toBeTruthy();
    expect(within(row).getByText("Gepubliceerd: nee → ja")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Bos" }).getAttribute("href")).toBe("/admin/walks/w1");
    expect(screen.getByText("Reden: Storm")).toBeTruthy();
    const gone = (await screen.findByText("Boeking B1C2D3E4 van verwijderd voor 'Heide' geannuleerd")).closest("tr")!;
    expect(within(gone).getByText("verwijderd")).toBeTruthy();
    expect(within(gone).getByRole("link", { name: "Boeking B1C2D3E4" }).getAttribute("href")).toBe(
      "/admin/bookings/b1c2d3e4-0000-4000-8000-000000000000/show",
    );
    expect(within(gone).queryByText(/canCancel/)).toBeNull();
    const user = screen.getByText("Gebruiker Zara gewijzigd").closest("tr")!;
    expect(within(user).getByText(/^Rol: Gebruiker → /)).toBeTruthy();
    expect(within(user).getByRole("link", { name: "Zara" }).getAttribute("href")).toBe("/admin/users/u1");
    expect(screen.queryByRole("button", { name: /Verwijderen|Bewerken/ })).toBeNull();

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Wat" }));
    fireEvent.click(await screen.findByRole("option", { name: "Wandeling afgelast" }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === "/api/v1/admin/audit" && c.query.get("filter") === JSON.stringify({ action: "walk.call_off" }))).toBe(true),
    );
  });
});
