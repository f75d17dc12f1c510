import { useParams } from "react-router";
import { VoucherConfirmation } from "../../features/voucher/components/voucher-confirmation";

export function Component() {
  const { voucherId = "" } = useParams();
  return <VoucherConfirmation key={voucherId} voucherId={voucherId} />;
}
