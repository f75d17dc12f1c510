// The invoices and credit notes of a period (GET /admin/invoices?from=&to=), in number
// order, with their totals per btw rate; each downloads as the PDF the customer got.
import DownloadIcon from "@mui/icons-material/Download";
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from "@mui/material";
import { API_BASE } from "@wandelwijs/api-client/client";
import { formatEuro } from "@wandelwijs/format/money";
import { useEffect, useState } from "react";
import { Title, useTranslate } from "react-admin";
import { httpClient } from "../shared/data-provider";
import { invoicePdfUrl } from "../shared/invoice-pdf";
import { LoadError, LoadingText } from "../shared/feedback";
import type * as admin from "@wandelwijs/api-client/generated/admin";


/** Invoice is one row of the list. */
export type Invoice = admin.Invoice;

const pad = (n: number) => String(n).padStart(2, "0");
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** thisMonth is the first day of now's month up to today, as YYYY-MM-DD. */
export function thisMonth(now: Date = new Date()): { from: string; to: string } {
  return { from: day(new Date(now.getFullYear(), now.getMonth(), 1)), to: day(now) };
}

/** btwSummary is "21%: € 8,68 btw over € 41,32" per rate, joined. */
export function btwSummary(totals: admin.InvoiceRateTotal[]): string {
  return totals.map((t) => `${t.rate}%: ${formatEuro(t.vatCents)} over ${formatEuro(t.exclCents)}`).join("; ");
}

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; invoices: Invoice[] };

export const InvoiceList = () => {
  const translate = useTranslate();
  const [period, setPeriod] = useState(thisMonth);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    let current = true;
    setLoad({ state: "loading" });
    const query = new URLSearchParams(period).toString();
    httpClient(`${API_BASE}/admin/invoices?${query}`)
      .then(({ json }) => current && setLoad({ state: "loaded", invoices: json as Invoice[] }))
      .catch(() => current && setLoad({ state: "failed" }));
    return () => {
      current = false;
    };
  }, [period]);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="wandelwijs.invoices.title" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: "wrap" }}>
        {(["from", "to"] as const).map((field) => (
          <TextField
            key={field}
            type="date"
            label={translate(`wandelwijs.invoices.${field}`)}
            value={period[field]}
            onChange={(e) => e.target.value && setPeriod({ ...period, [field]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
          />
        ))}
      </Stack>
      {load.state === "loading" && <LoadingText message="wandelwijs.invoices.loading" />}
      {load.state === "failed" && <LoadError message="wandelwijs.invoices.loadError" />}
      {load.state === "loaded" && load.invoices.length === 0 && <Typography>{translate("wandelwijs.invoices.none")}</Typography>}
      {load.state === "loaded" && load.invoices.length > 0 && (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate("wandelwijs.invoices.title")}>
            <TableHead>
              <TableRow>
                {["number", "date", "buyer", "btw", "total", "pdf"].map((h) => (
                  <TableCell key={h}>{translate(`wandelwijs.invoices.columns.${h}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {load.invoices.map((inv) => (
                <TableRow key={inv.id}>
                  <TableCell>
                    {inv.number}
                    {inv.kind === "credit" && (
                      <Typography variant="body2" color="text.secondary">
                        {translate("wandelwijs.invoices.creditOf", { number: inv.credits })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{new Date(inv.issuedAt).toLocaleDateString("nl-NL", { timeZone: "Europe/Amsterdam" })}</TableCell>
                  <TableCell>{inv.company ? `${inv.company} (${inv.buyer})` : inv.buyer}</TableCell>
                  <TableCell>{btwSummary(inv.totals)}</TableCell>
                  <TableCell>{formatEuro(inv.totalCents)}</TableCell>
                  <TableCell>
                    <Button size="small" startIcon={<DownloadIcon />} href={invoicePdfUrl(inv.id)} download>
                      {translate("wandelwijs.invoices.download", { number: inv.number })}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
