import { ApiError, errorFromResponse } from "@wandelwijs/api-client/client";
import { describe, expect, it } from "vitest";
import { profileUpdateErrorMessage } from "./profile-error";

describe("profileUpdateErrorMessage", () => {
  it.each([
    [400, "Controleer je invoer en probeer opnieuw"],
    [401, "Je bent niet ingelogd. Log opnieuw in."],
    [403, "Je hebt geen rechten om dit profiel te wijzigen"],
    [409, "Dit e-mailadres is al in gebruik"],
    [500, "Er is een fout opgetreden bij het bijwerken van je profiel"],
    [502, "Er is een fout opgetreden bij het bijwerken van je profiel"],
  ])("says what a %i without a server message means", (status, text) => {
    expect(profileUpdateErrorMessage(new ApiError(status, ""))).toBe(text);
  });

  it("prefers the server's own message over the text for its status", () => {
    expect(profileUpdateErrorMessage(new ApiError(409, "Dit adres hoort al bij een ander account"))).toBe(
      "Dit adres hoort al bij een ander account",
    );
  });

  it("joins a list of server messages with ', '", async () => {
    const response = new Response(JSON.stringify({ message: ["Naam is te kort", "E-mailadres is ongeldig"] }), {
      status: 400,
    });
    expect(profileUpdateErrorMessage(await errorFromResponse(response))).toBe("Naam is te kort, E-mailadres is ongeldig");
  });

  it("never shows the browser's English text for a network failure", () => {
    expect(profileUpdateErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Er is een fout opgetreden bij het bijwerken van je profiel",
    );
  });
});
