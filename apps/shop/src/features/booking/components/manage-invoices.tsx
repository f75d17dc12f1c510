import { useQuery } from "@tanstack/react-query";
import { formatLongDate } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { tBooking } from "../../../shared/i18n/booking";
import { manageInvoiceUrl, manageInvoicesQueryOptions } from "../api/manage-booking";

/** ManageInvoices lists the booking's invoice and credit notes, each a PDF to download; nothing when it has none. */
export function ManageInvoices({ token }: { token: string }) {
  const { data } = useQuery(manageInvoicesQueryOptions(token));
  if (!data || data.length === 0) return null;
  return (
    <section className="booking-panel" aria-labelledby="manage-invoices-title">
      <h2 id="manage-invoices-title">{tBooking("manage.invoices")}</h2>
      <ul className="invoice-links">
        {data.map((inv) => (
          <li key={inv.id}>
            <a href={manageInvoiceUrl(token, inv.id)} download>
              {tBooking(inv.kind === "credit" ? "manage.creditNote" : "manage.invoice", { number: inv.number })}
            </a>{" "}
            <span className="muted">
              {formatLongDate(inv.issuedAt)}, {formatEuro(inv.totalCents)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
