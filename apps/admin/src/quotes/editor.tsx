// A quote's editor (/admin/quotes/create, filled in from a request's "Offerte maken", and
// /admin/quotes/{id}): the customer, the lines with their btw rate, the valid-until date,
// the totals per btw rate as they are typed, and sending, withdrawing and the invoice.
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import DownloadIcon from "@mui/icons-material/Download";
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useEffect, useState } from "react";
import { HttpError, Title, useTranslate } from "react-admin";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { LoadError, LoadingText } from "../shared/feedback";
import { invoicePdfUrl } from "../shared/invoice-pdf";
import { RULES } from "../shared/rules";
import { createQuote, getQuote, sellerUnderKOR, sendQuote, updateQuote, withdrawQuote, type Quote, type QuoteInput } from "./api";
import { rateTotals, type QuoteLine } from "./totals";

const emptyLine = (): QuoteLine => ({ description: "", quantity: 1, unitCents: 0, vatRate: RULES.invoice.defaultVatRate });

/** inTwoWeeks is the valid-until date a new quote starts with: two weeks from today. */
function inTwoWeeks(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 14);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** fromRequest is a new quote filled in from the request named in the address's query. */
function fromRequest(query: URLSearchParams): QuoteInput {
  const kind = query.get("requestKind");
  return {
    requestKind: kind === "feest" || kind === "custom-walk" ? kind : "",
    requestId: query.get("requestId") ?? "",
    customer: {
      name: query.get("name") ?? "",
      email: query.get("email") ?? "",
      phone: query.get("phone") ?? "",
      company: query.get("company") ?? "",
      address: "",
      vatId: "",
    },
    lines: [emptyLine()],
    validUntil: inTwoWeeks(),
  };
}

/**
 * inputOf is a stored quote to edit. The address is one line, as the services want it
 * (they refuse line breaks); one stored on several lines earlier is shown with its lines
 * joined by commas.
 */
const inputOf = (q: Quote): QuoteInput => ({
  requestKind: q.requestKind,
  requestId: q.requestId,
  customer: { ...q.customer, address: q.customer.address.trim().split(/\s*[\r\n]+\s*/).join(", ") },
  lines: q.lines,
  validUntil: q.validUntil,
});

/** euros shows cents as a euro amount to edit ("12,50"); cents reads one back. */
const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
const cents = (text: string) => Math.round(Number(text.replace(/\./g, "").replace(",", ".")) * 100);

type Failure = { message: string; fields: Record<string, string> };

function failureOf(err: unknown, fallback: string): Failure {
  if (err instanceof HttpError) {
    const body = (err.body ?? {}) as { message?: string; errors?: Record<string, string> };
    return { message: body.message ?? err.message, fields: body.errors ?? {} };
  }
  return { message: fallback, fields: {} };
}

export const QuoteEditor = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams();
  const [query] = useSearchParams();
  const [quote, setQuote] = useState<Quote>();
  const [input, setInput] = useState<QuoteInput | undefined>(id ? undefined : () => fromRequest(query));
  const [unitTexts, setUnitTexts] = useState<string[]>(() => (input ? input.lines.map((l) => euros(l.unitCents)) : []));
  const [failure, setFailure] = useState<Failure>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState("");
  // kor: the shop invoices without btw, so the totals show none (undefined until known).
  const [kor, setKor] = useState<boolean>();

  useEffect(() => {
    let current = true;
    sellerUnderKOR()
      .then((k) => current && setKor(k))
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!id) return;
    let current = true;
    getQuote(id)
      .then((q) => {
        if (!current) return;
        setQuote(q);
        setInput(inputOf(q));
        setUnitTexts(q.lines.map((l) => euros(l.unitCents)));
      })
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, [id]);

  if (loadFailed) return <LoadError message="wandelwijs.quotes.loadError" />;
  if (!input || kor === undefined) return <LoadingText message="wandelwijs.quotes.loading" />;

  const editable = !quote || quote.status === "draft" || quote.status === "sent" || quote.status === "expired";
  const { totals, totalCents } = rateTotals(input.lines, kor);
  const field = (name: string) => failure?.fields[name];
  const setCustomer = (key: keyof QuoteInput["customer"], value: string) =>
    setInput({ ...input, customer: { ...input.customer, [key]: value } });
  const setLine = (i: number, line: Partial<QuoteLine>) =>
    setInput({ ...input, lines: input.lines.map((l, j) => (j === i ? { ...l, ...line } : l)) });

  const act = async (call: () => Promise<Quote>, done: string) => {
    setBusy(true);
    setFailure(undefined);
    setSaved("");
    try {
      const q = await call();
      setQuote(q);
      setInput(inputOf(q));
      setUnitTexts(q.lines.map((l) => euros(l.unitCents)));
      setSaved(translate(done));
      if (!id) navigate(`/quotes/${q.id}`, { replace: true });
    } catch (err) {
      setFailure(failureOf(err, translate("wandelwijs.quotes.failed")));
    } finally {
      setBusy(false);
    }
  };
  const save = () => act(() => (quote ? updateQuote(quote.id, input) : createQuote(input)), "wandelwijs.quotes.saved");

  return (
    <Box component="form" sx={{ py: 2, maxWidth: 900 }} onSubmit={(e) => (e.preventDefault(), void save())} noValidate>
      <Title title={quote ? "wandelwijs.quotes.editTitle" : "wandelwijs.quotes.newTitle"} />
      {quote && (
        <Typography sx={{ mb: 2 }}>
          {translate("wandelwijs.quotes.statusIs", { status: translate(`wandelwijs.quotes.status.${quote.status}`) })}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure.message}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {saved}
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        {translate("wandelwijs.quotes.customer")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} useFlexGap sx={{ my: 2, flexWrap: "wrap" }}>
        {(["name", "email", "phone", "company", "vatId"] as const).map((key) => (
          <TextField
            key={key}
            label={translate(`wandelwijs.quotes.fields.${key}`)}
            value={input.customer[key]}
            onChange={(e) => setCustomer(key, e.target.value)}
            error={!!field(`customer.${key}`)}
            helperText={field(`customer.${key}`)}
            disabled={!editable}
            size="small"
          />
        ))}
        <TextField
          label={translate("wandelwijs.quotes.fields.address")}
          value={input.customer.address}
          onChange={(e) => setCustomer("address", e.target.value)}
          error={!!field("customer.address")}
          helperText={field("customer.address")}
          disabled={!editable}
          size="small"
          sx={{ minWidth: 280 }}
        />
      </Stack>
      <Typography variant="h6" component="h2">
        {translate("wandelwijs.quotes.lines")}
      </Typography>
      {field("lines") && <Alert severity="error">{field("lines")}</Alert>}
      {input.lines.map((line, i) => (
        <Stack key={i} direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ my: 1.5 }}>
          <TextField
            label={translate("wandelwijs.quotes.fields.description")}
            value={line.description}
            onChange={(e) => setLine(i, { description: e.target.value })}
            error={!!field(`lines.${i}.description`)}
            helperText={field(`lines.${i}.description`)}
            disabled={!editable}
            size="small"
            sx={{ flex: 3 }}
          />
          <TextField
            label={translate("wandelwijs.quotes.fields.quantity")}
            type="number"
            value={line.quantity}
            onChange={(e) => setLine(i, { quantity: Number(e.target.value) })}
            error={!!field(`lines.${i}.quantity`)}
            helperText={field(`lines.${i}.quantity`)}
            disabled={!editable}
            size="small"
            sx={{ flex: 1 }}
          />
          <TextField
            label={translate("wandelwijs.quotes.fields.unitPrice")}
            value={unitTexts[i] ?? ""}
            onChange={(e) => {
              setUnitTexts(unitTexts.map((t, j) => (j === i ? e.target.value : t)));
              setLine(i, { unitCents: cents(e.target.value) });
            }}
            error={!!field(`lines.${i}.unitCents`)}
            helperText={field(`lines.${i}.unitCents`)}
            disabled={!editable}
            size="small"
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label={translate("wandelwijs.quotes.fields.vatRate")}
            value={line.vatRate}
            onChange={(e) => setLine(i, { vatRate: Number(e.target.value) })}
            error={!!field(`lines.${i}.vatRate`)}
            helperText={field(`lines.${i}.vatRate`)}
            disabled={!editable}
            size="small"
            sx={{ flex: 1 }}
          >
            {RULES.invoice.vatRates.map((rate) => (
              <MenuItem key={rate} value={rate}>
                {rate} %
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={translate("wandelwijs.quotes.removeLine", { n: i + 1 })}
            onClick={() => {
              setInput({ ...input, lines: input.lines.filter((_, j) => j !== i) });
              setUnitTexts(unitTexts.filter((_, j) => j !== i));
            }}
            disabled={!editable}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => {
          setInput({ ...input, lines: [...input.lines, emptyLine()] });
          setUnitTexts([...unitTexts, euros(0)]);
        }}
        disabled={!editable}
      >
        {translate("wandelwijs.quotes.addLine")}
      </Button>
      <Box component="section" aria-label={translate("wandelwijs.quotes.totals")} sx={{ my: 2 }}>
        {totals.map((t) => (
          <Typography key={t.rate} variant="body2">
            {translate("wandelwijs.quotes.rateLine", {
              rate: t.rate,
              excl: formatEuro(t.exclCents),
              vat: formatEuro(t.vatCents),
            })}
          </Typography>
        ))}
        <Typography sx={{ fontWeight: 700 }}>
          {translate("wandelwijs.quotes.total", { total: formatEuro(totalCents) })}
        </Typography>
      </Box>
      <TextField
        type="date"
        label={translate("wandelwijs.quotes.fields.validUntil")}
        value={input.validUntil}
        onChange={(e) => setInput({ ...input, validUntil: e.target.value })}
        error={!!field("validUntil")}
        helperText={field("validUntil")}
        disabled={!editable}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ my: 2, flexWrap: "wrap" }}>
        {editable && (
          <Button type="submit" variant="contained" disabled={busy}>
            {translate("wandelwijs.quotes.save")}
          </Button>
        )}
        {quote && editable && (
          <Button variant="outlined" disabled={busy} onClick={() => act(() => sendQuote(quote.id), "wandelwijs.quotes.sent")}>
            {translate(quote.status === "draft" ? "wandelwijs.quotes.send" : "wandelwijs.quotes.sendAgain")}
          </Button>
        )}
        {quote && editable && (
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => act(() => withdrawQuote(quote.id), "wandelwijs.quotes.withdrawn")}
          >
            {translate("wandelwijs.quotes.withdraw")}
          </Button>
        )}
      </Stack>
      {quote && quote.status !== "draft" && (
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {translate("wandelwijs.quotes.link")} {quote.url}
        </Typography>
      )}
      {quote?.invoices?.map((inv) => (
        <Button key={inv.id} startIcon={<DownloadIcon />} href={invoicePdfUrl(inv.id)} download sx={{ mt: 1 }}>
          {translate("wandelwijs.invoices.download", { number: inv.number })}
        </Button>
      ))}
    </Box>
  );
};
