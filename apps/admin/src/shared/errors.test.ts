import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import { saveFailure, SAVE_FAILED, serverMessage } from "./errors";

const httpError = (status: number, body: unknown) => new HttpError((body as { message?: string })?.message ?? "", status, body);

const walkFields = ["title", "slug"];

describe("serverMessage", () => {
  it("is the server's message, or undefined", () => {
    expect(serverMessage(httpError(409, { message: "Heeft boekingen" }))).toBe("Heeft boekingen");
    expect(serverMessage(httpError(500, null))).toBeUndefined();
    expect(serverMessage(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});

describe("saveFailure", () => {
  it("puts the server's field errors on the fields", () => {
    const error = httpError(409, { message: "Deze slug is al in gebruik", errors: { slug: "Deze slug is al in gebruik" } });
    expect(saveFailure(error, { fields: walkFields })).toEqual({ fields: { slug: "Deze slug is al in gebruik" } });
  });

  it("shows another server message above the form", () => {
    expect(saveFailure(httpError(403, { message: "Geen toegang" }), { fields: walkFields })).toEqual({
      fields: {},
      formMessage: "Geen toegang",
    });
  });

  it("shows 'Er is een fout opgetreden' when the server said nothing", () => {
    expect(saveFailure(httpError(502, null), { fields: walkFields })).toEqual({ fields: {}, formMessage: SAVE_FAILED });
    expect(saveFailure(new TypeError("Failed to fetch"), { fields: walkFields })).toEqual({ fields: {}, formMessage: SAVE_FAILED });
  });

  it("shows an error on a field the form lacks above the form", () => {
    expect(saveFailure(httpError(400, { message: "Ongeldig", errors: { id: "Onbekend" } }), { fields: walkFields })).toEqual({
      fields: {},
      formMessage: "Onbekend",
    });
  });

  it("shows a users' message containing 'email' on the e-mail field as 'Dit e-mailadres is al in gebruik'", () => {
    const options = { fields: ["name", "email"], emailInUse: "wandelwijs.userForm.emailInUse" };
    expect(saveFailure(httpError(409, { message: "email already exists" }), options)).toEqual({
      fields: { email: "wandelwijs.userForm.emailInUse" },
    });
    expect(saveFailure(httpError(409, { message: "Dit e-mailadres is al in gebruik", errors: { email: "Dit e-mailadres is al in gebruik" } }), options)).toEqual({
      fields: { email: "Dit e-mailadres is al in gebruik" },
    });
  });
});
