// The walk form's checks. Each error is an i18n key whose Dutch text is
// the spec's message; react-admin translates it under the field.
import { RULES } from "../shared/rules";

/** Walk form limits. */
export const WALK_LIMITS = { title: 200, slug: 100, city: 100, address: 200, shortDesc: 188, guideName: 100, guideLine: 160 } as const;

/** Defaults of a new walk. */
export const WALK_DEFAULTS = { ...RULES.walk.defaults, published: false } as const;

export interface WalkFormValues {
  title?: string | null;
  slug?: string | null;
  dateStart?: string | null;
  dateEnd?: string | null;
  city?: string | null;
  address?: string | null;
  shortDesc?: string | null;
  fullDesc?: string | null;
  titleEn?: string | null;
  shortDescEn?: string | null;
  fullDescEn?: string | null;
  priceCents?: number | null;
  minParticipants?: number | null;
  maxParticipants?: number | null;
  coverImageUrl?: string | null;
  guideName?: string | null;
  guideLine?: string | null;
  published?: boolean | null;
}

/** SLUG_PATTERN is what the API accepts as a slug, and what slugify makes. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const key = (name: string) => `wandelwijs.validation.walk.${name}`;

const blank = (text: string | null | undefined) => !text || text.trim() === "";

const isNumber = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/** isHttpUrl tells whether text is an absolute http(s) URL. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

type WalkErrors = Partial<Record<keyof WalkFormValues, string>>;

/** validateWalk returns the error of each invalid field; an empty object when all is well. */
export function validateWalk(values: WalkFormValues): WalkErrors {
  const errors: WalkErrors = {};
  const text = (field: "title" | "slug" | "city" | "address" | "shortDesc", required: string, tooLong: string) => {
    const value = values[field];
    if (blank(value)) errors[field] = key(required);
    else if (value!.length > WALK_LIMITS[field]) errors[field] = key(tooLong);
  };
  text("title", "titleRequired", "titleTooLong");
  text("slug", "slugRequired", "slugTooLong");
  if (!errors.slug && !SLUG_PATTERN.test(values.slug!.trim())) errors.slug = key("slugPattern");

  const start = values.dateStart ? Date.parse(values.dateStart) : NaN;
  const end = values.dateEnd ? Date.parse(values.dateEnd) : NaN;
  if (Number.isNaN(start)) errors.dateStart = key("dateStartRequired");
  if (Number.isNaN(end)) errors.dateEnd = key("dateEndRequired");
  else if (!Number.isNaN(start) && end <= start) errors.dateEnd = key("endBeforeStart");

  text("city", "cityRequired", "cityTooLong");
  text("address", "addressRequired", "addressTooLong");
  text("shortDesc", "shortDescRequired", "shortDescTooLong");
  if (blank(values.fullDesc)) errors.fullDesc = key("fullDescRequired");
  // The English texts are optional; given, they follow the Dutch limits, and need a title.
  if ((values.titleEn ?? "").trim().length > WALK_LIMITS.title) errors.titleEn = key("titleTooLong");
  else if (blank(values.titleEn) && !(blank(values.shortDescEn) && blank(values.fullDescEn))) errors.titleEn = key("titleEnRequired");
  if ((values.shortDescEn ?? "").trim().length > WALK_LIMITS.shortDesc) errors.shortDescEn = key("shortDescTooLong");

  if (!isNumber(values.priceCents) || values.priceCents < 0) errors.priceCents = key("priceMin");
  const min = values.minParticipants;
  const max = values.maxParticipants;
  const least = RULES.walk.minParticipants;
  if (!isNumber(min) || min < least) errors.minParticipants = key("minParticipants");
  if (!isNumber(max) || max < least) errors.maxParticipants = key("maxParticipants");
  else if (isNumber(min) && min > max) errors.maxParticipants = key("maxBelowMin");

  if (!blank(values.coverImageUrl) && !isHttpUrl(values.coverImageUrl!.trim())) errors.coverImageUrl = key("coverImageUrl");
  const guideName = (values.guideName ?? "").trim();
  const guideLine = (values.guideLine ?? "").trim();
  if (guideName.length > WALK_LIMITS.guideName) errors.guideName = key("guideNameTooLong");
  else if (guideLine !== "" && guideName === "") errors.guideName = key("guideNameRequired");
  if (guideLine.length > WALK_LIMITS.guideLine) errors.guideLine = key("guideLineTooLong");
  return errors;
}

/** walkBody is what POST and PUT /walks/admin… take: the form's fields and nothing else. */
export function walkBody(values: WalkFormValues) {
  const trim = (text: string | null | undefined) => (text ?? "").trim();
  return {
    title: trim(values.title),
    slug: trim(values.slug),
    dateStart: values.dateStart ?? "",
    dateEnd: values.dateEnd ?? "",
    city: trim(values.city),
    address: trim(values.address),
    shortDesc: trim(values.shortDesc),
    fullDesc: trim(values.fullDesc),
    // "" removes an English text: the shop then shows the Dutch one.
    titleEn: trim(values.titleEn),
    shortDescEn: trim(values.shortDescEn),
    fullDescEn: trim(values.fullDescEn),
    priceCents: values.priceCents ?? 0,
    minParticipants: values.minParticipants ?? 0,
    maxParticipants: values.maxParticipants ?? 0,
    // "" clears the image: the API leaves a field it is sent as null unchanged.
    coverImageUrl: trim(values.coverImageUrl),
    // "" removes the guide, as for the image.
    guideName: trim(values.guideName),
    guideLine: trim(values.guideLine),
    published: Boolean(values.published),
  };
}

/** centsToEuros shows cents as a euro amount for the price input, e.g. 2050 → "20.5". */
export const centsToEuros = (cents: number | null | undefined) => (cents == null ? "" : String(cents / 100));

/** eurosToCents stores a euro amount typed in the price input as whole cents. */
export const eurosToCents = (euros: number | string | null | undefined): number | null => {
  if (euros == null || euros === "") return null;
  const n = typeof euros === "number" ? euros : Number(String(euros).replace(",", "."));
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};
