import { describe, expect, it } from "vitest";
import { i18nProvider } from "../app/i18n";
import { userBody, validateUser, type UserFormValues } from "./validation";

const valid: UserFormValues = { name: "Bram", email: "bram@example.nl", phone: "", password: "geheim123", role: "USER" };

const messages = (values: UserFormValues, mode: "create" | "edit") =>
  Object.fromEntries(Object.entries(validateUser(values, mode)).map(([field, key]) => [field, i18nProvider.translate(key!)]));

describe("validateUser", () => {
  it("accepts a complete new user", () => {
    expect(validateUser(valid, "create")).toEqual({});
  });

  it("shows the required messages on an empty new user", () => {
    expect(messages({}, "create")).toEqual({
      name: "Naam is verplicht",
      email: "E-mailadres is verplicht",
      password: "Wachtwoord is verplicht",
    });
  });

  it("wants a name written as a person's name, as the services do", () => {
    for (const name of ["Bram\u202Ekeeb", "Br\uFEFFam", "Bram\u2028Beheer", "Bram 2"]) {
      expect(messages({ ...valid, name }, "create")).toEqual({ name: "Gebruik in een naam alleen letters, spaties en ' - ." });
    }
    expect(validateUser({ ...valid, name: "Zoë O'Brien-v.d. Berg" }, "create")).toEqual({});
  });

  it("wants an e-mail address that looks like one", () => {
    for (const email of ["bram", "bram@", "bram@example", "br am@example.nl"]) {
      expect(messages({ ...valid, email }, "create")).toEqual({ email: "Voer een geldig e-mailadres in" });
    }
  });

  it("wants a password of at least 8 characters", () => {
    expect(validateUser({ ...valid, password: "12345678" }, "create")).toEqual({});
    expect(messages({ ...valid, password: "1234567" }, "create")).toEqual({
      password: "Wachtwoord moet minimaal 8 tekens zijn",
    });
  });

  it("accepts an empty password on edit, but not a short one", () => {
    expect(validateUser({ ...valid, password: "" }, "edit")).toEqual({});
    expect(validateUser({ ...valid, password: undefined }, "edit")).toEqual({});
    expect(messages({ ...valid, password: "kort" }, "edit")).toEqual({ password: "Wachtwoord moet minimaal 8 tekens zijn" });
  });

  it.each(["", "0612345678", "06-12345678", "06 12345678", "+31612345678", "+316 12345678", "+3120-1234567", "010-1234567", "0317123456"])(
    "accepts the phone number %j",
    (phone) => {
      expect(validateUser({ ...valid, phone }, "create")).toEqual({});
    },
  );

  // The separator may only stand between the area digits and the number, not after +31 or 0.
  it.each(["12345", "0612", "+32612345678", "06-123-45678", "06123456789012", "+31 612345678", "+31 6 12345678", "telefoon"])(
    "refuses the phone number %j",
    (phone) => {
      expect(messages({ ...valid, phone }, "create")).toEqual({ phone: "Voer een geldig Nederlands telefoonnummer in" });
    },
  );
});

describe("userBody", () => {
  it("sends name, e-mail, phone, password and role for a new user; no empty phone", () => {
    expect(userBody({ ...valid, name: " Bram " }, "create")).toEqual({
      name: "Bram",
      email: "bram@example.nl",
      password: "geheim123",
      role: "USER",
    });
    expect(userBody({ ...valid, phone: "0612345678" }, "create")).toMatchObject({ phone: "0612345678" });
  });

  it("does not send an empty password on edit", () => {
    const body = userBody({ ...valid, password: "" }, "edit");
    // An emptied phone is sent as "": the API clears it (null would leave it as it was).
    expect(body).toEqual({ name: "Bram", email: "bram@example.nl", phone: "", role: "USER" });
    expect(body).not.toHaveProperty("password");
  });

  it("sends a filled password on edit", () => {
    expect(userBody({ ...valid, password: "nieuwgeheim" }, "edit")).toMatchObject({ password: "nieuwgeheim" });
  });

  it("leaves the role out when asked (an admin's own account)", () => {
    expect(userBody(valid, "edit", { includeRole: false })).not.toHaveProperty("role");
  });
});
