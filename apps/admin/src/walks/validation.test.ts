import { describe, expect, it } from "vitest";
import { i18nProvider } from "../app/i18n";
import { centsToEuros, eurosToCents, validateWalk, walkBody, WALK_DEFAULTS, type WalkFormValues } from "./validation";

const valid: WalkFormValues = {
  title: "Stilte in het bos",
  slug: "stilte-in-het-bos",
  dateStart: "2026-07-04T08:00:00.000Z",
  dateEnd: "2026-07-04T10:00:00.000Z",
  city: "Wageningen",
  address: "Bosweg 1",
  shortDesc: "Een stille wandeling.",
  fullDesc: "Een lange beschrijving.",
  priceCents: 2000,
  minParticipants: 1,
  maxParticipants: 15,
  coverImageUrl: "",
  published: false,
};

/** messages are the Dutch texts the form shows for values. */
const messages = (values: WalkFormValues) =>
  Object.fromEntries(Object.entries(validateWalk(values)).map(([field, key]) => [field, i18nProvider.translate(key!)]));

describe("validateWalk", () => {
  it("accepts a complete walk", () => {
    expect(validateWalk(valid)).toEqual({});
  });

  it("takes the English texts as optional, within the Dutch limits, and a description only with a title", () => {
    expect(validateWalk({ ...valid, titleEn: "Silence", shortDescEn: "Short", fullDescEn: "Long" })).toEqual({});
    expect(messages({ ...valid, titleEn: "t".repeat(201), shortDescEn: "x".repeat(189) })).toEqual({
      titleEn: "Titel mag maximaal 200 tekens lang zijn",
      shortDescEn: "Korte beschrijving mag maximaal 188 tekens lang zijn",
    });
    expect(messages({ ...valid, fullDescEn: "Long" })).toEqual({ titleEn: "Geef ook de Engelse titel" });
  });

  it("shows every required message on an empty form", () => {
    expect(messages({})).toEqual({
      title: "Titel is verplicht",
      slug: "Slug is verplicht",
      dateStart: "Startdatum is verplicht",
      dateEnd: "Einddatum is verplicht",
      city: "Stad is verplicht",
      address: "Adres is verplicht",
      shortDesc: "Korte beschrijving is verplicht",
      fullDesc: "Volledige beschrijving is verplicht",
      priceCents: "Prijs moet minimaal 0 zijn",
      minParticipants: "Er moet minimaal 1 deelnemer zijn",
      maxParticipants: "Er moet minimaal 1 deelnemer mogelijk zijn",
    });
  });

  it("treats only spaces as empty", () => {
    expect(messages({ ...valid, title: "   ", fullDesc: " \n " })).toEqual({
      title: "Titel is verplicht",
      fullDesc: "Volledige beschrijving is verplicht",
    });
  });

  it.each([
    ["title", 200, "Titel mag maximaal 200 tekens lang zijn"],
    ["slug", 100, "Slug mag maximaal 100 tekens lang zijn"],
    ["city", 100, "Stad mag maximaal 100 tekens lang zijn"],
    ["address", 200, "Adres mag maximaal 200 tekens lang zijn"],
    ["shortDesc", 188, "Korte beschrijving mag maximaal 188 tekens lang zijn"],
  ] as const)("allows %s up to %i characters", (field, max, message) => {
    expect(validateWalk({ ...valid, [field]: "a".repeat(max) })).toEqual({});
    expect(messages({ ...valid, [field]: "a".repeat(max + 1) })).toEqual({ [field]: message });
  });

  it("wants a slug of lowercase letters, digits and single hyphens, as slugify makes", () => {
    for (const slug of ["Stilte", "stilte in bos", "-stilte", "stilte--bos", "stilte_bos"]) {
      expect(messages({ ...valid, slug })).toEqual({ slug: "Slug mag alleen kleine letters, cijfers en streepjes bevatten" });
    }
  });

  it("wants the end after the start", () => {
    const endAtStart = { ...valid, dateEnd: valid.dateStart };
    const endBefore = { ...valid, dateEnd: "2026-07-04T07:00:00.000Z" };
    expect(messages(endAtStart)).toEqual({ dateEnd: "Einddatum moet na startdatum zijn" });
    expect(messages(endBefore)).toEqual({ dateEnd: "Einddatum moet na startdatum zijn" });
  });

  it("wants a price of at least 0 (free walks allowed)", () => {
    expect(validateWalk({ ...valid, priceCents: 0 })).toEqual({});
    expect(messages({ ...valid, priceCents: -1 })).toEqual({ priceCents: "Prijs moet minimaal 0 zijn" });
  });

  it("wants at least 1 participant as minimum and as maximum", () => {
    expect(messages({ ...valid, minParticipants: 0 })).toEqual({ minParticipants: "Er moet minimaal 1 deelnemer zijn" });
    expect(messages({ ...valid, maxParticipants: 0 })).toEqual({
      maxParticipants: "Er moet minimaal 1 deelnemer mogelijk zijn",
    });
  });

  it("wants the minimum not above the maximum (equal is fine)", () => {
    expect(validateWalk({ ...valid, minParticipants: 8, maxParticipants: 8 })).toEqual({});
    expect(messages({ ...valid, minParticipants: 9, maxParticipants: 8 })).toEqual({
      maxParticipants: "Maximum moet groter zijn dan minimum",
    });
  });

  it("takes an optional guide: a name of at most 100 characters, a line of at most 160 only with a name", () => {
    expect(validateWalk({ ...valid, guideName: "Anna de Vries", guideLine: "Boswachter" })).toEqual({});
    expect(validateWalk({ ...valid, guideName: null, guideLine: null })).toEqual({});
    expect(messages({ ...valid, guideName: "a".repeat(101) })).toEqual({ guideName: "Naam van de gids mag maximaal 100 tekens lang zijn" });
    expect(messages({ ...valid, guideName: " ", guideLine: "Boswachter" })).toEqual({ guideName: "Vul ook de naam van de gids in" });
    expect(messages({ ...valid, guideName: "Anna", guideLine: "b".repeat(161) })).toEqual({
      guideLine: "Regel over de gids mag maximaal 160 tekens lang zijn",
    });
  });

  it("takes an optional cover image URL", () => {
    expect(validateWalk({ ...valid, coverImageUrl: "https://example.nl/bos.jpg" })).toEqual({});
    expect(validateWalk({ ...valid, coverImageUrl: null })).toEqual({});
    expect(messages({ ...valid, coverImageUrl: "bos.jpg" })).toEqual({ coverImageUrl: "Voer een geldige URL in" });
  });
});

describe("the walk form's defaults and price", () => {
  it("starts a new walk at 2000 cents, 1 to 15 participants", () => {
    expect(WALK_DEFAULTS).toMatchObject({ priceCents: 2000, minParticipants: 1, maxParticipants: 15 });
  });

  it("shows cents as euros and stores euros as cents", () => {
    expect(centsToEuros(2000)).toBe("20");
    expect(centsToEuros(1995)).toBe("19.95");
    expect(centsToEuros(null)).toBe("");
    expect(eurosToCents(19.95)).toBe(1995);
    expect(eurosToCents("12,50")).toBe(1250);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents("")).toBeNull();
  });
});

describe("walkBody", () => {
  it("sends the form's fields only, trimmed, an emptied cover image, guide and English texts as \"\" (which clears them)", () => {
    const body = walkBody({ ...valid, title: " Stilte ", coverImageUrl: null, guideName: null, id: "w1", bookingStats: {} } as WalkFormValues);
    expect(body).toEqual({ ...valid, title: "Stilte", coverImageUrl: "", guideName: "", guideLine: "", titleEn: "", shortDescEn: "", fullDescEn: "" });
    expect(Object.keys(body)).not.toContain("id");
  });
});
