DROP VIEW refund_records;
DROP VIEW payment_records;
