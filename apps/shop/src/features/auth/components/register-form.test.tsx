import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { never, stubApi } from "../../../testing/api";
import { renderRoutes } from "../../../testing/render";
import { aUser } from "../../../testing/users";
import { ME_KEY } from "../../../shared/api/get-me";
import { RegisterForm } from "./register-form";

const routes = [
  { path: "/", element: <h1>Voorpagina</h1> },
  { path: "/register", element: <RegisterForm /> },
];

const renderRegister = () => renderRoutes(routes, "/register");

interface Fields {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
}

async function fillIn({ name, email, phone, password }: Fields) {
  const user = userEvent.setup({ delay: null });
  if (name) await user.type(screen.getByLabelText("Naam"), name);
  if (email) await user.type(screen.getByLabelText("E-mailadres"), email);
  if (phone) await user.type(screen.getByLabelText("Telefoonnummer"), phone);
  if (password) await user.type(screen.getByLabelText("Wachtwoord", { exact: false }), password);
  await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
  return user;
}

const complete = { name: " Sanne de Vries ", email: "sanne@example.nl", phone: " 0612345678 ", password: "Wandelen!2026" };

describe("RegisterForm", () => {
  it("requires all four fields, with Dutch messages, before calling the server", async () => {
    const api = stubApi({});
    renderRegister();

    await fillIn({});

    expect(screen.getByLabelText("Naam")).toHaveAccessibleDescription("Vul je naam in.");
    expect(screen.getByLabelText("E-mailadres")).toHaveAccessibleDescription("Vul je e-mailadres in.");
    expect(screen.getByLabelText("Telefoonnummer")).toHaveAccessibleDescription("Vul je telefoonnummer in.");
    expect(screen.getByLabelText("Wachtwoord", { exact: false })).toHaveAccessibleDescription(
      "Minimaal 8 tekens. Kies een wachtwoord.",
    );
    expect(screen.getByLabelText("Naam")).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("wants a password of at least 8 characters", async () => {
    const api = stubApi({});
    renderRegister();

    await fillIn({ ...complete, password: "kort123" });

    const password = screen.getByLabelText("Wachtwoord", { exact: false });
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(/Je wachtwoord moet minimaal 8 tekens lang zijn\./);
    expect(password).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("creates the account with trimmed values and goes to the front page signed in", async () => {
    const sanne = aUser();
    const api = stubApi({ "POST /auth/register": { status: 201, body: sanne } });
    const { queryClient } = renderRegister();

    await fillIn(complete);

    expect(await screen.findByRole("heading", { name: "Voorpagina" })).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({
      email: "sanne@example.nl",
      name: "Sanne de Vries",
      phone: "0612345678",
      password: "Wandelen!2026",
    });
    expect(queryClient.getQueryData(ME_KEY)).toEqual(sanne);
  });

  it("shows a taken e-mail address as the server says it", async () => {
    stubApi({ "POST /auth/register": { status: 409, body: { message: "Dit e-mailadres is al in gebruik" } } });
    renderRegister();

    await fillIn(complete);

    expect(await screen.findByRole("alert")).toHaveTextContent("Dit e-mailadres is al in gebruik");
  });

  it("puts the server's field messages next to their fields", async () => {
    stubApi({
      "POST /auth/register": {
        status: 400,
        body: { message: "Controleer je invoer", errors: { phone: "Vul een geldig telefoonnummer in.", unknown: "x" } },
      },
    });
    renderRegister();

    await fillIn(complete);

    const phone = screen.getByLabelText("Telefoonnummer");
    await waitFor(() => expect(phone).toHaveAccessibleDescription("Vul een geldig telefoonnummer in."));
    expect(phone).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("Controleer je invoer");
  });

  it("falls back to 'Er ging iets mis bij het registreren' without a server message", async () => {
    stubApi({ "POST /auth/register": { status: 502 } });
    renderRegister();

    await fillIn(complete);

    expect(await screen.findByRole("alert")).toHaveTextContent(/^Er ging iets mis bij het registreren$/);
  });

  it("is busy while the server answers and links to /login", async () => {
    stubApi({ "POST /auth/register": () => never() });
    renderRegister();

    await fillIn(complete);

    expect(await screen.findByRole("button", { name: "Account aanmaken..." })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/login");
  });
});
