import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { User } from "@wandelwijs/api-client/types";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useParams } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { never, stubApi, type Answer } from "../../../testing/api";
import { aBooking } from "../../../testing/bookings";
import { seededQueryClient } from "../../../testing/render";
import { aUser, signIn } from "../../../testing/users";
import { aWalkDetail } from "../../../testing/walks";
import { ME_KEY } from "../../../shared/api/get-me";
import { walkQueryOptions, type WalkDetail } from "../../../shared/api/get-walk";
import { BookingView, submitLabel } from "./booking-form";

const plain = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

function Complete() {
  const { bookingId } = useParams();
  return <p>Boekingsresultaat {bookingId}</p>;
}

function renderBooking(walk: WalkDetail = aWalkDetail(), user?: User): QueryClient {
  const queryClient = seededQueryClient(walkQueryOptions(walk.slug).queryKey, walk);
  if (user) {
    signIn();
    queryClient.setQueryData(ME_KEY, user);
    queryClient.setQueryDefaults(ME_KEY, { staleTime: Infinity });
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/boeken/${walk.slug}`]}>
        <Routes>
          <Route path="/boeken/:slug" element={<BookingView slug={walk.slug} />} />
          <Route path="/booking/complete/:bookingId" element={<Complete />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const submitButton = () =>
  screen.getByRole("button", { name: /Doorgaan naar betaling|Gratis boeking bevestigen|Boeking bevestigen, betaald met je cadeaubon|Geen plaatsen|Bezig|Cadeaubon controleren/ });
const qtySelect = () => screen.getByRole("combobox", { name: "Aantal personen" });
const options = () => within(qtySelect()).getAllByRole("option").map((o) => o.textContent);

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Naam"), "Joris Jansen");
  await user.type(screen.getByLabelText("E-mailadres"), "joris@example.nl");
  await user.type(screen.getByLabelText("Telefoonnummer"), "+31 6 12345678");
}

function summary() {
  return plain(screen.getByRole("region", { name: "Overzicht" }).textContent);
}

describe("BookingView: the walk and the quantity", () => {
  it("shows the walk at the top", () => {
    renderBooking(aWalkDetail({ dateEnd: "2026-12-05T11:30:00Z" }));

    expect(screen.getByRole("heading", { level: 1, name: "Boswandeling over vrijheid" })).toBeInTheDocument();
    const facts = plain(screen.getByRole("list", { name: "Over deze wandeling" }).textContent);
    expect(facts).toContain("zaterdag 5 december 2026");
    expect(facts).toContain("10:00–12:30");
    expect(facts).toContain("Parkeerplaats Bosrandweg, Wageningen");
    expect(facts).toContain("€ 25,00 per persoon");
  });

  it("offers 1 up to 10 persons when more places are left, and shows how many remain", () => {
    renderBooking(aWalkDetail({ availableSpots: 14 }));

    expect(options()).toHaveLength(10);
    expect(options()[0]).toBe("1 persoon");
    expect(options()[9]).toBe("10 personen");
    expect(screen.getByText("Nog 14 plekken beschikbaar")).toBeInTheDocument();
  });

  it("offers no more persons than places left", () => {
    renderBooking(aWalkDetail({ availableSpots: 3 }));

    expect(options()).toEqual(["1 persoon", "2 personen", "3 personen"]);
    expect(screen.getByText("Nog 3 plekken beschikbaar")).toBeInTheDocument();
  });

  it("says a full walk is fully booked and shows no form that cannot book", () => {
    renderBooking(aWalkDetail({ availableSpots: 0 }));

    expect(screen.getByText(/Deze wandeling is volgeboekt/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Geen plaatsen beschikbaar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Aantal personen" })).not.toBeInTheDocument();
  });

  it("reduces the chosen quantity when fewer places are left, to at least 1", async () => {
    const user = userEvent.setup({ delay: null });
    const queryClient = renderBooking(aWalkDetail({ availableSpots: 8 }));
    await user.selectOptions(qtySelect(), "6");
    expect(qtySelect()).toHaveValue("6");

    const setSpots = (availableSpots: number) =>
      act(async () => {
        queryClient.setQueryData(walkQueryOptions("boswandeling-over-vrijheid").queryKey, aWalkDetail({ availableSpots }));
      });

    await setSpots(4);
    await waitFor(() => expect(qtySelect()).toHaveValue("4"));
    expect(options()).toHaveLength(4);
    expect(summary()).toContain("€ 100,00");

    await setSpots(1);
    await waitFor(() => expect(qtySelect()).toHaveValue("1"));

    // More places again: the reduced choice stays.
    await setSpots(9);
    await waitFor(() => expect(options()).toHaveLength(9));
    expect(qtySelect()).toHaveValue("1");
  });

  it("says 'Wandeling niet gevonden' with a link back for a walk that cannot be loaded", async () => {
    stubApi({ "GET /walks/bestaat-niet": { status: 404, body: { message: "Wandeling niet gevonden" } } });
    render(
      <QueryClientProvider client={seededQueryClient(["x"], null)}>
        <MemoryRouter>
          <BookingView slug="bestaat-niet" />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Wandeling niet gevonden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terug naar alle wandelingen" })).toHaveAttribute("href", "/");
  });

  it("says 'Wandeling niet gevonden' for a walk that has already started", () => {
    renderBooking(aWalkDetail({ dateStart: "2020-01-01T09:00:00Z", dateEnd: "2020-01-01T11:00:00Z" }));

    expect(screen.getByRole("heading", { level: 1, name: "Wandeling niet gevonden" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});

describe("BookingView: who books", () => {
  it("asks a visitor for name, e-mail and phone, all required, with an international phone example", () => {
    renderBooking();

    expect(screen.getByLabelText("Naam")).toBeRequired();
    expect(screen.getByLabelText("E-mailadres")).toBeRequired();
    expect(screen.getByLabelText("E-mailadres")).toHaveAttribute("type", "email");
    const phone = screen.getByLabelText("Telefoonnummer");
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute("placeholder", "+31 6 12345678");
  });

  it("asks a logged-in user nothing and says who is booking", () => {
    renderBooking(aWalkDetail(), aUser({ name: "Sanne de Vries", email: "sanne@example.nl" }));

    expect(screen.queryByLabelText("Naam")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("E-mailadres")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Telefoonnummer")).not.toBeInTheDocument();
    expect(screen.getByText(/Je boekt als/)).toHaveTextContent("Je boekt als Sanne de Vries (sanne@example.nl)");
  });

  it("warns before a booking inside the cancel deadline that it cannot be cancelled, and promises no cancel", () => {
    const hour = 3_600_000;
    renderBooking(
      aWalkDetail({
        dateStart: new Date(Date.now() + 48 * hour).toISOString(),
        dateEnd: new Date(Date.now() + 50 * hour).toISOString(),
        cancelUntil: new Date(Date.now() - 48 * hour).toISOString(),
      }),
    );
    const form = screen.getByRole("form", { name: "Boekingsformulier" });
    expect(within(form).getByRole("note")).toHaveTextContent(
      "Let op: deze wandeling begint binnen 4 dagen. Na het boeken kun je niet meer annuleren of minder personen opgeven.",
    );
    const know = screen.getByRole("complementary", { name: "Goed om te weten" });
    expect(know).not.toHaveTextContent("Annuleren kan tot");
  });

  it("gives no such warning while the booking can still be cancelled", () => {
    renderBooking(aWalkDetail());
    expect(screen.queryByText(/Na het boeken kun je niet meer annuleren/)).not.toBeInTheDocument();
  });

  it("tells a visitor they cancel by the link in their mail, and a user also in Mijn wandelingen", () => {
    const know = () => screen.getByRole("complementary", { name: "Goed om te weten" }).textContent ?? "";
    renderBooking(aWalkDetail({ cancelMinDays: 4 }));
    expect(know()).toContain("Annuleren kan tot 4 dagen voor aanvang, via de link in je bevestigingsmail.");
    expect(know()).not.toContain("Mijn wandelingen");
    cleanup();

    renderBooking(aWalkDetail({ cancelMinDays: 4 }), aUser());
    expect(know()).toContain(
      "Annuleren kan tot 4 dagen voor aanvang, via de link in je bevestigingsmail of in Mijn wandelingen.",
    );
  });

  it("checks the guest fields in the browser before anything is sent", async () => {
    const api = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await user.type(screen.getByLabelText("E-mailadres"), "geen-adres");
    await user.click(submitButton());

    expect(screen.getByLabelText("Naam")).toHaveAccessibleDescription("Vul je naam in.");
    expect(screen.getByLabelText("Naam")).toHaveFocus();
    expect(screen.getByLabelText("E-mailadres")).toHaveAccessibleDescription(/geldig e-mailadres/);
    expect(screen.getByLabelText("Telefoonnummer")).toHaveAccessibleDescription(/Vul je telefoonnummer in/);
    expect(api.calls).toEqual([]);
  });
});

describe("BookingView: voucher and price", () => {
  it("shows subtotal and total for the chosen persons", async () => {
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await user.selectOptions(qtySelect(), "3");

    expect(summary()).toContain("Subtotaal (3 personen × € 25,00)€ 75,00");
    expect(summary()).toContain("Totaal€ 75,00");
    expect(summary()).not.toContain("Korting");
  });

  it("checks a trimmed code with Controleer and shows the voucher's values and the discount", async () => {
    const api = stubApi({ "POST /vouchers/redeem": { status: 200, body: { valueCents: 5000, remainingCents: 3000 } } });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await user.type(screen.getByLabelText(/Cadeauboncode/), "  ABCD-EFGH-JKLM ");
    await user.click(screen.getByRole("button", { name: "Controleer" }));

    const result = await screen.findByRole("status");
    expect(plain(result.textContent)).toContain("Waarde € 50,00, nog te besteden € 30,00");
    expect(api.calls[0].body).toEqual({ code: "ABCD-EFGH-JKLM" });
    // 1 person: € 25,00, the voucher covers all of it.
    expect(summary()).toContain("Betaald met cadeaubon− € 25,00");
    expect(summary()).not.toContain("Korting");
    expect(summary()).toContain("Totaal€ 0,00");
    expect(submitButton()).toHaveTextContent("Boeking bevestigen, betaald met je cadeaubon");

    await user.selectOptions(qtySelect(), "2");
    expect(summary()).toContain("Betaald met cadeaubon− € 30,00");
    expect(summary()).toContain("Totaal€ 20,00");
    expect(submitButton()).toHaveTextContent("Doorgaan naar betaling");
  });

  it("does not check an empty code", () => {
    renderBooking();
    expect(screen.getByRole("button", { name: "Controleer" })).toBeDisabled();
  });

  it("shows a red box with the server's message for a code that cannot be used", async () => {
    stubApi({ "POST /vouchers/redeem": { status: 400, body: { message: "Deze cadeaubon is verlopen." } } });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await user.type(screen.getByLabelText(/Cadeauboncode/), "OUD");
    await user.click(screen.getByRole("button", { name: "Controleer" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Deze cadeaubon is verlopen.");
    expect(summary()).toContain("Totaal€ 25,00");
  });

  it("falls back to 'Ongeldige vouchercode' without a server message", async () => {
    stubApi({ "POST /vouchers/redeem": { status: 500 } });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await user.type(screen.getByLabelText(/Cadeauboncode/), "XYZ");
    await user.click(screen.getByRole("button", { name: "Controleer" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Ongeldige vouchercode");
  });

  it("clears an earlier check when the code changes", async () => {
    stubApi({ "POST /vouchers/redeem": { status: 200, body: { valueCents: 5000, remainingCents: 5000 } } });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    const field = screen.getByLabelText(/Cadeauboncode/);
    await user.type(field, "GOED");
    await user.click(screen.getByRole("button", { name: "Controleer" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Cadeaubon geldig");

    await user.type(field, "X");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(summary()).toContain("Totaal€ 25,00");
  });

  it("never lets the total fall below 0", async () => {
    stubApi({ "POST /vouchers/redeem": { status: 200, body: { valueCents: 50000, remainingCents: 50000 } } });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await user.type(screen.getByLabelText(/Cadeauboncode/), "GROOT");
    await user.click(screen.getByRole("button", { name: "Controleer" }));

    await screen.findByRole("status");
    expect(summary()).toContain("Betaald met cadeaubon− € 25,00");
    expect(summary()).toContain("Totaal€ 0,00");
  });
});

describe("submitLabel", () => {
  it.each([
    [{ noSpots: true, checkingVoucher: true, busy: true, totalCents: 0 }, "Geen plaatsen beschikbaar"],
    [{ noSpots: false, checkingVoucher: true, busy: true, totalCents: 0 }, "Cadeaubon controleren..."],
    [{ noSpots: false, checkingVoucher: false, busy: true, totalCents: 0 }, "Bezig..."],
    [{ noSpots: false, checkingVoucher: false, busy: false, totalCents: 0 }, "Gratis boeking bevestigen"],
    [{ noSpots: false, checkingVoucher: false, busy: false, totalCents: 0, byVoucher: true }, "Boeking bevestigen, betaald met je cadeaubon"],
    [{ noSpots: false, checkingVoucher: false, busy: false, totalCents: 2500 }, "Doorgaan naar betaling"],
  ])("%o reads %s", (state, label) => {
    expect(submitLabel(state)).toBe(label);
  });
});

describe("BookingView: submitting", () => {
  it("labels the button by state and disables it while checking the voucher and while busy", async () => {
    let answerVoucher: (a: Answer) => void = () => {};
    stubApi({
      "POST /vouchers/redeem": () => new Promise<Answer>((resolve) => (answerVoucher = resolve)),
      "POST /payments/create-booking-payment": never,
    });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    expect(submitButton()).toHaveTextContent("Doorgaan naar betaling");
    expect(submitButton()).toBeEnabled();

    await fillGuest(user);
    await user.type(screen.getByLabelText(/Cadeauboncode/), "HALF");
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent("Cadeaubon controleren...");
    expect(submitButton()).toBeDisabled();

    await act(async () => answerVoucher({ status: 200, body: { valueCents: 1000, remainingCents: 1000 } }));
    await waitFor(() => expect(submitButton()).toHaveTextContent("Bezig..."));
    expect(submitButton()).toBeDisabled();
  });

  it("checks a typed but unchecked code first, then creates the payment and goes to checkout", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const api = stubApi({
      "POST /vouchers/redeem": { status: 200, body: { valueCents: 1000, remainingCents: 1000 } },
      "POST /payments/create-booking-payment": {
        status: 201,
        body: { checkoutUrl: "http://127.0.0.1:18090/checkout/tr_abc", bookingId: "b-1" },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await user.selectOptions(qtySelect(), "2");
    await fillGuest(user);
    await user.type(screen.getByLabelText(/Cadeauboncode/), " HALF ");
    await user.click(submitButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://127.0.0.1:18090/checkout/tr_abc"));
    expect(api.paths()).toEqual(["POST /vouchers/redeem", "POST /payments/create-booking-payment"]);
    expect(api.calls[1].body).toEqual({
      walkId: "8b0c6f4e-0000-4000-8000-000000000001",
      qty: 2,
      voucherCode: "HALF",
      guestName: "Joris Jansen",
      guestEmail: "joris@example.nl",
      guestPhone: "+31 6 12345678",
    });
  });

  it("does not book when the typed code turns out invalid", async () => {
    const api = stubApi({ "POST /vouchers/redeem": { status: 400, body: { message: "Onbekende cadeauboncode." } } });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await fillGuest(user);
    await user.type(screen.getByLabelText(/Cadeauboncode/), "FOUT");
    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent("Onbekende cadeauboncode.");
    expect(screen.getByLabelText(/Cadeauboncode/)).toHaveFocus();
    expect(api.paths()).toEqual(["POST /vouchers/redeem"]);
  });

  it("books a free total directly and goes to the booking result, sending no guest fields for a user", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const api = stubApi({ "POST /bookings": { status: 201, body: aBooking({ id: "free-1", totalCents: 0 }) } });
    const user = userEvent.setup({ delay: null });
    renderBooking(aWalkDetail({ priceCents: 0 }), aUser());
    expect(submitButton()).toHaveTextContent("Gratis boeking bevestigen");
    // Nothing to pay: no voucher box.
    expect(screen.queryByLabelText(/Cadeauboncode/)).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Cadeaubon" })).not.toBeInTheDocument();
    await user.selectOptions(qtySelect(), "2");
    await user.click(submitButton());

    expect(await screen.findByText("Boekingsresultaat free-1")).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ walkSlug: "boswandeling-over-vrijheid", qty: 2 });
    expect(assign).not.toHaveBeenCalled();
  });

  it("books a total brought to 0 by a voucher directly, with the code", async () => {
    const api = stubApi({
      "POST /vouchers/redeem": { status: 200, body: { valueCents: 10000, remainingCents: 10000 } },
      "POST /bookings": { status: 201, body: aBooking({ id: "free-2", totalCents: 0 }) },
    });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await fillGuest(user);
    await user.type(screen.getByLabelText(/Cadeauboncode/), "VOL");
    await user.click(submitButton());

    expect(await screen.findByText("Boekingsresultaat free-2")).toBeInTheDocument();
    expect(api.calls[1].body).toEqual({
      walkSlug: "boswandeling-over-vrijheid",
      qty: 1,
      voucherCode: "VOL",
      guestName: "Joris Jansen",
      guestEmail: "joris@example.nl",
      guestPhone: "+31 6 12345678",
    });
  });

  it("shows the server's message and its field messages when booking fails", async () => {
    stubApi({
      "POST /payments/create-booking-payment": {
        status: 400,
        body: { message: "Controleer je gegevens", errors: { guestPhone: "Voer een geldig telefoonnummer in" } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await fillGuest(user);
    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent("Controleer je gegevens");
    expect(screen.getByLabelText("Telefoonnummer")).toHaveAccessibleDescription(/Voer een geldig telefoonnummer in/);
    expect(submitButton()).toHaveTextContent("Doorgaan naar betaling");
    expect(submitButton()).toBeEnabled();
  });

  it("falls back to the general message when booking fails without one", async () => {
    stubApi({ "POST /payments/create-booking-payment": { status: 502 } });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await fillGuest(user);
    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Er is een fout opgetreden bij het aanmaken van de boeking",
    );
  });

  it("loads the walk again after a 409, so the places left are shown", async () => {
    const api = stubApi({
      "POST /payments/create-booking-payment": { status: 409, body: { message: "Er zijn nog maar 2 plaatsen vrij." } },
      "GET /walks/boswandeling-over-vrijheid": { status: 200, body: aWalkDetail({ availableSpots: 2 }) },
    });
    const user = userEvent.setup({ delay: null });
    renderBooking(aWalkDetail({ availableSpots: 12 }));
    await user.selectOptions(qtySelect(), "5");
    await fillGuest(user);
    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent("Er zijn nog maar 2 plaatsen vrij.");
    await waitFor(() => expect(qtySelect()).toHaveValue("2"));
    expect(api.paths()).toContain("GET /walks/boswandeling-over-vrijheid");
  });
});
