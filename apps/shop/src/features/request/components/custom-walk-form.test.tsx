import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { landedOn, mockApi, pendingApi, renderForm, sentBody, sentPath, type User } from "../../../testing/requests";
import { CustomWalkForm } from "./custom-walk-form";

const renderCustomWalk = () => renderForm("/maatwerk", "/maatwerk-success", <CustomWalkForm />);

/** fillRequired fills the required fields with valid values. */
async function fillRequired(user: User) {
  await user.type(screen.getByLabelText(/Naam contactpersoon/), "Sanne de Boer");
  await user.type(screen.getByLabelText(/E-mailadres/), "sanne@voorbeeld.nl");
  await user.type(screen.getByLabelText(/Telefoonnummer/), "06 12345678");
  await user.selectOptions(screen.getByLabelText(/Duur/), "half-day");
}

const send = () => screen.getByRole("button", { name: "Aanvraag versturen" });

afterEach(() => {
  vi.useRealTimers();
});

describe("CustomWalkForm", () => {
  it("checks the required fields in the browser, in Dutch, and sends nothing", async () => {
    const fetch = mockApi(201, {});
    const user = renderCustomWalk();

    await user.click(send());

    expect(screen.getByLabelText(/Naam contactpersoon/)).toHaveAccessibleDescription(
      "Vul de naam van de contactpersoon in.",
    );
    expect(screen.getByLabelText(/E-mailadres/)).toHaveAccessibleDescription("Vul je e-mailadres in.");
    expect(screen.getByLabelText(/Telefoonnummer/)).toHaveAccessibleDescription(
      "Vul een telefoonnummer in, dan kunnen we je even bellen.",
    );
    expect(screen.getByLabelText(/Duur/)).toHaveAccessibleDescription("Kies hoe lang de wandeling mag duren.");
    expect(screen.getByLabelText(/Naam contactpersoon/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Naam contactpersoon/)).toHaveFocus();
    // Optional fields never complain.
    expect(screen.getByLabelText(/Bedrijf of organisatie/)).not.toHaveAttribute("aria-invalid");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("marks the required fields and starts with 10 participants", () => {
    renderCustomWalk();

    expect(screen.getByLabelText(/Naam contactpersoon/)).toBeRequired();
    expect(screen.getByLabelText(/Aantal deelnemers/)).toBeRequired();
    expect(screen.getByLabelText(/Duur/)).toBeRequired();
    expect(screen.getByLabelText(/Bedrijf of organisatie/)).not.toBeRequired();
    expect(screen.getByLabelText(/Aantal deelnemers/)).toHaveValue(10);
    // Required is the norm: required fields carry no sign, optional ones say "(optioneel)".
    expect(screen.getByRole("textbox", { name: "Naam contactpersoon" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Telefoonnummer" })).toBeRequired();
    expect(screen.getByRole("spinbutton", { name: "Aantal deelnemers" })).toBeRequired();
    expect(screen.getByRole("combobox", { name: "Duur" })).toBeRequired();
    for (const optional of [
      "Bedrijf of organisatie",
      "Voorkeursdatum of -data",
      "Voorkeurslocatie",
      "Thema",
      "Budget",
      "Aanvullende wensen",
    ]) {
      expect(screen.getByRole("textbox", { name: `${optional} (optioneel)` })).not.toBeRequired();
    }
    expect(screen.getByRole("checkbox", { name: "Er zijn deelnemers met toegankelijkheidswensen" })).toBeInTheDocument();
    expect(screen.queryByText(/Velden met een/)).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Vraag je wandeling op maat aan" })).not.toHaveTextContent("*");
    expect(within(screen.getByLabelText(/Duur/)).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Kies een duur",
      "2 uur",
      "Halve dag (4 uur)",
      "Hele dag (6-8 uur)",
      "Meerdaags",
    ]);
  });

  it("asks for an e-mail address of e-mail format", async () => {
    mockApi(201, {});
    const user = renderCustomWalk();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/E-mailadres/));
    await user.type(screen.getByLabelText(/E-mailadres/), "sanne-at-voorbeeld");

    await user.click(send());

    expect(screen.getByLabelText(/E-mailadres/)).toHaveAccessibleDescription(
      "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
    );
  });

  it("falls back to 6 participants when the entry is not a number", async () => {
    const fetch = mockApi(201, { id: "1" });
    const user = renderCustomWalk();
    await fillRequired(user);
    const count = screen.getByLabelText(/Aantal deelnemers/);

    await user.clear(count);
    await user.tab();
    expect(count).toHaveValue(6);

    await user.clear(count);
    await user.click(send());

    await landedOn("/maatwerk-success");
    expect(sentBody(fetch)).toMatchObject({ participantCount: 6 });
  });

  it.each(["3", "26", "40"])("falls back to 6 participants for a group of %s, outside 6 to 25", async (typed) => {
    const fetch = mockApi(201, { id: "1" });
    const user = renderCustomWalk();
    await fillRequired(user);
    const count = screen.getByLabelText(/Aantal deelnemers/);
    await user.clear(count);
    await user.type(count, typed);
    await user.tab();
    expect(count).toHaveValue(6);

    await user.clear(count);
    await user.type(count, typed);
    await user.click(send());

    await landedOn("/maatwerk-success");
    expect(sentBody(fetch)).toMatchObject({ participantCount: 6 });
  });

  it("shows the accessibility details only when the box is ticked, and sends them only then", async () => {
    const fetch = mockApi(201, { id: "1" });
    const user = renderCustomWalk();
    await fillRequired(user);
    expect(screen.queryByLabelText(/Toelichting toegankelijkheid/)).not.toBeInTheDocument();

    const box = screen.getByRole("checkbox", { name: /toegankelijkheidswensen/ });
    await user.click(box);
    await user.type(screen.getByLabelText(/Toelichting toegankelijkheid/), "Eén deelnemer loopt met een rollator.");
    await user.click(box);
    expect(screen.queryByLabelText(/Toelichting toegankelijkheid/)).not.toBeInTheDocument();

    await user.click(send());

    await landedOn("/maatwerk-success");
    const body = sentBody(fetch) as Record<string, unknown>;
    expect(body.hasAccessibilityNeeds).toBe(false);
    expect(body).not.toHaveProperty("accessibilityDetails");
  });

  it("sends the details with the box ticked, and every filled field, trimmed, to POST /custom-walks", async () => {
    const fetch = mockApi(201, { id: "1", status: "NEW" });
    const user = renderCustomWalk();
    await user.type(screen.getByLabelText(/Bedrijf of organisatie/), "  Groene Kracht BV ");
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/Aantal deelnemers/));
    await user.type(screen.getByLabelText(/Aantal deelnemers/), "14");
    await user.type(screen.getByLabelText(/Thema/), "Samenwerken");
    await user.click(screen.getByRole("checkbox", { name: /toegankelijkheidswensen/ }));
    await user.type(screen.getByLabelText(/Toelichting toegankelijkheid/), "Rolstoel");

    await user.click(send());

    await landedOn("/maatwerk-success");
    expect(sentPath(fetch)).toBe("/api/v1/custom-walks");
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: "POST" });
    expect(sentBody(fetch)).toEqual({
      companyName: "Groene Kracht BV",
      contactName: "Sanne de Boer",
      contactEmail: "sanne@voorbeeld.nl",
      contactPhone: "06 12345678",
      participantCount: 14,
      walkTheme: "Samenwerken",
      duration: "half-day",
      hasAccessibilityNeeds: true,
      accessibilityDetails: "Rolstoel",
    });
  });

  it("reads 'Verzenden...' while sending", async () => {
    const api = pendingApi();
    const user = renderCustomWalk();
    await fillRequired(user);

    await user.click(send());

    const busy = screen.getByRole("button", { name: "Verzenden..." });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.click(busy);
    expect(api.spy).toHaveBeenCalledTimes(1);
    await act(async () => api.release(201, { id: "1" }));
    await landedOn("/maatwerk-success");
  });

  it("on failure shows 'Fout bij verzenden' for 8 seconds and an inline message, and keeps what was typed", async () => {
    mockApi(500, { message: "Er ging iets mis" });
    const user = renderCustomWalk();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Aanvullende wensen/), "Graag met lunch.");
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.click(send());

    const dialog = await screen.findByRole("dialog", { name: "Fout bij verzenden" });
    expect(dialog).toHaveTextContent(
      "Er is een fout opgetreden bij het verzenden van uw aanvraag. Probeer het opnieuw.",
    );
    const form = screen.getByRole("form", { name: "Vraag je wandeling op maat aan" });
    expect(form).toHaveTextContent("Er is een fout opgetreden bij het verzenden van uw aanvraag. Probeer het opnieuw.");

    act(() => vi.advanceTimersByTime(7_500));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    expect(screen.getByLabelText(/Naam contactpersoon/)).toHaveValue("Sanne de Boer");
    expect(screen.getByLabelText(/E-mailadres/)).toHaveValue("sanne@voorbeeld.nl");
    expect(screen.getByLabelText(/Aanvullende wensen/)).toHaveValue("Graag met lunch.");
    expect(screen.getByLabelText(/Duur/)).toHaveValue("half-day");
    expect(screen.queryByText(/Bedankpagina/)).not.toBeInTheDocument();
  });

  it("shows the server's field messages next to the fields", async () => {
    mockApi(400, { message: "Controleer de velden", errors: { contactPhone: "Voer een geldig telefoonnummer in" } });
    const user = renderCustomWalk();
    await fillRequired(user);

    await user.click(send());

    await screen.findByRole("dialog", { name: "Fout bij verzenden" });
    expect(screen.getByLabelText(/Telefoonnummer/)).toHaveAccessibleDescription("Voer een geldig telefoonnummer in");
    expect(screen.getByLabelText(/Telefoonnummer/)).toHaveAttribute("aria-invalid", "true");

    await user.keyboard("{Escape}");
    expect(screen.getByLabelText(/Telefoonnummer/)).toHaveFocus();
  });

  it("promises a reply within the working days from contact.json", () => {
    renderCustomWalk();
    expect(screen.getByText(/Binnen 2 werkdagen/)).toBeInTheDocument();
  });
});
