import { describe, expect, it } from "vitest";
import { validateLogin, validateRegister } from "./validate";

describe("validateLogin", () => {
  it("asks for both fields in Dutch", () => {
    expect(validateLogin({ email: "", password: "" })).toEqual({
      email: "Vul je e-mailadres in.",
      password: "Vul je wachtwoord in.",
    });
  });

  it.each(["sanne", "sanne@", "@example.nl", "sanne @example.nl", "sanne@exa mple.nl"])(
    "refuses %j as an e-mail address",
    (email) => {
      expect(validateLogin({ email, password: "x" }).email).toBe(
        "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
      );
    },
  );

  it("accepts an e-mail address with spaces around it and any non-empty password", () => {
    expect(validateLogin({ email: "  sanne@example.nl ", password: "x" })).toEqual({ email: undefined, password: undefined });
  });
});

describe("validateRegister", () => {
  const valid = { name: "Sanne", email: "sanne@example.nl", phone: "0612345678", password: "12345678" };

  it("requires name, e-mail, phone and password", () => {
    expect(validateRegister({ name: " ", email: "", phone: "  ", password: "" })).toEqual({
      name: "Vul je naam in.",
      email: "Vul je e-mailadres in.",
      phone: "Vul je telefoonnummer in.",
      password: "Kies een wachtwoord.",
    });
  });

  it("wants a password of at least 8 characters", () => {
    expect(validateRegister({ ...valid, password: "1234567" }).password).toBe(
      "Je wachtwoord moet minimaal 8 tekens lang zijn.",
    );
    expect(validateRegister({ ...valid, password: "12345678" }).password).toBeUndefined();
  });

  it("passes a complete form", () => {
    expect(Object.values(validateRegister(valid)).filter(Boolean)).toEqual([]);
  });
});
