DELETE FROM voucher_ledger WHERE kind = 'REFUND';
ALTER TABLE voucher_ledger DROP CONSTRAINT voucher_ledger_kind_check, DROP CONSTRAINT voucher_ledger_check,
    ADD CONSTRAINT voucher_ledger_kind_check CHECK (kind IN ('SPEND', 'GIVE_BACK')),
    ADD CONSTRAINT voucher_ledger_check CHECK (
        (kind = 'SPEND' AND amount_cents < 0) OR (kind = 'GIVE_BACK' AND amount_cents > 0));
UPDATE vouchers SET status = 'FAILED' WHERE status = 'REFUNDED';
ALTER TABLE vouchers DROP CONSTRAINT vouchers_status_check,
    ADD CONSTRAINT vouchers_status_check CHECK (status IN ('PENDING', 'ACTIVE', 'USED', 'FAILED', 'EXPIRED'));
ALTER TABLE refunds DROP COLUMN refunded_at;
