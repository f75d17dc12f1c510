import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Site, User } from "@wandelwijs/api-client/types";
import { ME_KEY } from "../shared/api/get-me";
import { SITE_KEY } from "../shared/api/get-site";
import { walksQueryOptions } from "../features/walk/api/get-walks";
import { stubApi } from "../testing/api";
import { seededQueryClient } from "../testing/render";
import { aBooking } from "../testing/bookings";
import { aUser, signIn } from "../testing/users";
import { aPaidVoucher } from "../testing/vouchers";
import { aWalkDetail } from "../testing/walks";
import { routes } from "./router";

function renderAt(path: string, user?: User, site: Site = { testMode: false, kor: false }) {
  const queryClient = seededQueryClient(walksQueryOptions().queryKey, []);
  queryClient.setQueryData(SITE_KEY, site);
  if (user) {
    signIn();
    queryClient.setQueryData(ME_KEY, user);
  }
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
    expect(within(info).getByRole("link", { name: "Over ons" })).toHaveAttribute("href", "/over-ons");

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
    ["/cadeaubon", "Geef een wandeling cadeau", "Cadeaubon"],
    ["/voucher-success?voucherId=v-1", "Cadeaubon succesvol gekocht!", "Cadeaubon succesvol gekocht!"],
    ["/voucher-success/v-1", "Cadeaubon succesvol gekocht!", "Cadeaubon succesvol gekocht!"],
    ["/voucher-success", "Geen cadeaubon gegevens gevonden", "Geen cadeaubon gegevens gevonden"],
    ["/voucher-confirmation/v-1", "Je cadeaubon", "Je cadeaubon"],
  ])("%s shows its voucher page", async (path, heading, title) => {
    stubApi({ "GET /vouchers/v-1": { status: 200, body: aPaidVoucher({ id: "v-1" }) } });
    renderAt(path);

    // The first visit compiles the vouchers' lazy chunk, which can take a moment when cold.
    expect(await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/nog in aanbouw/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Wandelwijs`));
  });

  it.each([
    ["/maatwerk", "Wandeling op maat", "Wandeling op maat"],
    ["/maatwerk-success", "Bedankt voor je aanvraag!", "Aanvraag ontvangen"],
    ["/feest", "Feestwandeling", "Feestwandeling"],
    ["/feest-succes", "Bedankt voor je aanvraag!", "Aanvraag ontvangen"],
    ["/contact", "Contact", "Contact"],
    ["/contact-succes", "Bedankt voor je bericht!", "Bericht ontvangen"],
    ["/over-ons", "Over ons", "Over ons"],
    ["/filosofische-wandeling-info", "Zo gaat een filosofische wandeling", "Zo gaat een filosofische wandeling"],
  ])("%s shows its page", async (path, heading, title) => {
    renderAt(path);

    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(/nog in aanbouw/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Wandelwijs`));
  });

  it("treats /wandelingen as the overview", async () => {
    renderAt("/wandelingen");

    expect(await screen.findByRole("heading", { level: 2, name: "Geplande wandelingen" })).toBeInTheDocument();
  });

  it("links the overview's walks to a calendar to subscribe to", async () => {
    renderAt("/");

    expect(await screen.findByRole("link", { name: "Zet in je agenda" })).toHaveAttribute("href", "/agenda.ics");
  });

  it("answers an unknown address with 'Pagina niet gevonden'", async () => {
    renderAt("/bestaat/niet");

    expect(await screen.findByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Pagina niet gevonden | Wandelwijs"));
  });

  it("leaves the page it starts on where the visitor scrolled it", async () => {
    vi.mocked(window.scrollTo).mockClear();
    renderAt("/");

    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
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
    const user = userEvent.setup({ delay: null });
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

  it("keeps the phone menu open that was opened on the first screen, before the app ran", async () => {
    window.location.hash = "#topbar-menu";
    try {
      renderAt("/");
      const menuButton = await screen.findByRole("button", { name: "Menu" });
      expect(menuButton).toHaveAttribute("aria-expanded", "true");
      expect(document.getElementById("topbar-menu")).toHaveClass("is-open");
      expect(document.getElementById("topbar-menu")).not.toHaveClass("topbar__menu--static");
    } finally {
      window.location.hash = "";
    }
  });

  it.each([
    ["/login", "Inloggen", "button", "Inloggen"],
    ["/register", "Registreren", "button", "Account aanmaken"],
  ])("%s shows its form", async (path, title, role, name) => {
    renderAt(path);

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole(role, { name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Wandelwijs`));
  });

  it("/profiel sends a visitor to /login", async () => {
    const router = renderAt("/profiel");

    expect(await screen.findByRole("heading", { level: 1, name: "Inloggen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("/profiel shows a signed-in user's profile", async () => {
    stubApi({ "GET /auth/me": { status: 200, body: aUser({ name: "Sanne de Vries" }) } });
    renderAt("/profiel", aUser({ name: "Sanne de Vries" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Mijn profiel" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByText("Sanne de Vries")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Mijn profiel | Wandelwijs"));
  });

  it("checks the session again on arrival at /profiel and the payment result pages, not elsewhere", async () => {
    const api = stubApi({ "GET /auth/me": { status: 200, body: aUser() } });
    const router = renderAt("/", aUser());
    await screen.findByRole("heading", { level: 1 });
    expect(api.calls).toEqual([]);

    await act(() => router.navigate("/contact"));
    await screen.findByRole("heading", { level: 1, name: "Contact" });
    expect(api.calls).toEqual([]);

    await act(() => router.navigate("/profiel"));
    await waitFor(() => expect(api.paths()).toEqual(["GET /auth/me"]));

    await act(() => router.navigate("/booking-success?bookingId=1"));
    const authCalls = () => api.paths().filter((path) => path.startsWith("GET /auth/"));
    await waitFor(() => expect(authCalls()).toEqual(["GET /auth/me", "GET /auth/me"]));
  });

  it("heads every page with the test mode banner when the shop runs in test mode", async () => {
    stubApi({});
    const router = renderAt("/", undefined, { testMode: true, kor: false });
    await screen.findByRole("heading", { level: 1 });
    const banner = "Testmodus: betalingen zijn niet echt en er wordt niets afgeschreven.";
    expect(screen.getByRole("note")).toHaveTextContent(banner);

    await act(() => router.navigate("/contact"));
    await screen.findByRole("heading", { level: 1, name: "Contact" });
    expect(screen.getByRole("note")).toHaveTextContent(banner);
  });

  it("shows no test mode banner on a live shop", async () => {
    stubApi({});
    renderAt("/");
    await screen.findByRole("heading", { level: 1 });

    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it.each([
    ["/boeken/boswandeling-over-vrijheid", "Boswandeling over vrijheid", "Boswandeling over vrijheid boeken"],
    ["/booking/complete/b-1", "Je gratis boeking is bevestigd!", "Je gratis boeking is bevestigd!"],
    ["/booking-success?bookingId=b-1", "Betaling succesvol!", "Betaling succesvol!"],
    ["/booking-success", "Geen boekingsgegevens gevonden", "Geen boekingsgegevens gevonden"],
    ["/mijn-wandelingen", "Mijn wandelingen", "Mijn wandelingen"],
  ])("%s shows its booking page", async (path, heading, title) => {
    const booking = aBooking({ id: "b-1", status: "PAID", paymentStatus: "PAID", totalCents: 0 });
    stubApi({
      "GET /walks/boswandeling-over-vrijheid": { status: 200, body: aWalkDetail() },
      "GET /bookings/b-1": { status: 200, body: booking },
      "GET /bookings/my": { status: 200, body: [booking] },
      "GET /auth/me": { status: 200, body: aUser() },
    });
    renderAt(path, aUser());

    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(/nog in aanbouw/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Wandelwijs`));
  });

  it("/mijn-wandelingen sends a visitor to /login", async () => {
    const router = renderAt("/mijn-wandelingen");

    expect(await screen.findByRole("heading", { level: 1, name: "Inloggen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("does not check a session this browser does not have", async () => {
    const api = stubApi({});
    renderAt("/voucher-success");

    expect(await screen.findByRole("heading", { level: 1, name: "Geen cadeaubon gegevens gevonden" })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
