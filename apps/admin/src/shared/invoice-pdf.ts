import { API_BASE } from "@wandelwijs/api-client/client";

/** invoicePdfUrl downloads an invoice or credit note as the PDF the customer got. */
export const invoicePdfUrl = (id: string) => `${API_BASE}/admin/invoices/${encodeURIComponent(id)}.pdf`;
