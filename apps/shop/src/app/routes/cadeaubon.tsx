import { VoucherPurchase } from "../../features/voucher/components/voucher-purchase";

function CadeaubonPage() {
  return <VoucherPurchase />;
}

export { CadeaubonPage as Component };
