// Domain types as the API returns them. Money is integer cents;
// times are ISO 8601 strings in UTC.

/** Walk is a scheduled walk as the public catalogue returns it. */
export interface Walk {
  id: string;
  slug: string;
  title: string;
  city: string;
  address: string;
  shortDesc: string;
  fullDesc: string;
  dateStart: string;
  dateEnd: string;
  priceCents: number;
  minParticipants: number;
  maxParticipants: number;
  availableSpots: number;
  /** goesAhead: the confirmed (paid) places have reached the minimum. */
  goesAhead: boolean;
  /** status is CANCELLED once the organisers called the walk off, with cancelReason. */
  status: "SCHEDULED" | "CANCELLED";
  cancelReason?: string | null;
  coverImageUrl?: string | null;
  /** coverImage is the walk's uploaded cover image, null for none. */
  coverImage?: CoverImage | null;
  /** contentLanguage is the language title and descriptions are in: English where asked for and given, else Dutch (absent: Dutch). */
  contentLanguage?: "nl" | "en";
}

/** CoverImage is an uploaded image with every stored width, for an img's srcset. */
export interface CoverImage {
  alt: string;
  /** width and height are the image's own size: its aspect ratio, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** src is the narrowest JPEG; srcset and srcsetWebp list every width ("url 480w, …"). */
  src: string;
  srcset: string;
  srcsetWebp: string;
  /** large is the widest JPEG. */
  large: string;
}

/** Site is the shop's own state, as GET /site returns it to every page. */
export interface Site {
  /** testMode: the shop's payments are no real money (MOLLIE_TEST_MODE). */
  testMode: boolean;
  /** kor: the shop invoices under the small-business exemption, so its invoices and quotes carry no btw. */
  kor: boolean;
}

export type Role = "USER" | "ADMIN";

/** User is the account as /auth/me and the auth calls return it. */
export interface User {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  role: Role;
  createdAt: string;
}

/** QuoteLine is a line of a quote: a quantity at a unit price in cents including btw, at a btw rate. */
export interface QuoteLine {
  description: string;
  quantity: number;
  unitCents: number;
  vatRate: number;
}

/** RateTotal is the sum of a quote's lines at one btw rate. */
export interface RateTotal {
  rate: number;
  exclCents: number;
  vatCents: number;
  inclCents: number;
}
