import { VoucherPurchase } from "../../features/vouchers/components/voucher-purchase";

export function CadeaubonPage() {
  return <VoucherPurchase />;
}
