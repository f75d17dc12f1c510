import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../testing/api";
import {
  downloadDatabaseExport,
  downloadLedger,
  downloadVoucherLiability,
  exportFileName,
  fallbackExportName,
  filenameFromDisposition,
} from "./export";

describe("the export's file name", () => {
  it.each([
    ["attachment; filename=database-export-2026-05-01.sql", "database-export-2026-05-01.sql"],
    ['attachment; filename="database-export-2026-05-01.sql"', "database-export-2026-05-01.sql"],
    ["attachment; filename*=UTF-8''database%20export.sql", "database export.sql"],
    ['attachment; filename="../../etc/passwd"', "passwd"],
  ])("reads %j as %j", (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });

  it.each([[null], [""], ["attachment"], ['attachment; filename=""']])("finds no name in %j", (header) => {
    expect(filenameFromDisposition(header)).toBeUndefined();
  });

  it("falls back to database-export-{date}.sql", () => {
    const day = new Date(2026, 0, 9, 15, 30);
    expect(fallbackExportName(day)).toBe("database-export-2026-01-09.sql");
    expect(exportFileName(null, day)).toBe("database-export-2026-01-09.sql");
    expect(exportFileName("attachment; filename=dump.sql", day)).toBe("dump.sql");
  });
});

describe("downloadDatabaseExport", () => {
  afterEach(() => vi.restoreAllMocks());

  it("fetches the export with the cookies and saves it under the server's name", async () => {
    const api = fakeApi({
      "GET /api/v1/admin/database/export": new Response("-- PostgreSQL database dump\n", {
        headers: { "Content-Disposition": "attachment; filename=database-export-2026-05-01.sql" },
      }),
    });
    URL.createObjectURL = vi.fn(() => "blob:export");
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    await expect(downloadDatabaseExport()).resolves.toBe("database-export-2026-05-01.sql");

    expect(api.fetch.mock.calls[0][1]).toMatchObject({ credentials: "same-origin" });
    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe("database-export-2026-05-01.sql");
    expect(clicks[0].href).toBe("blob:export");
    const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe("-- PostgreSQL database dump\n");
  });

  it("rejects when the server fails", async () => {
    fakeApi({ "GET /api/v1/admin/database/export": new Response("boom", { status: 500 }) });
    await expect(downloadDatabaseExport()).rejects.toThrow();
  });
});

describe.each([
  ["downloadLedger", "this month's ledger", downloadLedger, "ledger.csv", "\ufeffDatum;Soort;Bedrag\r\n", "grootboek-2026-11-01-2026-11-26.csv", "blob:ledger"],
  [
    "downloadVoucherLiability",
    "today's voucher liability",
    downloadVoucherLiability,
    "voucher-liability.csv",
    "\ufeffCadeaubon;Soort\r\n",
    "cadeaubonnen-saldo-2026-11-26.csv",
    "blob:liability",
  ],
])("%s", (_, what, download, file, csv, name, blob) => {
  afterEach(() => vi.restoreAllMocks());

  it(`fetches ${what} and saves it under the server's name`, async () => {
    const api = fakeApi({
      [`GET /api/v1/admin/${file}`]: new Response(csv, { headers: { "Content-Disposition": `attachment; filename=${name}` } }),
    });
    URL.createObjectURL = vi.fn(() => blob);
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await expect(download()).resolves.toBe(name);
    expect(api.callsTo("GET", `/api/v1/admin/${file}`)).toHaveLength(1);
  });
});
