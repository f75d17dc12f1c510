// react-admin's data provider: ra-data-simple-rest against /api/v1 (DESIGN §3, "Admin API"),
// with cookies, the CSRF header, one refresh-and-retry on a 401, and each resource mapped to
// its API path (spec 2 §7).
import { API_BASE, csrfHeaders, hasSessionCookie, refreshSession } from "@wandelwijs/api-client/client";
import simpleRestProvider from "ra-data-simple-rest";
import { fetchUtils, HttpError, type DataProvider } from "react-admin";

const resourcePaths: Record<string, string> = {
  walks: "walks/admin",
  users: "users",
  vouchers: "vouchers",
  bookings: "bookings",
  "feest-requests": "feest/admin",
  "custom-walks": "custom-walks",
};

/** apiPath returns the API path (below /api/v1) of a react-admin resource. */
export function apiPath(resource: string): string {
  const path = resourcePaths[resource];
  if (!path) throw new Error(`no API path for resource "${resource}"`);
  return path;
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

export const dataProvider: DataProvider = {
  getList: (resource, params) => rest.getList(apiPath(resource), params),
  getOne: (resource, params) => rest.getOne(apiPath(resource), params),
  getMany: (resource, params) => rest.getMany(apiPath(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiPath(resource), params),
  create: (resource, params) => rest.create(apiPath(resource), params),
  update: (resource, params) => rest.update(apiPath(resource), params),
  updateMany: (resource, params) => rest.updateMany(apiPath(resource), params),
  delete: (resource, params) => rest.delete(apiPath(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(apiPath(resource), params),
};
