// react-admin's data provider: ra-data-simple-rest against /api/v1,
// with cookies, the CSRF header, one refresh-and-retry on a 401, and each resource mapped to
// its API paths. The calls that are no CRUD live with their resource (walks/api.ts,
// dashboard/api.ts, …) and send through httpClient and callJson.
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

const itemUrl = (resource: string, id: Identifier) => `${API_BASE}/${apiPaths(resource).item}/${encodeURIComponent(id)}`;

/** callJson sends body as JSON to url with method, and answers the JSON that comes back as data. */
export async function callJson<T = RaRecord>(url: string, method: "POST" | "PUT" | "PATCH", body?: unknown): Promise<{ data: T }> {
  const { json } = await httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return { data: json as T };
}

export const dataProvider: DataProvider = {
  getList: (resource, params) => rest.getList(apiPaths(resource).list, params),
  getOne: (resource, params) => rest.getOne(apiPaths(resource).item, params),
  getMany: (resource, params) => rest.getMany(apiPaths(resource).list, params),
  getManyReference: (resource, params) => rest.getManyReference(apiPaths(resource).list, params),
  create: (resource, params) => rest.create(apiPaths(resource).create, params),
  update: (resource, params) => callJson(itemUrl(resource, params.id), apiPaths(resource).updateMethod, params.data),
  updateMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => dataProvider.update(resource, { id, data: params.data, previousData: { id } })));
    return { data: params.ids };
  },
  delete: (resource, params) => rest.delete(apiPaths(resource).item, params),
  deleteMany: (resource, params) => rest.deleteMany(apiPaths(resource).item, params),
};
