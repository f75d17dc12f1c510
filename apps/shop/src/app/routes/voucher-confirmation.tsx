import { useParams } from "react-router";
import { VoucherConfirmation } from "../../features/voucher/components/voucher-confirmation";

export function VoucherConfirmationPage() {
  const { voucherId = "" } = useParams();
  return <VoucherConfirmation key={voucherId} voucherId={voucherId} />;
}
