import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "@wandelwijs/api-client/types";
import { describe, expect, it, vi } from "vitest";
import { ME_KEY } from "../../shared/api/get-me";
import { never, stubApi } from "../../testing/api";
import { renderRoutes, seededQueryClient } from "../../testing/render";
import { aUser, signIn } from "../../testing/users";
import { Profile } from "../../features/profile/components/profile";
import { AccountNav } from "./account-nav";

const page = (title: string) => (
  <>
    <AccountNav />
    <h1>{title}</h1>
    <button type="button">Ergens anders</button>
  </>
);

const routes = [
  { path: "/", element: page("Voorpagina") },
  { path: "/profiel", element: page("Profielpagina") },
];

function renderFor(user: User | null, path = "/") {
  if (user) signIn();
  return renderRoutes(routes, path, seededQueryClient(ME_KEY, user));
}

const account = () => screen.getByRole("navigation", { name: "Account" });

describe("AccountNav", () => {
  it("offers Inloggen and Registreren to a visitor", () => {
    stubApi({});
    renderFor(null);

    expect(within(account()).getByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/login");
    expect(within(account()).getByRole("link", { name: "Registreren" })).toHaveAttribute("href", "/register");
    expect(within(account()).queryByRole("link", { name: "Mijn wandelingen" })).not.toBeInTheDocument();
  });

  it("shows neither variant while a session is being checked, so nothing flashes", () => {
    signIn();
    stubApi({ "GET /auth/me": () => never() });
    renderRoutes(routes, "/");

    expect(screen.queryByRole("link", { name: "Inloggen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Mijn wandelingen" })).not.toBeInTheDocument();
  });

  it("shows a user Mijn wandelingen and their menu, but no Admin link", async () => {
    stubApi({});
    renderFor(aUser({ name: "Sanne de Vries" }));

    expect(within(account()).getByRole("link", { name: "Mijn wandelingen" })).toHaveAttribute("href", "/mijn-wandelingen");
    expect(within(account()).queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
    expect(within(account()).queryByRole("link", { name: "Inloggen" })).not.toBeInTheDocument();
    const menu = await within(account()).findByRole("button", { name: "Sanne de Vries" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Mijn Profiel" })).not.toBeInTheDocument();
  });

  it("gives an admin a plain link to the back office", () => {
    stubApi({});
    renderFor(aUser({ role: "ADMIN" }));

    expect(within(account()).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin/");
    expect(within(account()).getByRole("link", { name: "Mijn wandelingen" })).toBeInTheDocument();
  });
});

describe("UserMenu", () => {
  it("opens with Enter onto its first item, moves with the arrow keys and closes with Escape", async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderFor(aUser({ name: "Sanne de Vries" }));
    const button = await screen.findByRole("button", { name: "Sanne de Vries" });

    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const profile = screen.getByRole("link", { name: "Mijn Profiel" });
    expect(profile).toHaveAttribute("href", "/profiel");
    expect(profile).toHaveFocus();

    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Uitloggen" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(profile).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("button", { name: "Uitloggen" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    expect(screen.queryByRole("link", { name: "Mijn Profiel" })).not.toBeInTheDocument();
  });

  it("opens with Space too, and keeps Escape from reaching the phone menu around it", async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    const outerKeyDown = vi.fn();
    document.addEventListener("keydown", outerKeyDown);
    renderFor(aUser({ name: "Sanne de Vries" }));
    const button = await screen.findByRole("button", { name: "Sanne de Vries" });

    button.focus();
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Mijn Profiel" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(outerKeyDown.mock.calls.filter(([event]) => event.key === "Escape")).toEqual([]);
    document.removeEventListener("keydown", outerKeyDown);
  });

  it("closes when the user clicks elsewhere or tabs out of it", async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderFor(aUser({ name: "Sanne de Vries" }));
    const button = await screen.findByRole("button", { name: "Sanne de Vries" });

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("heading", { name: "Voorpagina" }));
    expect(button).toHaveAttribute("aria-expanded", "false");

    button.focus();
    await user.keyboard("{Enter}");
    await user.tab(); // to Uitloggen
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.tab(); // out of the menu
    expect(screen.getByRole("button", { name: "Ergens anders" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("goes to /profiel from Mijn Profiel and closes", async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    const { router } = renderFor(aUser({ name: "Sanne de Vries" }));

    await user.click(screen.getByRole("button", { name: "Sanne de Vries" }));
    await user.click(screen.getByRole("link", { name: "Mijn Profiel" }));

    expect(await screen.findByRole("heading", { name: "Profielpagina" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/profiel");
    expect(screen.getByRole("button", { name: "Sanne de Vries" })).toHaveAttribute("aria-expanded", "false");
  });

  it("logs out with POST /auth/logout, forgets the user and goes to /", async () => {
    const api = stubApi({ "POST /auth/logout": { status: 204 } });
    const user = userEvent.setup({ delay: null });
    const { router, queryClient } = renderFor(aUser({ name: "Sanne de Vries" }), "/profiel");

    await user.click(screen.getByRole("button", { name: "Sanne de Vries" }));
    await user.click(screen.getByRole("button", { name: "Uitloggen" }));

    expect(await screen.findByRole("heading", { name: "Voorpagina" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    await waitFor(() => expect(within(account()).getByRole("link", { name: "Inloggen" })).toBeInTheDocument());
    expect(queryClient.getQueryData(ME_KEY)).toBeNull();
    expect(api.paths()).toEqual(["POST /auth/logout"]);
  });

  it("signs this browser out even when the logout call fails", async () => {
    stubApi({ "POST /auth/logout": { status: 500 } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderFor(aUser({ name: "Sanne de Vries" }), "/profiel");

    await user.click(screen.getByRole("button", { name: "Sanne de Vries" }));
    await user.click(screen.getByRole("button", { name: "Uitloggen" }));

    await waitFor(() => expect(within(account()).getByRole("link", { name: "Inloggen" })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/");
  });

  it("logging out on /profiel ends on /, not on the profile's way to /login", async () => {
    stubApi({ "POST /auth/logout": { status: 204 } });
    const user = userEvent.setup({ delay: null });
    signIn();
    const { router } = renderRoutes(
      [
        { path: "/", element: page("Voorpagina") },
        { path: "/login", element: <h1>Inlogpagina</h1> },
        {
          path: "/profiel",
          element: (
            <>
              <AccountNav />
              <Profile />
            </>
          ),
        },
      ],
      "/profiel",
      seededQueryClient(ME_KEY, aUser({ name: "Sanne de Vries" })),
    );
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await user.click(screen.getByRole("button", { name: "Sanne de Vries" }));
    await user.click(screen.getByRole("button", { name: "Uitloggen" }));

    await waitFor(() => expect(within(account()).getByRole("link", { name: "Inloggen" })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/");
    expect(visited).not.toContain("/login");
  });
});
