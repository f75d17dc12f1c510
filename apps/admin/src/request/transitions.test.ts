import { describe, expect, it } from "vitest";
import { i18nProvider } from "../app/i18n";
import { customWalkTransitions, feestActions } from "./transitions";

const t = (key: string) => i18nProvider.translate(key);

describe("feestActions", () => {
  it.each([
    ["NEW", [["read", "In behandeling", "Aanvraag in behandeling genomen"], ["replied", "Afgehandeld", "Aanvraag afgehandeld"]]],
    ["IN_PROGRESS", [["replied", "Afgehandeld", "Aanvraag afgehandeld"]]],
    ["CANCELLED", [["replied", "Afgehandeld", "Aanvraag afgehandeld"]]],
    ["COMPLETED", []],
  ])("offers on %s: %j", (status, expected) => {
    expect(feestActions(status).map((a) => [a.action, t(a.label), t(a.success)])).toEqual(expected);
  });
});

describe("customWalkTransitions", () => {
  it.each([
    ["NEW", [["IN_PROGRESS", "In behandeling"], ["CANCELLED", "Annuleren"]]],
    ["IN_PROGRESS", [["COMPLETED", "Afgehandeld"], ["CANCELLED", "Annuleren"]]],
    ["COMPLETED", [["CANCELLED", "Annuleren"]]],
    ["CANCELLED", []],
  ])("offers on %s: %j", (status, expected) => {
    expect(customWalkTransitions(status).map((a) => [a.to, t(a.label)])).toEqual(expected);
  });
});
