import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { walksQueryOptions } from "../features/walks/api/get-walks";
import { seededQueryClient } from "../testing/render";
import { routes } from "./router";

function renderAt(path: string) {
  const queryClient = seededQueryClient(walksQueryOptions().queryKey, []);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("shop routes", () => {
  it("frames every page with header, main navigation and footer", async () => {
    renderAt("/");

    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Filosofische wandelingen");
    const account = screen.getByRole("navigation", { name: "Account" });
    expect(within(account).getByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/login");
    expect(within(account).getByRole("link", { name: "Registreren" })).toHaveAttribute("href", "/register");
    const info = screen.getByRole("navigation", { name: "Informatie" });
    expect(within(info).getByRole("link", { name: "Info" })).toHaveAttribute("href", "/filosofische-wandeling-info");
    expect(within(info).getByRole("link", { name: "Over Ons" })).toHaveAttribute("href", "/over-ons");

    const main = screen.getByRole("navigation", { name: "Hoofdmenu" });
    expect(within(main).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/maatwerk",
      "/cadeaubon",
      "/feest",
      "/contact",
    ]);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${new Date().getFullYear()} Wandelwijs`);
    expect(screen.getByRole("link", { name: "Naar de inhoud" })).toHaveAttribute("href", "#main");
  });

  it.each([
    ["/boeken/boswandeling", "Wandeling boeken"],
    ["/booking/complete/123", "Je boeking"],
    ["/booking-success?bookingId=123", "Betaling"],
    ["/voucher-success?voucherId=1", "Betaling cadeaubon"],
    ["/voucher-success/1", "Betaling cadeaubon"],
    ["/voucher-confirmation/1", "Cadeaubon bevestigd"],
    ["/cadeaubon", "Cadeaubon"],
    ["/login", "Inloggen"],
    ["/register", "Registreren"],
    ["/profiel", "Mijn profiel"],
    ["/mijn-wandelingen", "Mijn wandelingen"],
    ["/maatwerk", "Wandeling op maat"],
    ["/maatwerk-success", "Aanvraag ontvangen"],
    ["/feest", "Feestwandeling"],
    ["/feest-succes", "Aanvraag ontvangen"],
    ["/contact", "Contact"],
    ["/contact-succes", "Bericht ontvangen"],
    ["/over-ons", "Over ons"],
    ["/filosofische-wandeling-info", "Zo gaat een filosofische wandeling"],
  ])("%s says it is not built yet", async (path, title) => {
    renderAt(path);

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/nog in aanbouw/)).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Bekijk de wandelingen" })).toHaveAttribute(
      "href",
      "/",
    );
    await waitFor(() => expect(document.title).toBe(`${title} | Wandelwijs`));
  });

  it("treats /wandelingen as the overview", async () => {
    renderAt("/wandelingen");

    expect(await screen.findByRole("heading", { level: 2, name: "Geplande wandelingen" })).toBeInTheDocument();
  });

  it("answers an unknown address with 'Pagina niet gevonden'", async () => {
    renderAt("/bestaat/niet");

    expect(await screen.findByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Pagina niet gevonden | Wandelwijs"));
  });

  it("scrolls to the top on every navigation", async () => {
    const router = renderAt("/");
    await screen.findByRole("heading", { level: 1 });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate("/contact"));

    expect(await screen.findByRole("heading", { level: 1, name: "Contact" })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("opens the phone menu with its button and closes it with Escape", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const menuButton = await screen.findByRole("button", { name: "Menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("topbar-menu")).toHaveClass("is-open");

    await user.keyboard("{Escape}");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(menuButton).toHaveFocus();
  });
});
