import { VoucherPurchase } from "../../features/voucher/components/voucher-purchase";

export function CadeaubonPage() {
  return <VoucherPurchase />;
}
