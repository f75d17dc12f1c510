import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillIn, landedOn, mockApi, renderForm, sentBody, sentPath, type User } from "../../../testing/requests";
import { ContactForm } from "./contact-form";

const renderContact = () => renderForm("/contact", "/contact-succes", <ContactForm />);

async function fill(user: User) {
  await fillIn(user, [
    [/^Naam/, "Fatima El Amrani"],
    [/E-mailadres/, "fatima@voorbeeld.nl"],
    [/Je vraag of bericht/, "Kan mijn hond mee op de wandeling?"],
  ]);
}

const send = () => screen.getByRole("button", { name: "Bericht versturen" });

afterEach(() => {
  vi.useRealTimers();
});

describe("ContactForm", () => {
  it("requires name, e-mail and message but not the phone", async () => {
    const fetch = mockApi(201, {});
    const user = renderContact();

    await user.click(send());

    expect(screen.getByLabelText(/^Naam/)).toHaveAccessibleDescription("Vul je naam in.");
    expect(screen.getByLabelText(/E-mailadres/)).toHaveAccessibleDescription("Vul je e-mailadres in.");
    expect(screen.getByLabelText(/Je vraag of bericht/)).toHaveAccessibleDescription("Schrijf je vraag of bericht.");
    expect(screen.getByLabelText(/Telefoonnummer/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText(/Telefoonnummer/)).not.toBeRequired();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says '(optioneel)' after the phone only, and marks no field with a *", () => {
    renderContact();

    expect(screen.getByRole("textbox", { name: "Naam" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Je vraag of bericht" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Telefoonnummer (optioneel)" })).not.toBeRequired();
    expect(screen.getAllByText("(optioneel)")).toHaveLength(1);
    expect(screen.getByRole("form", { name: "Stuur ons een bericht" })).not.toHaveTextContent("*");
  });

  it("asks for an e-mail address of e-mail format", async () => {
    const fetch = mockApi(201, {});
    const user = renderContact();
    await fill(user);
    await user.clear(screen.getByLabelText(/E-mailadres/));
    await user.type(screen.getByLabelText(/E-mailadres/), "fatima@");

    await user.click(send());

    expect(screen.getByLabelText(/E-mailadres/)).toHaveAccessibleDescription(
      "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("leaves an empty phone out of POST /contact and goes to /contact-succes", async () => {
    const fetch = mockApi(201, { id: "1" });
    const user = renderContact();
    await fill(user);

    await user.click(send());

    await landedOn("/contact-succes");
    expect(sentPath(fetch)).toBe("/api/v1/contact");
    expect(sentBody(fetch)).toEqual({
      name: "Fatima El Amrani",
      email: "fatima@voorbeeld.nl",
      message: "Kan mijn hond mee op de wandeling?",
    });
  });

  it("sends the phone when it is filled in", async () => {
    const fetch = mockApi(201, { id: "1" });
    const user = renderContact();
    await fill(user);
    await user.type(screen.getByLabelText(/Telefoonnummer/), "06 98765432");

    await user.click(send());

    await landedOn("/contact-succes");
    expect(sentBody(fetch)).toMatchObject({ phone: "06 98765432" });
  });

  it("on failure shows 'Fout bij verzenden' about the message for 6 seconds and keeps what was typed", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const user = renderContact();
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.click(send());

    const dialog = await screen.findByRole("dialog", { name: "Fout bij verzenden" });
    expect(dialog).toHaveTextContent("Er is een fout opgetreden bij het verzenden van uw bericht. Probeer het opnieuw.");
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_500));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    expect(screen.getByLabelText(/Je vraag of bericht/)).toHaveValue("Kan mijn hond mee op de wandeling?");
    expect(screen.queryByText(/Bedankpagina/)).not.toBeInTheDocument();
  });
});
