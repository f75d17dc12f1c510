import { describe, expect, it } from "vitest";
import { validateProfile } from "./validate";

describe("validateProfile", () => {
  const valid = { name: "Sanne", email: "sanne@example.nl", phone: "" };

  it("accepts a name of 2 to 100 characters after trimming, and no phone", () => {
    expect(validateProfile({ ...valid, name: " Jo " })).toEqual({ name: undefined, email: undefined });
    expect(validateProfile({ ...valid, name: "a".repeat(100) }).name).toBeUndefined();
  });

  it("refuses an empty, a one-letter and an over-long name", () => {
    expect(validateProfile({ ...valid, name: "  " }).name).toBe("Vul je naam in.");
    expect(validateProfile({ ...valid, name: " J " }).name).toBe("Je naam moet minimaal 2 tekens lang zijn.");
    expect(validateProfile({ ...valid, name: "a".repeat(101) }).name).toBe("Je naam mag maximaal 100 tekens lang zijn.");
  });

  it("requires an e-mail address of e-mail format", () => {
    expect(validateProfile({ ...valid, email: "" }).email).toBe("Vul je e-mailadres in.");
    expect(validateProfile({ ...valid, email: "sanne.example.nl" }).email).toMatch(/geldig e-mailadres/);
  });
});
