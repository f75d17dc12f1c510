import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillIn, landedOn, mockApi, renderForm, sentBody, sentPath, type User } from "../../../testing/requests";
import { FeestForm } from "./feest-form";

const renderFeest = () => renderForm("/feest", "/feest-succes", <FeestForm />);

async function fill(user: User) {
  await fillIn(user, [
    [/^Naam/, "Jeroen Bakker"],
    [/E-mailadres/, "jeroen@voorbeeld.nl"],
    [/Telefoonnummer/, "0317 123456"],
    [/Je bericht/, "Mijn vader wordt 70, we zijn met 9 mensen."],
  ]);
}

const send = () => screen.getByRole("button", { name: "Aanvraag versturen" });

afterEach(() => {
  vi.useRealTimers();
});

describe("FeestForm", () => {
  it("requires name, e-mail, phone and message, with Dutch messages, and sends nothing", async () => {
    const fetch = mockApi(201, {});
    const user = renderFeest();

    await user.click(send());

    expect(screen.getByLabelText(/^Naam/)).toHaveAccessibleDescription("Vul je naam in.");
    expect(screen.getByLabelText(/E-mailadres/)).toHaveAccessibleDescription("Vul je e-mailadres in.");
    expect(screen.getByLabelText(/Telefoonnummer/)).toHaveAccessibleDescription("Vul je telefoonnummer in.");
    expect(screen.getByLabelText(/Je bericht/)).toHaveAccessibleDescription(
      "Wat is de gelegenheid, met hoeveel personen komen jullie en welke datum heb je in gedachten? Schrijf een kort bericht over je feest.",
    );
    for (const field of [/^Naam/, /E-mailadres/, /Telefoonnummer/, /Je bericht/]) {
      expect(screen.getByLabelText(field)).toBeRequired();
      expect(screen.getByLabelText(field)).toHaveAttribute("aria-invalid", "true");
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("has only required fields: none says '(optioneel)' and none carries a *", () => {
    renderFeest();

    for (const name of ["Naam", "E-mailadres", "Telefoonnummer", "Je bericht"]) {
      expect(screen.getByRole("textbox", { name })).toBeRequired();
    }
    expect(screen.queryByText(/optioneel/)).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Vraag je feestwandeling aan" })).not.toHaveTextContent("*");
  });

  it("clears a message as soon as the field is right", async () => {
    mockApi(201, {});
    const user = renderFeest();
    await user.click(send());

    await user.type(screen.getByLabelText(/^Naam/), "J");

    expect(screen.getByLabelText(/^Naam/)).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Vul je naam in.")).not.toBeInTheDocument();
  });

  it("sends the four fields to POST /feest and goes to /feest-succes", async () => {
    const fetch = mockApi(201, { id: "1", status: "NEW" });
    const user = renderFeest();
    await fill(user);

    await user.click(send());

    await landedOn("/feest-succes");
    expect(sentPath(fetch)).toBe("/api/v1/feest");
    expect(sentBody(fetch)).toEqual({
      name: "Jeroen Bakker",
      email: "jeroen@voorbeeld.nl",
      phone: "0317 123456",
      message: "Mijn vader wordt 70, we zijn met 9 mensen.",
    });
  });

  it("on failure shows 'Fout bij verzenden' for 6 seconds and keeps what was typed", async () => {
    mockApi(500, {});
    const user = renderFeest();
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.click(send());

    const dialog = await screen.findByRole("dialog", { name: "Fout bij verzenden" });
    expect(dialog).toHaveTextContent(
      "Er is een fout opgetreden bij het verzenden van uw aanvraag. Probeer het opnieuw.",
    );
    act(() => vi.advanceTimersByTime(5_500));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    expect(screen.getByLabelText(/^Naam/)).toHaveValue("Jeroen Bakker");
    expect(screen.getByLabelText(/Je bericht/)).toHaveValue("Mijn vader wordt 70, we zijn met 9 mensen.");
    expect(screen.queryByText(/Bedankpagina/)).not.toBeInTheDocument();
  });

  it("adds the server's own explanation under the inline message, e.g. when there were too many requests", async () => {
    mockApi(429, { message: "Je hebt net al een paar berichten gestuurd." });
    const user = renderFeest();
    await fill(user);

    await user.click(send());

    await screen.findByRole("dialog", { name: "Fout bij verzenden" });
    const form = screen.getByRole("form", { name: "Vraag je feestwandeling aan" });
    expect(form).toHaveTextContent("Je hebt net al een paar berichten gestuurd.");
  });
});
