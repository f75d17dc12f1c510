import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { never, stubApi } from "../../../testing/api";
import { renderRoutes, seededQueryClient } from "../../../testing/render";
import { aUser } from "../../../testing/users";
import { ME_KEY } from "../../../shared/api/get-me";
import { LoginForm } from "./login-form";

const routes = [
  { path: "/", element: <h1>Voorpagina</h1> },
  { path: "/login", element: <LoginForm /> },
  { path: "/register", element: <h1>Registratiepagina</h1> },
];

const renderLogin = () => renderRoutes(routes, "/login");

async function fillIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText("E-mailadres"), email);
  if (password) await user.type(screen.getByLabelText("Wachtwoord"), password);
  await user.click(screen.getByRole("button", { name: "Inloggen" }));
  return user;
}

describe("LoginForm", () => {
  it("checks the fields in the browser with Dutch messages tied to them, and calls nobody", async () => {
    const api = stubApi({});
    renderLogin();

    await fillIn("", "");

    const email = screen.getByLabelText("E-mailadres");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Vul je e-mailadres in.");
    expect(screen.getByLabelText("Wachtwoord")).toHaveAccessibleDescription("Vul je wachtwoord in.");
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(api.calls).toEqual([]);
  });

  it("refuses a malformed e-mail address and drops the message once it is fixed", async () => {
    stubApi({});
    renderLogin();

    const user = await fillIn("sanne", "geheim123");
    const email = screen.getByLabelText("E-mailadres");
    expect(email).toHaveAccessibleDescription(/Vul een geldig e-mailadres in/);

    await user.type(email, "@example.nl");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/geldig e-mailadres/)).not.toBeInTheDocument();
  });

  it("signs in with e-mail and password and goes to the front page", async () => {
    const sanne = aUser();
    const api = stubApi({ "POST /auth/login": { status: 200, body: sanne } });
    const { router, queryClient } = renderLogin();

    await fillIn(" sanne@example.nl ", "Wandelen!2026");

    expect(await screen.findByRole("heading", { name: "Voorpagina" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].body).toEqual({ email: "sanne@example.nl", password: "Wandelen!2026" });
    expect(queryClient.getQueryData(ME_KEY)).toEqual(sanne);
  });

  it("shows the server's message as an alert when the login is refused", async () => {
    stubApi({ "POST /auth/login": { status: 401, body: { message: "Onjuist e-mailadres of wachtwoord." } } });
    const { router } = renderLogin();

    await fillIn("sanne@example.nl", "fout");

    expect(await screen.findByRole("alert")).toHaveTextContent("Onjuist e-mailadres of wachtwoord.");
    expect(router.state.location.pathname).toBe("/login");
  });

  it.each([
    ["a server error without a message", () => stubApi({ "POST /auth/login": { status: 500 } })],
    ["a network failure", () => stubApi({ "POST /auth/login": () => Promise.reject(new TypeError("Failed to fetch")) })],
  ])("falls back to 'Er ging iets mis bij het inloggen' on %s", async (_case, stub) => {
    stub();
    renderLogin();

    await fillIn("sanne@example.nl", "Wandelen!2026");

    expect(await screen.findByRole("alert")).toHaveTextContent(/^Er ging iets mis bij het inloggen$/);
  });

  it("shows the server's field messages next to the fields", async () => {
    stubApi({
      "POST /auth/login": { status: 400, body: { message: "Controleer je invoer", errors: { email: "Dit e-mailadres is te lang." } } },
    });
    renderLogin();

    await fillIn("sanne@example.nl", "Wandelen!2026");

    await waitFor(() => expect(screen.getByLabelText("E-mailadres")).toHaveAccessibleDescription("Dit e-mailadres is te lang."));
    expect(screen.getByRole("alert")).toHaveTextContent("Controleer je invoer");
  });

  it("is busy while the server answers", async () => {
    stubApi({ "POST /auth/login": () => never() });
    renderLogin();

    await fillIn("sanne@example.nl", "Wandelen!2026");

    const button = await screen.findByRole("button", { name: "Bezig met inloggen..." });
    expect(button).toBeDisabled();
  });

  it("links to /register", async () => {
    stubApi({});
    renderLogin();

    expect(screen.getByRole("link", { name: "Registreren" })).toHaveAttribute("href", "/register");
  });

  it("sends someone who is already signed in to the front page", async () => {
    stubApi({});
    renderRoutes(routes, "/login", seededQueryClient(ME_KEY, aUser()));

    expect(await screen.findByRole("heading", { name: "Voorpagina" })).toBeInTheDocument();
  });

  it("sends someone signed in from the back office's login (?naar=beheer) back into the back office", async () => {
    stubApi({});
    const replace = vi.fn();
    vi.stubGlobal("location", { ...window.location, replace });
    renderRoutes(routes, "/login?naar=beheer", seededQueryClient(ME_KEY, aUser()));

    await waitFor(() => expect(replace).toHaveBeenCalledWith("/admin/"));
    expect(screen.queryByRole("heading", { name: "Voorpagina" })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
