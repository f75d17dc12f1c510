// Gift vouchers, read-only (spec 2 §2). The code is shown as its first 12 characters.
import { BooleanField, DataTable, List } from "react-admin";
import { DateTimeField, MoneyField, truncate } from "../fields";

export const VoucherList = () => (
  <List actions={false} empty={false}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="hash" render={(voucher) => truncate(voucher.hash, 12)} />
      <DataTable.Col source="valueCents" field={MoneyField} align="right" />
      <DataTable.Col source="remainingCents" field={MoneyField} align="right" />
      <DataTable.Col source="used" field={BooleanField} />
      <DataTable.Col source="usedAt" field={DateTimeField} />
      <DataTable.Col source="purchaser.name" />
      <DataTable.Col source="purchaser.email" />
      <DataTable.Col source="createdAt" field={DateTimeField} />
    </DataTable>
  </List>
);
