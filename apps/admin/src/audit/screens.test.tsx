// The log (Logboek) against a stubbed API: newest first, who, what and what changed.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, page } from "../testing/api";
import { openAt } from "../testing/render";
import { changeSummary } from "./changes";

describe("changeSummary", () => {
  it("lists the fields that changed, the request's reason, or what was made", () => {
    expect(changeSummary({ id: "w", title: "Bos", published: false }, { id: "w", title: "Bos", published: true })).toEqual([
      "published: false → true",
    ]);
    expect(changeSummary({ reason: "Storm", refund: true }, { cancelledBookings: 3 })).toEqual(["reason: Storm", "refund: true"]);
    expect(changeSummary(null, { title: "Nieuwe wandeling" })).toEqual(["Nieuwe wandeling"]);
    expect(changeSummary(null, null)).toEqual([]);
  });
});

describe("Logboek", () => {
  it("lists every write with who, what and the change, and filters by what", async () => {
    const api = fakeApi({
      "GET /api/v1/admin/audit": page("audit", [
        { id: 2, at: "2026-11-25T10:00:00Z", actorEmail: "beheer@example.nl", action: "walk.update", subjectId: "w1",
          before: { title: "Bos", published: false }, after: { title: "Bos", published: true } },
        { id: 1, at: "2026-11-25T09:00:00Z", actorEmail: "beheer@example.nl", action: "walk.cancel", subjectId: "w2",
          before: { reason: "Storm" }, after: { cancelledBookings: 2 } },
      ]),
    });
    openAt("/admin/audit");
    const row = (await screen.findByText("Wandeling gewijzigd")).closest("tr")!;
    expect(within(row).getByText("beheer@example.nl")).toBeTruthy();
    expect(within(row).getByText("published: false → true")).toBeTruthy();
    expect(screen.getByText("reason: Storm")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Verwijderen|Bewerken/ })).toBeNull();

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Wat" }));
    fireEvent.click(await screen.findByRole("option", { name: "Wandeling geannuleerd" }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === "/api/v1/admin/audit" && c.query.get("filter") === JSON.stringify({ action: "walk.cancel" }))).toBe(true),
    );
  });
});
