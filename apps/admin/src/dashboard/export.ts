// The downloads of the dashboard: the database export (GET /admin/database/export), the
// bookkeeper's ledger of this month (GET /admin/ledger.csv) and the vouchers still
// spendable today (GET /admin/voucher-liability.csv), fetched with the session cookies
// and saved under the name the server gives in Content-Disposition.
import { API_BASE, hasSessionCookie, refreshSession } from "@wandelwijs/api-client/client";

const pad = (n: number) => String(n).padStart(2, "0");

/** fallbackExportName is database-export-{YYYY-MM-DD}.sql for the local day of now. */
export function fallbackExportName(now: Date = new Date()): string {
  return `database-export-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.sql`;
}

/**
 * filenameFromDisposition reads the file name of a Content-Disposition header
 * (filename*=UTF-8''…, filename="…" or filename=…); undefined when it names none.
 * Any path in the name is dropped.
 */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    if (plain) name = (plain[1] ?? plain[2]).replace(/\\(.)/g, "$1").trim();
  }
  name = name?.split(/[\\/]/).pop()?.trim();
  return name ? name : undefined;
}

/** exportFileName is the server's name for the export, else database-export-{date}.sql. */
export const exportFileName = (header: string | null | undefined, now: Date = new Date()) =>
  filenameFromDisposition(header) ?? fallbackExportName(now);

/** fetchDownload fetches path below the API with the cookies, refreshing an expired session once. */
async function fetchDownload(path: string, accept: string): Promise<Response> {
  const get = () => fetch(`${API_BASE}/${path}`, { credentials: "same-origin", headers: { Accept: accept } });
  let res = await get();
  if (res.status === 401 && hasSessionCookie() && (await refreshSession())) res = await get();
  return res;
}

/** saveBlob hands the browser a file to save under name. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** download fetches path and saves it under the server's name, else fallback's; it rejects when that fails. */
async function download(path: string, accept: string, fallback: (header: string | null) => string): Promise<string> {
  const res = await fetchDownload(path, accept);
  if (!res.ok) throw new Error(`download of ${path} failed: ${res.status}`);
  const blob = await res.blob();
  const name = fallback(res.headers.get("Content-Disposition"));
  saveBlob(blob, name);
  return name;
}

/** downloadDatabaseExport fetches the export and saves it; it rejects when that fails. */
export const downloadDatabaseExport = () => download("admin/database/export", "application/sql, text/plain, */*", (h) => exportFileName(h));

/** downloadLedger fetches this month's ledger (CSV) and saves it; it rejects when that fails. */
export const downloadLedger = () => download("admin/ledger.csv", "text/csv, */*", (h) => filenameFromDisposition(h) ?? "grootboek.csv");

/** downloadVoucherLiability fetches what is still spendable on the vouchers today (CSV) and saves it; it rejects when that fails. */
export const downloadVoucherLiability = () =>
  download("admin/voucher-liability.csv", "text/csv, */*", (h) => filenameFromDisposition(h) ?? "cadeaubonnen-saldo.csv");
