import { useParams, useSearchParams } from "react-router";
import { VoucherSuccess } from "../../features/voucher/components/voucher-success";

/** VoucherSuccessPage reads the voucher id from the path (/voucher-success/{id}) or the voucherId query. */
function VoucherSuccessPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const voucherId = params.voucherId?.trim() || search.get("voucherId")?.trim() || null;
  return (
    <VoucherSuccess key={voucherId ?? ""} voucherId={voucherId} retryFailed={search.get("retry") === "mislukt"} />
  );
}

export { VoucherSuccessPage as Component };
