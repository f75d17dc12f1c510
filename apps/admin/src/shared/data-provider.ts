// react-admin's data provider: ra-data-simple-rest against /api/v1,
// with cookies, the CSRF header, one refresh-and-retry on a 401, and each resource mapped to
// its API paths. It adds the calls that are no CRUD: the dashboard figures,
// the status actions on requests, calling a booking off and the refunds that need the organisers.
import { API_BASE, csrfHeaders, hasSessionCookie, refreshSession } from "@wandelwijs/api-client/client";
import simpleRestProvider from "ra-data-simple-rest";
import { fetchUtils, HttpError, type DataProvider, type Identifier, type RaRecord } from "react-admin";

/** ResourcePaths are a resource's API paths below /api/v1. */
export interface ResourcePaths {
  /** list answers the list, paged with sort/range/filter (also getMany's filter={"id":[…]}). */
  list: string;
  /** item is the base of one record's path: {item}/{id} for getOne, update and delete. */
  item: string;
  /** create takes the POST of a new record. */
  create: string;
  /** updateMethod is how a record is changed: PUT (react-admin's default) or PATCH. */
  updateMethod: "PUT" | "PATCH";
}

const same = (path: string, updateMethod: "PUT" | "PATCH" = "PUT"): ResourcePaths => ({
  list: path,
  item: path,
  create: path,
  updateMethod,
});

const resourcePaths: Record<string, ResourcePaths> = {
  walks: { list: "walks/admin/all", item: "walks/admin", create: "walks/admin", updateMethod: "PUT" },
  // A user is changed with PATCH (a partial body: {role} alone, no empty password).
  users: same("users", "PATCH"),
  vouchers: same("vouchers"),
  // The list is the admin service's; one booking with its history is /admin/bookings/{id}.
  bookings: { list: "bookings", item: "admin/bookings", create: "bookings", updateMethod: "PUT" },
  "feest-requests": { list: "feest/admin/all", item: "feest/admin", create: "feest", updateMethod: "PUT" },
  "custom-walks": same("custom-walks"),
  audit: same("admin/audit"),
};

/** A walk's participants, cancelled bookings, call-off choices and waiting list are the read-only resources "walks/{id}/participants", "walks/{id}/cancellations", "walks/{id}/choices" and "walks/{id}/waitlist". */
const walkLists = /^walks\/([^/]+)\/(participants|cancellations|choices|waitlist)$/;

/** apiPaths returns the API paths (below /api/v1) of a react-admin resource. */
export function apiPaths(resource: string): ResourcePaths {
  const walkList = walkLists.exec(resource);
  if (walkList) return same(`walks/admin/${encodeURIComponent(walkList[1])}/${walkList[2]}`);
  const paths = resourcePaths[resource];
  if (!paths) throw new Error(`no API path for resource "${resource}"`);
  return paths;
}

function send(url: string, options: fetchUtils.Options) {
  const headers = new Headers(options.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  if (options.method && options.method.toUpperCase() !== "GET") {
    // Read per call: a refresh may have rotated the CSRF cookie.
    for (const [name, value] of Object.entries(csrfHeaders())) headers.set(name, value);
  }
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: "same-origin" });
}

/**
 * httpClient is fetchJson with same-origin cookies and the CSRF header on every non-GET call.
 * An expired access token (401) is refreshed once and the call repeated, as the shop does.
 * A failed call rejects with react-admin's HttpError: the server's message and its body
 * ({message, errors?}), whose field errors react-admin's forms show on the fields.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await send(url, options);
  } catch (err) {
    if (err instanceof HttpError && err.status === 401 && hasSessionCookie() && (await refreshSession())) {
      return send(url, options);
    }
    throw err;
  }
}

const rest = simpleRestProvider(API_BASE, httpClient);

/** The figures of GET /admin/dashboard. Money is in cents. */
export interface DashboardFigures {
  walks: { total: number; published: number; totalBookings: number; revenueCents: number };
  feest: { total: number; new: number; completed: number };
  customWalks: { total: number; new: number; completed: number };
  bookings: { total: number; paid: number; pending: number; revenueCents: number };
  /** vouchers is not in the contract yet; the dashboard shows dashes without it. */
  vouchers?: {
    issued?: number;
    outstandingCents?: number;
    redeemed?: number;
    creditIssuedCents?: number;
    creditSpentCents?: number;
  };
  /** upcoming are the next walks and how they stand. */
  upcoming?: {
    id: string;
    title: string;
    dateStart: string;
    minParticipants: number;
    maxParticipants: number;
    booked: number;
    confirmed: number;
    state: "GOES_AHEAD" | "BELOW_MINIMUM" | "FULL" | "CANCELLED";
  }[];
  /** money is this month's money in and out at Mollie, as the month's ledger (CSV) adds up. */
  money?: { month: string; inCents: number; outCents: number };
  /** months are the paid bookings and revenue per month over the last 12 months, oldest first. */
  months?: { month: string; bookings: number; revenueCents: number }[];
}

/** RefundAttention is a refund on the "Aandacht nodig" list of GET /admin/refunds/attention. */
export interface RefundAttention {
  id: string;
  amountCents: number;
  description: string;
  status: string;
  /**
   * problem is why it needs the organisers: a refund Mollie refused, gave_up, failed or
   * charged_back; money owed by hand (no Mollie payment to retry): outside, charged_back
   * or beyond_payments; or, only to inform them, stale_payment (money through a replaced
   * or ended checkout, refunded anyway).
   */
  problem: "refused" | "gave_up" | "failed" | "charged_back" | "outside" | "beyond_payments" | "stale_payment";
  /** detail is Mollie's or the last error's words. */
  detail: string | null;
  problemAt: string;
  attempts: number;
  subjectKind: "booking" | "voucher" | "quote" | "booking_change";
  subjectId: string;
  molliePaymentId: string;
  mollieRefundId: string | null;
  createdAt: string;
}

/** The organisers' actions on a refund that needs them: ask Mollie again, or settled by hand. */
export type RefundAction = "retry" | "settled";

/** The status actions on a party request. */
export type FeestAction = "read" | "replied";

/** RequestStatus is the status of a party or custom-walk request. */
export type RequestStatus = "NEW" | "IN_PROGRESS" | "COMPLETED" | "CANCELLED";

/** DESK_PAYMENTS are how a booking taken at the desk is paid (POST /admin/bookings). */
export const DESK_PAYMENTS = ["link", "paid-outside", "free"] as const;

/** DeskOrder is POST /admin/bookings: a booking taken by phone or at the desk. */
export interface DeskOrder {
  walkId: string;
  qty: number;
  name: string;
  email: string;
  phone: string;
  payment: (typeof DESK_PAYMENTS)[number];
}

/** EditScope says whether a change to a walk of a series is for that walk alone or also for the later ones. */
export type EditScope = "this" | "following";

/** Repetition is the "Herhalen" form: every week, two weeks or month, count times or until a day (YYYY-MM-DD), or chosen days. */
export interface Repetition {
  every?: "week" | "2weeks" | "month";
  count?: number;
  until?: string;
  dates?: string[];
}

export interface WandelwijsDataProvider extends DataProvider {
  /** getDashboard fetches the dashboard's figures. */
  getDashboard(): Promise<DashboardFigures>;
  /** feestRequestAction marks a party request read (→ IN_PROGRESS) or replied (→ COMPLETED). */
  feestRequestAction(id: Identifier, action: FeestAction): Promise<{ data: RaRecord }>;
  /** setCustomWalkStatus moves a custom-walk request to status. */
  setCustomWalkStatus(id: Identifier, status: RequestStatus): Promise<{ data: RaRecord }>;
  /** cancelWalk calls a walk off: every booking cancelled and refunded, one mail each. */
  cancelWalk(
    id: Identifier,
    cancellation: { reason: string; message: string },
  ): Promise<{
    data: { cancelledBookings: number; choicesOffered: number; refundsQueued: number; vouchersRestored: number; mailsQueued: number };
  }>;
  /** repeatWalk makes a walk of each date of a repetition, in the walk's series; it answers the walks made. */
  repeatWalk(id: Identifier, repetition: Repetition): Promise<{ data: RaRecord[] }>;
  /** copyWalk makes a new single, unpublished walk like the walk; it answers the copy. */
  copyWalk(id: Identifier): Promise<{ data: RaRecord }>;
  /** messageWalk mails everyone booked on a walk, once per address. */
  messageWalk(id: Identifier, message: { subject: string; body: string }): Promise<{ data: { recipients: number } }>;
  /** cancelBooking calls one booking off, with or without the customer's money back. */
  cancelBooking(id: Identifier, cancellation: { refund: boolean; reason: string; customerAsked: boolean }): Promise<{ data: RaRecord }>;
  /** moveBooking puts a paid booking on another walk; a cheaper one refunds the difference, a dearer one moves only withoutPayment. */
  moveBooking(id: Identifier, walkId: Identifier, withoutPayment: boolean): Promise<{ data: RaRecord }>;
  /** deskBooking books by phone or at the desk, paid by a mailed link, outside Mollie or free. */
  deskBooking(order: DeskOrder): Promise<{ data: RaRecord }>;
  /** refundsNeedingAttention lists the refunds the organisers must look at. */
  refundsNeedingAttention(): Promise<RefundAttention[]>;
  /** refundAction retries a refund at Mollie or records that it was settled by hand. */
  refundAction(id: Identifier, action: RefundAction): Promise<void>;
  /** walkImage reads a walk's cover image, null for none. */
  walkImage(id: Identifier): Promise<WalkImage | null>;
  /** uploadWalkImage makes the file, described by alt, the walk's cover image; with scope "following" also that of the later walks of its series. */
  uploadWalkImage(id: Identifier, file: File, alt: string, scope?: EditScope): Promise<WalkImage>;
  /** uploadGuidePhoto makes the file the photo of the walk's guide (its alt text the guide's name). */
  uploadGuidePhoto(id: Identifier, file: File): Promise<WalkImage>;
  /** removeGuidePhoto removes the photo of the walk's guide. */
  removeGuidePhoto(id: Identifier): Promise<void>;
  /** removeWalkImage removes the walk's cover image; with scope "following" also that of the later walks of its series. */
  removeWalkImage(id: Identifier, scope?: EditScope): Promise<void>;
  /** agendaFeed reads the URL of the organisers' private calendar feed. */
  agendaFeed(): Promise<{ url: string }>;
  /** renewAgendaFeed gives the feed a new URL; the old one stops working. */
  renewAgendaFeed(): Promise<{ url: string }>;
}

/** WalkImage is a walk's cover image as GET/POST /walks/admin/{id}/image answer it. */
export interface WalkImage {
  alt: string;
  width: number;
  height: number;
  /** src is the narrowest stored width; urls every stored width (JPEG). */
  src: string;
  urls: string[];
}

const itemUrl = (resource: string, id: Identifier) => `${API_BASE}/${apiPaths(resource).item}/${encodeURIComponent(id)}`;

/** call sends body as JSON to url with method, and answers the JSON that comes back as data. */
async function call(url: string, method: "POST" | "PUT" | "PATCH", body?: unknown) {
  const { json } = await httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return { data: json };
}

export const dataProvider: WandelwijsDataProvider = {
  getList: (resource, params) => rest.getList(apiPaths(resource).list, params),
  getOne: (resource, params) => rest.getOne(apiPaths(resource).item, params),
  getMany: (resource, params) => rest.getMany(apiPaths(resource).list, params),
  getManyReference: (resource, params) => rest.getManyReference(apiPaths(resource).list, params),
  create: (resource, params) => rest.create(apiPaths(resource).create, params),
  update: (resource, params) => call(itemUrl(resource, params.id), apiPaths(resource).updateMethod, params.data),
  updateMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => dataProvider.update(resource, { id, data: params.data, previousData: { id } })));
    return { data: params.ids };
  },
  delete: (resource, params) => rest.delete(apiPaths(resource).item, params),
  deleteMany: (resource, params) => rest.deleteMany(apiPaths(resource).item, params),

  getDashboard: async () => (await httpClient(`${API_BASE}/admin/dashboard`)).json as DashboardFigures,
  feestRequestAction: (id, action) => call(`${itemUrl("feest-requests", id)}/${action}`, "PATCH"),
  cancelWalk: (id, cancellation) => call(`${API_BASE}/walks/admin/${encodeURIComponent(id)}/cancel`, "POST", cancellation),
  repeatWalk: (id, repetition) => call(`${API_BASE}/walks/admin/${encodeURIComponent(id)}/repeat`, "POST", repetition),
  copyWalk: (id) => call(`${API_BASE}/walks/admin/${encodeURIComponent(id)}/copy`, "POST"),
  messageWalk: (id, message) => call(`${API_BASE}/walks/admin/${encodeURIComponent(id)}/message`, "POST", message),
  cancelBooking: (id, cancellation) => call(`${API_BASE}/admin/bookings/${encodeURIComponent(id)}/cancel`, "POST", cancellation),
  moveBooking: (id, walkId, withoutPayment) =>
    call(`${API_BASE}/admin/bookings/${encodeURIComponent(id)}/move`, "POST", withoutPayment ? { walkId, withoutPayment } : { walkId }),
  deskBooking: (order) => call(`${API_BASE}/admin/bookings`, "POST", order),
  refundsNeedingAttention: async () => (await httpClient(`${API_BASE}/admin/refunds/attention`)).json as RefundAttention[],
  refundAction: async (id, action) => {
    await call(`${API_BASE}/admin/refunds/${encodeURIComponent(id)}/${action}`, "POST");
  },
  setCustomWalkStatus: (id, status) => call(`${itemUrl("custom-walks", id)}/status`, "PATCH", { status }),
  walkImage: async (id) => {
    try {
      return (await httpClient(walkImageUrl(id))).json as WalkImage;
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) return null;
      throw err;
    }
  },
  uploadWalkImage: async (id, file, alt, scope = "this") => {
    const form = new FormData();
    form.set("alt", alt);
    form.set("scope", scope);
    form.set("image", file);
    return (await httpClient(walkImageUrl(id), { method: "POST", body: form })).json as WalkImage;
  },
  removeWalkImage: async (id, scope = "this") => {
    await httpClient(`${walkImageUrl(id)}?scope=${scope}`, { method: "DELETE" });
  },
  uploadGuidePhoto: async (id, file) => {
    const form = new FormData();
    form.set("image", file);
    return (await httpClient(guidePhotoUrl(id), { method: "POST", body: form })).json as WalkImage;
  },
  removeGuidePhoto: async (id) => {
    await httpClient(guidePhotoUrl(id), { method: "DELETE" });
  },
  agendaFeed: async () => (await httpClient(`${API_BASE}/admin/agenda-feed`)).json as { url: string },
  renewAgendaFeed: async () => (await call(`${API_BASE}/admin/agenda-feed/renew`, "POST")).data as { url: string },
};

const walkImageUrl = (id: Identifier) => `${API_BASE}/walks/admin/${encodeURIComponent(id)}/image`;
const guidePhotoUrl = (id: Identifier) => `${API_BASE}/walks/admin/${encodeURIComponent(id)}/guide-photo`;
