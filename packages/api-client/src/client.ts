// A small fetch wrapper for the Wandelwijs API: same-origin cookies, the
// double-submit CSRF header on every non-GET call, and one refresh-and-retry
// on a 401.

export const API_BASE = "/api/v1";

const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "X-XSRF-TOKEN";
/** REFRESH_COOKIE_HINT is the cookie the server sets beside a session, readable by scripts: this browser may be signed in. */
export const REFRESH_COOKIE_HINT = "ww_has_session";

/**
 * ApiError carries the HTTP status, the server's Dutch message and field errors, and the
 * error's stable code (e.g. "walk_full") when the server sent one, so a screen can show its
 * own text for it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly code: string | undefined;

  constructor(status: number, message: string, errors: Record<string, string> = {}, code?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

/** readCookie returns the value of a cookie readable by scripts, or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** hasSessionCookie tells whether the server marked this browser as holding a session. */
export function hasSessionCookie(): boolean {
  return readCookie(REFRESH_COOKIE_HINT) !== undefined;
}

/** Paths that never trigger a refresh-and-retry on 401. */
function skipsRefresh(path: string): boolean {
  return path.startsWith("/auth/") || path.startsWith("/vouchers/redeem") || path.startsWith("/walks");
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * onUnauthorized runs when a protected call's 401 survives the refresh attempt (e.g. go to
   * /login). Without it the handler set with setUnauthorizedHandler runs, if any.
   */
  onUnauthorized?: () => void;
}

let defaultUnauthorized: (() => void) | undefined;
let language: string | undefined;

/**
 * setLanguage makes every call ask for answers in language ("nl" or "en") with Accept-Language:
 * the server's error messages, walk texts and what the call creates follow it. An app sets it
 * once from its page's language; undefined leaves the header out.
 */
export function setLanguage(lang: string | undefined): void {
  language = lang;
}

/**
 * setUnauthorizedHandler sets what happens, for every call without its own onUnauthorized,
 * when a protected call stays 401 after the refresh attempt. An app sets it once (the shop
 * goes to /login); undefined removes it. It returns the handler it replaced.
 */
export function setUnauthorizedHandler(handler: (() => void) | undefined): (() => void) | undefined {
  const previous = defaultUnauthorized;
  defaultUnauthorized = handler;
  return previous;
}

function unsafe(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}

function buildInit(opts: RequestOptions): RequestInit {
  const method = (opts.method ?? "GET").toUpperCase();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  if (language) headers["Accept-Language"] = language;
  if (unsafe(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }
  return {
    method,
    headers,
    credentials: "same-origin",
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  };
}

/** errorFromResponse turns a non-2xx response into an ApiError with the server's message and code. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  let message = "";
  let errors: Record<string, string> = {};
  let code: string | undefined;
  try {
    const data = await res.json();
    if (Array.isArray(data?.message)) message = data.message.join(", ");
    else if (typeof data?.message === "string") message = data.message;
    if (data?.errors && typeof data.errors === "object") errors = data.errors;
    if (typeof data?.code === "string" && data.code) code = data.code;
  } catch {
    // Not JSON: keep the empty message so callers fall back to their own text.
  }
  return new ApiError(res.status, message, errors, code);
}

let refreshing: Promise<boolean> | null = null;

/** refreshSession asks the server for new tokens once, sharing one call between concurrent requests. */
export function refreshSession(): Promise<boolean> {
  if (!refreshing) {
    refreshing = send("/auth/refresh", { method: "POST" })
      .then((res) => res.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

/**
 * send makes one call. A browser that has no CSRF cookie yet (a first visit straight to
 * /login) gets one with the server's 403; the call is then repeated once with the header.
 */
async function send(path: string, opts: RequestOptions): Promise<Response> {
  const hadToken = Boolean(readCookie(XSRF_COOKIE));
  const res = await fetch(API_BASE + path, buildInit(opts));
  if (res.status === 403 && !hadToken && unsafe((opts.method ?? "GET").toUpperCase()) && readCookie(XSRF_COOKIE)) {
    return fetch(API_BASE + path, buildInit(opts));
  }
  return res;
}

/** apiFetch calls the API and returns the decoded JSON body (undefined for 204). */
export async function apiFetch<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  let res = await send(path, opts);
  if (res.status === 401 && !skipsRefresh(path)) {
    if (hasSessionCookie() && (await refreshSession())) {
      res = await send(path, opts);
    }
    if (res.status === 401) (opts.onUnauthorized ?? defaultUnauthorized)?.();
  }
  if (!res.ok) throw await errorFromResponse(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** csrfHeaders returns the CSRF header for callers that build their own requests (react-admin). */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}
