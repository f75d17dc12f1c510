import { useMutation, useQuery } from "@tanstack/react-query";
import { formatLongDate } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { Banner } from "../../../shared/components/banner";
import { Loading } from "../../../shared/components/loading";
import { MessageScreen } from "../../../shared/components/message-panel";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { serverMessage } from "../../../shared/lib/api-errors";
import { tQuote } from "../../../shared/i18n/quote";
import { acceptQuote, payingKey, quoteInvoiceUrl, quoteQueryOptions, type Quote } from "../api";
import "./quote.css";

/** QuoteLines is the quote's lines and its totals per btw rate. */
function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <>
      {/* A narrow screen scrolls the table sideways: the region takes the keyboard's focus to scroll it. */}
      <div className="quote-table-wrap" role="region" aria-label={tQuote("lines")} tabIndex={0}>
      <table className="quote-table">
        <caption>{tQuote("lines")}</caption>
        <thead>
          <tr>
            <th scope="col">{tQuote("description")}</th>
            <th scope="col">{tQuote("quantity")}</th>
            <th scope="col">{tQuote("unitPrice")}</th>
            <th scope="col">{tQuote("vatRate")}</th>
            <th scope="col">{tQuote("amount")}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((l, i) => (
            <tr key={i}>
              <td>{l.description}</td>
              <td>{l.quantity}</td>
              <td>{formatEuro(l.unitCents)}</td>
              <td>{tQuote("rate", { rate: l.vatRate })}</td>
              <td>{formatEuro(l.quantity * l.unitCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <dl className="quote-totals" aria-label={tQuote("totals")}>
        {quote.totals.map((t) => (
          <div key={t.rate}>
            <dt>{tQuote("exclVat", { rate: t.rate })}</dt>
            <dd>{formatEuro(t.exclCents)}</dd>
            <dt>{tQuote("vat", { rate: t.rate })}</dt>
            <dd>{formatEuro(t.vatCents)}</dd>
          </div>
        ))}
        <div className="quote-total">
          <dt>{tQuote("total")}</dt>
          <dd>{formatEuro(quote.totalCents)}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * QuoteView is /offerte/{token}, the link in a quote's mail: the quote, "Akkoord en
 * betalen" while it is open, and what became of it (expired, withdrawn, paid with its invoice).
 */
export function QuoteView({ token }: { token: string }) {
  const polling = sessionStorage.getItem(payingKey(token)) !== null;
  const { data: quote, isError } = useQuery(quoteQueryOptions(token, polling));
  const accept = useMutation({
    mutationFn: () => acceptQuote(token),
    onSuccess: ({ checkoutUrl }) => {
      sessionStorage.setItem(payingKey(token), "1");
      browserNavigation.assign(checkoutUrl);
    },
  });
  useDocumentTitle(
    quote ? tQuote("title", { name: quote.name }) : isError ? tQuote("notFound") : tQuote("titleLoading"),
  );

  if (!quote && isError) {
    return (
      <MessageScreen title={tQuote("notFound")} link={{ to: "/", label: tQuote("toWalks") }}>
        <p>{tQuote("notFoundText")}</p>
      </MessageScreen>
    );
  }
  if (!quote) return <Loading label={tQuote("loading")} />;
  return (
    <div className="container">
      <div className="quote-page">
        <h1>{tQuote("title", { name: quote.name })}</h1>
        {quote.company && <p>{tQuote("for", { company: quote.company })}</p>}
        <p>{tQuote("validUntil", { date: formatLongDate(quote.validUntil) })}</p>
        <p className={`quote-status quote-status--${quote.status}`} role="status">
          {tQuote(`status.${quote.status}`, { date: formatLongDate(quote.validUntil) })}
        </p>
        <QuoteLines quote={quote} />
        {quote.status === "sent" && polling && <p className="muted">{tQuote("checking")}</p>}
        {accept.isError && <Banner tone="error">{serverMessage(accept.error, tQuote("acceptFailed"))}</Banner>}
        {quote.status === "sent" && (
          <div className="quote-actions">
            <button type="button" className="btn btn--primary" onClick={() => accept.mutate()} disabled={accept.isPending}>
              {accept.isPending ? tQuote("accepting") : tQuote("accept")}
            </button>
          </div>
        )}
        {quote.invoices.length > 0 && (
          <section aria-labelledby="quote-invoices-title">
            <h2 id="quote-invoices-title">{tQuote("invoices")}</h2>
            <ul className="quote-invoices">
              {quote.invoices.map((inv) => (
                <li key={inv.id}>
                  <a href={quoteInvoiceUrl(token, inv.id)} download>
                    {tQuote(inv.kind === "credit" ? "creditNote" : "invoice", { number: inv.number })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
