// The users list and form against a stubbed API.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, page, searchList } from "../testing/api";
import { admin, openAt } from "../testing/render";

const user = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  name: `Gebruiker ${id}`,
  email: `${id}@example.nl`,
  phone: null,
  role: "USER",
  createdAt: "2026-01-02T10:00:00Z",
  updatedAt: "2026-03-04T11:00:00Z",
  ...fields,
});

const me = user(admin.id, { name: admin.name, email: admin.email, role: "ADMIN" });
const bram = user("u2", { name: "Bram" });

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal("alert", alert);
});

const row = async (text: string) => (await screen.findByText(text)).closest("tr")!;

describe("users list", () => {
  it("marks one's own row '(Jij)' and 'Kan jezelf niet wijzigen', without role toggle or delete", async () => {
    fakeApi({ "GET /api/v1/users": page("users", [me, bram]) });
    openAt("/admin/users");

    const own = await row(admin.email);
    expect(within(own).getByText("(Jij)")).toBeInTheDocument();
    expect(within(own).getByText("Kan jezelf niet wijzigen")).toBeInTheDocument();
    expect(within(own).queryByRole("button", { name: /Maak/ })).not.toBeInTheDocument();
    expect(within(own).queryByRole("button", { name: "Verwijderen" })).not.toBeInTheDocument();

    const other = await row("u2@example.nl");
    expect(within(other).queryByText("(Jij)")).not.toBeInTheDocument();
    expect(within(other).getByRole("button", { name: "Maak beheerder" })).toBeInTheDocument();
    expect(within(other).getByRole("button", { name: "Verwijderen" })).toBeInTheDocument();
    expect(within(other).getByText("Gebruiker")).toBeInTheDocument();
    expect(within(own).getByText("Beheerder")).toBeInTheDocument();
  });

  it("asks for 20 users a page and shows no pager while the page is not full", async () => {
    const api = fakeApi({ "GET /api/v1/users": page("users", [me, bram]) });
    openAt("/admin/users");

    await row("u2@example.nl");
    expect(JSON.parse(api.calls.find((c) => c.path === "/api/v1/users")!.query.get("range")!)).toEqual([0, 19]);
    expect(screen.queryByRole("navigation", { name: /pagination|paginering/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /volgende|next/i })).not.toBeInTheDocument();
  });

  it("searches the users by name or e-mail address", async () => {
    const api = fakeApi({ "GET /api/v1/users": page("users", [me, bram]) });
    openAt("/admin/users");

    await row("u2@example.nl");
    await searchList(api, "/api/v1/users", "Zoeken (naam of e-mailadres)", "bram");
  });

  it("shows the pager once a page is full", async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => user(`p${i}`));
    fakeApi({ "GET /api/v1/users": page("users", twenty, 45) });
    openAt("/admin/users");

    await row("p0@example.nl");
    expect(await screen.findByText(/1-20 (van|of) 45/)).toBeInTheDocument();
  });

  it("toggles a user's role with PATCH {role} only after a confirmation whose icons match its buttons", async () => {
    const api = fakeApi({
      "GET /api/v1/users": page("users", [me, bram]),
      "PATCH /api/v1/users/u2": (call) => json({ ...bram, ...(call.body as object) }),
    });
    openAt("/admin/users");

    fireEvent.click(within(await row("u2@example.nl")).getByRole("button", { name: "Maak beheerder" }));
    let dialog = await screen.findByRole("dialog", { name: "Beheerder maken" });
    expect(dialog).toHaveTextContent("Weet je zeker dat je Bram (u2@example.nl) beheerder wilt maken?");
    expect(within(dialog).getByRole("button", { name: /Annuleren/ }).querySelector("[data-testid=CloseIcon]")).not.toBeNull();
    expect(within(dialog).getByRole("button", { name: "Maak beheerder" }).querySelector("[data-testid=SwapHorizIcon]")).not.toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: /Annuleren/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("PATCH", "/api/v1/users/u2")).toHaveLength(0);

    fireEvent.click(within(await row("u2@example.nl")).getByRole("button", { name: "Maak beheerder" }));
    dialog = await screen.findByRole("dialog", { name: "Beheerder maken" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Maak beheerder" }));
    await waitFor(() => expect(api.callsTo("PATCH", "/api/v1/users/u2")).toHaveLength(1));
    expect(api.callsTo("PATCH", "/api/v1/users/u2")[0].body).toEqual({ role: "ADMIN" });
  });

  it("alerts 'Fout bij wijzigen rol: …' when that fails", async () => {
    fakeApi({
      "GET /api/v1/users": page("users", [me, bram]),
      "PATCH /api/v1/users/u2": json({ message: "Niet toegestaan" }, { status: 409 }),
    });
    openAt("/admin/users");

    fireEvent.click(within(await row("u2@example.nl")).getByRole("button", { name: "Maak beheerder" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Maak beheerder" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Fout bij wijzigen rol: Niet toegestaan"));
  });

  it("deletes a user after the confirmation, and alerts 'Fout bij verwijderen: …' on failure", async () => {
    let answer = json({ message: "Heeft boekingen" }, { status: 409 });
    const api = fakeApi({ "GET /api/v1/users": page("users", [me, bram]), "DELETE /api/v1/users/u2": () => answer });
    openAt("/admin/users");

    fireEvent.click(within(await row("u2@example.nl")).getByRole("button", { name: "Verwijderen" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("button", { name: /Annuleren/ }).querySelector("[data-testid=CloseIcon]")).not.toBeNull();
    expect(within(dialog).getByRole("button", { name: "Verwijderen" }).querySelector("[data-testid=DeleteIcon]")).not.toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Verwijderen" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Fout bij verwijderen: Heeft boekingen"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    answer = json(bram);
    fireEvent.click(within(await row("u2@example.nl")).getByRole("button", { name: "Verwijderen" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Verwijderen" }));
    await waitFor(() => expect(api.callsTo("DELETE", "/api/v1/users/u2")).toHaveLength(2));
  });

  it("says so when the users cannot be loaded", async () => {
    fakeApi({ "GET /api/v1/users": json({}, { status: 500 }) });
    openAt("/admin/users");
    expect(await screen.findByText("Er is een fout opgetreden bij het laden van de gebruikers.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Gebruikers" })).toBeInTheDocument();
  });
});

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: "input" });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Opslaan" }));

describe("user form", () => {
  it("shows the required messages on an empty new user and sends nothing", async () => {
    const api = fakeApi({});
    openAt("/admin/users/new");
    await screen.findByRole("heading", { level: 1, name: "Gebruiker toevoegen" });
    save();

    expect(await screen.findByText("Naam is verplicht")).toBeInTheDocument();
    expect(screen.getByText("E-mailadres is verplicht")).toBeInTheDocument();
    expect(screen.getByText("Wachtwoord is verplicht")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("checks the e-mail address, the password's length and the Dutch phone number", async () => {
    fakeApi({});
    openAt("/admin/users/new");
    await screen.findByRole("heading", { level: 1, name: "Gebruiker toevoegen" });
    type("Naam", "Bram");
    type("E-mailadres", "bram@");
    type("Telefoonnummer", "12345");
    type("Wachtwoord", "kort");
    save();

    expect(await screen.findByText("Voer een geldig e-mailadres in")).toBeInTheDocument();
    expect(screen.getByText("Wachtwoord moet minimaal 8 tekens zijn")).toBeInTheDocument();
    expect(screen.getByText("Voer een geldig Nederlands telefoonnummer in")).toBeInTheDocument();

    type("Telefoonnummer", "06-12345678");
    await waitFor(() => expect(screen.queryByText("Voer een geldig Nederlands telefoonnummer in")).not.toBeInTheDocument());
  });

  it("creates a user with POST /users", async () => {
    const api = fakeApi({
      "POST /api/v1/users": (call) => json({ id: "u9", ...(call.body as object) }, { status: 201 }),
      "GET /api/v1/users": page("users", []),
    });
    openAt("/admin/users/new");
    await screen.findByRole("heading", { level: 1, name: "Gebruiker toevoegen" });
    type("Naam", "Bram");
    type("E-mailadres", "bram@example.nl");
    type("Telefoonnummer", "0612345678");
    type("Wachtwoord", "geheim123");
    save();

    await waitFor(() => expect(api.callsTo("POST", "/api/v1/users")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/v1/users")[0].body).toEqual({
      name: "Bram",
      email: "bram@example.nl",
      phone: "0612345678",
      password: "geheim123",
      role: "USER",
    });
  });

  it("shows a taken e-mail address on the e-mail field", async () => {
    fakeApi({ "POST /api/v1/users": json({ message: "email already registered" }, { status: 409 }) });
    openAt("/admin/users/new");
    await screen.findByRole("heading", { level: 1, name: "Gebruiker toevoegen" });
    type("Naam", "Bram");
    type("E-mailadres", "bram@example.nl");
    type("Wachtwoord", "geheim123");
    save();

    expect(await screen.findByText("Dit e-mailadres is al in gebruik")).toBeInTheDocument();
    expect(field("E-mailadres")).toHaveAttribute("aria-invalid", "true");
  });

  it("edits a user without sending an empty password, and shows the account information", async () => {
    const api = fakeApi({
      "GET /api/v1/users/u2": bram,
      "PATCH /api/v1/users/u2": (call) => json({ ...bram, ...(call.body as object) }),
      "GET /api/v1/users": page("users", [me, bram]),
    });
    openAt("/admin/users/u2/edit");

    await waitFor(() => expect(field("Naam")).toHaveValue("Bram"));
    const panel = screen.getByRole("region", { name: "Accountinformatie" });
    expect(within(panel).getByText("u2")).toBeInTheDocument();
    expect(within(panel).getByText("Aangemaakt op")).toBeInTheDocument();
    expect(within(panel).getByText("Laatst bijgewerkt")).toBeInTheDocument();

    type("Naam", "Bram B.");
    save();
    await waitFor(() => expect(api.callsTo("PATCH", "/api/v1/users/u2")).toHaveLength(1));
    expect(api.callsTo("PATCH", "/api/v1/users/u2")[0].body).toEqual({
      name: "Bram B.",
      email: "u2@example.nl",
      phone: "",
      role: "USER",
    });
  });

  it("does not offer or send the role on one's own account", async () => {
    const api = fakeApi({
      "GET /api/v1/users/u1": me,
      "PATCH /api/v1/users/u1": (call) => json({ ...me, ...(call.body as object) }),
      "GET /api/v1/users": page("users", [me]),
    });
    openAt("/admin/users/u1/edit");

    await waitFor(() => expect(field("Naam")).toHaveValue(admin.name));
    expect(screen.getByText("Je kunt je eigen rol niet wijzigen")).toBeInTheDocument();
    save();
    await waitFor(() => expect(api.callsTo("PATCH", "/api/v1/users/u1")).toHaveLength(1));
    expect(api.callsTo("PATCH", "/api/v1/users/u1")[0].body).not.toHaveProperty("role");
  });
});
