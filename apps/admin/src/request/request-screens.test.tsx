// The party and custom-walk request lists against a stubbed API.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STATUS_TOAST_MS } from "../shared/feedback";
import { fakeApi, json, page } from "../testing/api";
import { openAt } from "../testing/render";

const feest = (id: string, status: string, message = "Graag een feestwandeling.") => ({
  id,
  name: `Feest ${id}`,
  email: `${id}@example.nl`,
  phone: "0612345678",
  message,
  status,
  createdAt: "2026-05-01T10:00:00Z",
});

const row = async (text: string) => within((await screen.findByText(text)).closest("tr")!);

describe("party requests", () => {
  it("cuts messages at 150 characters and labels each status", async () => {
    fakeApi({
      "GET /api/v1/feest/admin/all": page("feest-requests", [
        feest("f1", "NEW", "m".repeat(200)),
        feest("f2", "IN_PROGRESS"),
        feest("f3", "COMPLETED"),
        feest("f4", "CANCELLED"),
      ]),
    });
    openAt("/admin/feest-requests");

    expect((await row("Feest f1")).getByText(`${"m".repeat(150)}…`)).toBeInTheDocument();
    expect((await row("Feest f1")).getByText("Nieuw")).toBeInTheDocument();
    expect((await row("Feest f2")).getAllByText("In behandeling")).not.toHaveLength(0);
    expect((await row("Feest f3")).getByText("Afgehandeld")).toBeInTheDocument();
    expect((await row("Feest f4")).getByText("Geannuleerd")).toBeInTheDocument();
  });

  it("offers 'In behandeling' only on NEW and 'Afgehandeld' unless COMPLETED", async () => {
    fakeApi({
      "GET /api/v1/feest/admin/all": page("feest-requests", [
        feest("f1", "NEW"),
        feest("f2", "IN_PROGRESS"),
        feest("f3", "COMPLETED"),
        feest("f4", "CANCELLED"),
      ]),
    });
    openAt("/admin/feest-requests");

    const buttons = async (name: string) => (await row(name)).queryAllByRole("button").map((b) => b.textContent);
    expect(await buttons("Feest f1")).toEqual(["In behandeling", "Afgehandeld"]);
    expect(await buttons("Feest f2")).toEqual(["Afgehandeld"]);
    expect(await buttons("Feest f3")).toEqual([]);
    expect(await buttons("Feest f4")).toEqual(["Afgehandeld"]);
  });

  it("marks a request read and toasts 'Status bijgewerkt' / 'Aanvraag in behandeling genomen'", async () => {
    let status = "NEW";
    const api = fakeApi({
      "GET /api/v1/feest/admin/all": () => page("feest-requests", [feest("f1", status)]),
      "PATCH /api/v1/feest/admin/f1/read": () => {
        status = "IN_PROGRESS";
        return json(feest("f1", status));
      },
    });
    openAt("/admin/feest-requests");

    fireEvent.click((await row("Feest f1")).getByRole("button", { name: "In behandeling" }));
    const toast = (await screen.findByText("Aanvraag in behandeling genomen")).closest("[role=status]")!;
    expect(toast).toHaveTextContent("Status bijgewerkt");
    expect(api.callsTo("PATCH", "/api/v1/feest/admin/f1/read")).toHaveLength(1);
    // The list is read again and no longer offers the read action.
    await waitFor(async () => expect((await row("Feest f1")).queryByRole("button", { name: "In behandeling" })).toBeNull());
  });

  it("marks a request replied and toasts 'Aanvraag afgehandeld'", async () => {
    const api = fakeApi({
      "GET /api/v1/feest/admin/all": page("feest-requests", [feest("f2", "IN_PROGRESS")]),
      "PATCH /api/v1/feest/admin/f2/replied": json(feest("f2", "COMPLETED")),
    });
    openAt("/admin/feest-requests");

    fireEvent.click((await row("Feest f2")).getByRole("button", { name: "Afgehandeld" }));
    expect(await screen.findByText("Aanvraag afgehandeld")).toBeInTheDocument();
    expect(api.callsTo("PATCH", "/api/v1/feest/admin/f2/replied")).toHaveLength(1);
  });

  it("toasts 'Fout' / 'Er is een fout opgetreden bij het bijwerken van de status' on failure", async () => {
    fakeApi({
      "GET /api/v1/feest/admin/all": page("feest-requests", [feest("f1", "NEW")]),
      "PATCH /api/v1/feest/admin/f1/read": json({ message: "Niet toegestaan" }, { status: 409 }),
    });
    openAt("/admin/feest-requests");

    fireEvent.click((await row("Feest f1")).getByRole("button", { name: "In behandeling" }));
    const toast = (await screen.findByText("Er is een fout opgetreden bij het bijwerken van de status")).closest("[role=alert]")!;
    expect(toast).toHaveTextContent("Fout");
  });

  it("lets the toast close itself after 3000 ms", async () => {
    fakeApi({
      "GET /api/v1/feest/admin/all": page("feest-requests", [feest("f2", "IN_PROGRESS")]),
      "PATCH /api/v1/feest/admin/f2/replied": json(feest("f2", "COMPLETED")),
    });
    openAt("/admin/feest-requests");

    fireEvent.click((await row("Feest f2")).getByRole("button", { name: "Afgehandeld" }));
    await screen.findByText("Aanvraag afgehandeld");
    const shown = Date.now();
    await waitFor(() => expect(screen.queryByText("Aanvraag afgehandeld")).not.toBeInTheDocument(), { timeout: 6000 });
    expect(STATUS_TOAST_MS).toBe(3000);
    expect(Date.now() - shown).toBeGreaterThanOrEqual(STATUS_TOAST_MS - 100);
  });

  it("says so when the requests cannot be loaded", async () => {
    fakeApi({ "GET /api/v1/feest/admin/all": json({}, { status: 500 }) });
    openAt("/admin/feest-requests");
    expect(await screen.findByText("Er is een fout opgetreden bij het laden van de feestaanvragen.")).toBeInTheDocument();
  });
});

const custom = (id: string, status: string, fields: Record<string, unknown> = {}) => ({
  id,
  companyName: `Bedrijf ${id}`,
  contactName: `Contact ${id}`,
  contactEmail: `${id}@example.nl`,
  contactPhone: "0612345678",
  participantCount: 12,
  preferredDates: "juni",
  preferredLocation: "Veluwe",
  walkTheme: "Stilte",
  duration: "half-day",
  budget: "€ 1000",
  additionalRequests: "Lunch",
  hasAccessibilityNeeds: true,
  accessibilityDetails: "Rolstoel",
  status,
  createdAt: "2026-05-01T10:00:00Z",
  ...fields,
});

describe("custom-walk requests", () => {
  it("shows the request's group size, duration and accessibility", async () => {
    fakeApi({ "GET /api/v1/custom-walks": page("custom-walks", [custom("c1", "NEW")]) });
    openAt("/admin/custom-walks");

    const c1 = await row("Bedrijf c1");
    expect(c1.getByText("12")).toBeInTheDocument();
    expect(c1.getByText("Halve dag (4 uur)")).toBeInTheDocument();
    expect(c1.getByText("Ja")).toBeInTheDocument();
    expect(c1.getByText("Rolstoel")).toBeInTheDocument();
    expect(c1.getByText("Nieuw")).toBeInTheDocument();
  });

  it.each([
    ["NEW", ["In behandeling", "Annuleren"]],
    ["IN_PROGRESS", ["Afgehandeld", "Annuleren"]],
    ["COMPLETED", ["Annuleren"]],
    ["CANCELLED", []],
  ])("offers on %s: %j", async (status, labels) => {
    fakeApi({ "GET /api/v1/custom-walks": page("custom-walks", [custom("c1", status)]) });
    openAt("/admin/custom-walks");
    const buttons = (await row("Bedrijf c1")).queryAllByRole("button").map((b) => b.textContent);
    // The first button of a row is the expand toggle of its details.
    expect(buttons.filter((text) => text !== "")).toEqual(labels);
  });

  it("moves a request with PATCH {status} and toasts 'Verzoek status is succesvol bijgewerkt'", async () => {
    const api = fakeApi({
      "GET /api/v1/custom-walks": page("custom-walks", [custom("c1", "IN_PROGRESS")]),
      "PATCH /api/v1/custom-walks/c1/status": (call) => json(custom("c1", (call.body as { status: string }).status)),
    });
    openAt("/admin/custom-walks");

    fireEvent.click((await row("Bedrijf c1")).getByRole("button", { name: "Afgehandeld" }));
    const toast = (await screen.findByText("Verzoek status is succesvol bijgewerkt")).closest("[role=status]")!;
    expect(toast).toHaveTextContent("Status bijgewerkt");
    expect(api.callsTo("PATCH", "/api/v1/custom-walks/c1/status")[0].body).toEqual({ status: "COMPLETED" });
  });

  it("toasts 'Fout' when the move is refused", async () => {
    fakeApi({
      "GET /api/v1/custom-walks": page("custom-walks", [custom("c1", "NEW")]),
      "PATCH /api/v1/custom-walks/c1/status": json({ message: "Niet toegestaan" }, { status: 409 }),
    });
    openAt("/admin/custom-walks");

    fireEvent.click((await row("Bedrijf c1")).getByRole("button", { name: "Annuleren" }));
    expect(await screen.findByText("Er is een fout opgetreden bij het bijwerken van de status")).toBeInTheDocument();
  });

  it("says so when the requests cannot be loaded", async () => {
    fakeApi({ "GET /api/v1/custom-walks": json({}, { status: 500 }) });
    openAt("/admin/custom-walks");
    expect(await screen.findByText("Er is een fout opgetreden bij het laden van de maatwerkaanvragen.")).toBeInTheDocument();
  });
});
