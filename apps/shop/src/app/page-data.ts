// The BFF puts what a page's first screen asks the API for into the page itself, as the
// shop answered it, by the path the SPA asks under /api/v1 (<script type="application/json"
// id="page-data">, bff/pages): the walk list on the overview, the walk on its page and its
// booking form, and the shop's state on a page that comes with its first screen.
// seedPageData puts it in the query cache before the first render, so the first screen
// shows without a round trip to the API.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { walksQueryOptions } from "../features/walk/api/get-walks";
import { SITE_KEY } from "../shared/api/get-site";
import { walkQueryOptions } from "../shared/api/get-walk";

/**
 * PAGE_DATA_FRESH_MS is how long the page's own data is fresh: long enough that the first
 * screen, which mounts right after the cache is seeded, does not ask for it again; short
 * enough that a page visited later in the session (after a booking, say) asks as usual.
 */
export const PAGE_DATA_FRESH_MS = 5_000;

/** queryKeyOf is the query that asks the API for path, for the paths the BFF fills. */
function queryKeyOf(path: string): QueryKey | undefined {
  if (path === "/walks") return walksQueryOptions().queryKey;
  if (path === "/site") return SITE_KEY;
  const walk = /^\/walks\/([^/]+)$/.exec(path);
  return walk ? walkQueryOptions(decodeURIComponent(walk[1])).queryKey : undefined;
}

/**
 * seedPageData moves the page's data into client's cache, once: the script is removed, so
 * a later render asks the API as usual. Data it cannot read is left out, and the page asks.
 */
export function seedPageData(client: QueryClient, doc: Document = document): void {
  const script = doc.getElementById("page-data");
  if (!script) return;
  script.remove();
  let data: unknown;
  try {
    data = JSON.parse(script.textContent ?? "");
  } catch {
    return;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return;
  const seededAt = Date.now();
  for (const [path, body] of Object.entries(data)) {
    const queryKey = queryKeyOf(path);
    if (!queryKey || body === null || body === undefined) continue;
    client.setQueryData(queryKey, body, { updatedAt: seededAt });
    // Fresh while it is the page's own data; once the query fetched anew, as usual.
    client.setQueryDefaults(queryKey, {
      staleTime: (query) => (query.state.dataUpdatedAt === seededAt ? PAGE_DATA_FRESH_MS : 0),
    });
  }
}
