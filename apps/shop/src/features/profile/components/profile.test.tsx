import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "@wandelwijs/api-client/types";
import { describe, expect, it, vi } from "vitest";
import { never, stubApi, type Handler } from "../../../testing/api";
import { renderRoutes, seededQueryClient } from "../../../testing/render";
import { aUser, signIn } from "../../../testing/users";
import { ME_KEY } from "../../../shared/api/get-me";
import { Profile } from "./profile";

const routes = [
  { path: "/login", element: <h1>Inlogpagina</h1> },
  { path: "/profiel", element: <Profile /> },
];

/** renderProfile shows /profiel to a signed-in user whose data is already loaded. */
function renderProfile(user: User = aUser()) {
  signIn();
  return renderRoutes(routes, "/profiel", seededQueryClient(ME_KEY, user));
}

/** saving stubs PATCH /users/me with answer and the reload of the user that follows a success. */
function saving(answer: Handler, reloaded: User = aUser()) {
  return stubApi({ "PATCH /users/me": answer, "GET /auth/me": { status: 200, body: reloaded } });
}

async function openForm() {
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  await user.click(screen.getByRole("button", { name: "Gegevens wijzigen" }));
  return user;
}

describe("Profile", () => {
  it("says 'Profiel laden...' while the user is on the way", async () => {
    signIn();
    stubApi({ "GET /auth/me": () => never() });
    renderRoutes(routes, "/profiel");

    expect(screen.getByRole("status")).toHaveTextContent("Profiel laden...");
  });

  it("sends a visitor who is not signed in to /login", async () => {
    const api = stubApi({});
    const { router } = renderRoutes(routes, "/profiel");

    expect(await screen.findByRole("heading", { name: "Inlogpagina" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(api.calls).toEqual([]);
  });

  it("says 'Geen gebruikersgegevens beschikbaar' when the user cannot be loaded", async () => {
    signIn();
    stubApi({ "GET /auth/me": { status: 500, body: { message: "Interne fout" } } });
    renderRoutes(routes, "/profiel");

    expect(await screen.findByText("Geen gebruikersgegevens beschikbaar")).toBeInTheDocument();
  });

  it("shows name, e-mail, phone, role and the member-since date in long Dutch form", () => {
    stubApi({});
    renderProfile(aUser({ name: "Sanne de Vries", email: "sanne@example.nl", phone: "+31 6 12345678" }));

    const details = screen.getByText("Naam", { selector: "dt" }).closest("dl")!;
    const rows = Array.from(details.querySelectorAll("div")).map((row) => [
      row.querySelector("dt")!.textContent,
      row.querySelector("dd")!.textContent,
    ]);
    expect(rows).toEqual([
      ["Naam", "Sanne de Vries"],
      ["E-mailadres", "sanne@example.nl"],
      ["Telefoonnummer", "+31 6 12345678"],
      ["Rol", "Gebruiker"],
      ["Lid sinds", "vrijdag 14 maart 2025"],
    ]);
  });

  it("says 'Niet ingevuld' without a phone and 'Beheerder' for an admin", () => {
    stubApi({});
    renderProfile(aUser({ phone: null, role: "ADMIN" }));

    expect(screen.getByText("Niet ingevuld")).toBeInTheDocument();
    expect(screen.getByText("Beheerder")).toBeInTheDocument();
    expect(screen.queryByText("Gebruiker")).not.toBeInTheDocument();
  });

  it("opens the form with the current data and Annuleren leaves it, forgetting the edits", async () => {
    const api = stubApi({});
    renderProfile(aUser({ name: "Sanne de Vries", phone: null }));

    const user = await openForm();
    const name = screen.getByRole("textbox", { name: "Naam" });
    expect(name).toHaveValue("Sanne de Vries");
    expect(name).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toHaveValue("sanne@example.nl");
    expect(screen.getByRole("textbox", { name: /Telefoonnummer/ })).toHaveValue("");

    await user.clear(name);
    await user.type(name, "Iemand Anders");
    await user.click(screen.getByRole("button", { name: "Annuleren" }));

    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByText("Sanne de Vries")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Gegevens wijzigen" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Gegevens wijzigen" }));
    expect(screen.getByRole("textbox", { name: "Naam" })).toHaveValue("Sanne de Vries");
    expect(api.calls).toEqual([]);
  });

  it("saves trimmed values without an empty phone, reloads the user and says so in green", async () => {
    const updated = aUser({ name: "Sanne Jansen", phone: null });
    const api = saving({ status: 200, body: updated }, updated);
    renderProfile();

    const user = await openForm();
    const name = screen.getByRole("textbox", { name: "Naam" });
    await user.clear(name);
    await user.type(name, "  Sanne Jansen  ");
    await user.clear(screen.getByRole("textbox", { name: /Telefoonnummer/ }));
    await user.click(screen.getByRole("button", { name: "Opslaan" }));

    const banner = await screen.findByRole("status");
    expect(banner).toHaveTextContent("Profiel succesvol bijgewerkt!");
    expect(banner).toHaveClass("banner--success");
    expect(screen.getByText("Sanne Jansen")).toBeInTheDocument();
    expect(screen.getByText("Niet ingevuld")).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: "PATCH", path: "/users/me" });
    expect(api.calls[0].body).toEqual({ name: "Sanne Jansen", email: "sanne@example.nl" });
    await waitFor(() => expect(api.paths()).toEqual(["PATCH /users/me", "GET /auth/me"]));
  });

  it("lets the success message disappear after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saving({ status: 200, body: aUser() });
    renderProfile();

    const user = await openForm();
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(await screen.findByText("Profiel succesvol bijgewerkt!")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText("Profiel succesvol bijgewerkt!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText("Profiel succesvol bijgewerkt!")).not.toBeInTheDocument();
  });

  it("shows 'Opslaan...' on a disabled button while saving", async () => {
    saving(() => never());
    renderProfile();

    const user = await openForm();
    await user.click(screen.getByRole("button", { name: "Opslaan" }));

    expect(await screen.findByRole("button", { name: "Opslaan..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Annuleren" })).toBeDisabled();
  });

  it.each([
    [409, { message: "Dit e-mailadres is al in gebruik" }, "Dit e-mailadres is al in gebruik"],
    [400, {}, "Controleer je invoer en probeer opnieuw"],
    [403, {}, "Je hebt geen rechten om dit profiel te wijzigen"],
    [500, undefined, "Er is een fout opgetreden bij het bijwerken van je profiel"],
  ])("answers a %i with a red message and keeps the form open", async (status, body, text) => {
    saving({ status, body });
    renderProfile();

    const user = await openForm();
    await user.click(screen.getByRole("button", { name: "Opslaan" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveClass("banner--error");
    expect(screen.getByRole("textbox", { name: "Naam" })).toBeInTheDocument();
  });

  it("puts the server's field messages next to the fields", async () => {
    saving({ status: 400, body: { message: "Controleer je invoer", errors: { email: "Dit e-mailadres is ongeldig." } } });
    renderProfile();

    const user = await openForm();
    await user.click(screen.getByRole("button", { name: "Opslaan" }));

    const email = screen.getByRole("textbox", { name: "E-mailadres" });
    await waitFor(() => expect(email).toHaveAccessibleDescription("Dit e-mailadres is ongeldig."));
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the name and e-mail in the browser before saving", async () => {
    const api = saving({ status: 200, body: aUser() });
    renderProfile();

    const user = await openForm();
    const name = screen.getByRole("textbox", { name: "Naam" });
    await user.clear(name);
    await user.type(name, "S");
    await user.clear(screen.getByRole("textbox", { name: "E-mailadres" }));
    await user.click(screen.getByRole("button", { name: "Opslaan" }));

    expect(name).toHaveAccessibleDescription("Je naam moet minimaal 2 tekens lang zijn.");
    expect(name).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toHaveAccessibleDescription("Vul je e-mailadres in.");
    expect(api.calls).toEqual([]);
  });
});
