-- When Mollie made a refund: set when its status reaches refunded. The ledger dates a
-- refund by it, so a refund still on its way is in no month yet and a closed month does
-- not change afterwards. Refunds made before this column are dated by their last update.
ALTER TABLE refunds ADD COLUMN refunded_at timestamptz;
UPDATE refunds SET refunded_at = updated_at WHERE status = 'refunded';

-- A gift voucher whose payment Mollie refunded (a return, made in Mollie's dashboard)
-- is REFUNDED: no longer spendable. The voucher ledger's REFUND row takes what was still
-- on it off its balance, so a voucher's balance at any moment is its value plus its
-- ledger rows up to then.
ALTER TABLE vouchers DROP CONSTRAINT vouchers_status_check,
    ADD CONSTRAINT vouchers_status_check CHECK (status IN ('PENDING', 'ACTIVE', 'USED', 'FAILED', 'EXPIRED', 'REFUNDED'));
ALTER TABLE voucher_ledger DROP CONSTRAINT voucher_ledger_kind_check, DROP CONSTRAINT voucher_ledger_check,
    ADD CONSTRAINT voucher_ledger_kind_check CHECK (kind IN ('SPEND', 'GIVE_BACK', 'REFUND')),
    ADD CONSTRAINT voucher_ledger_check CHECK (
        (kind IN ('SPEND', 'REFUND') AND amount_cents < 0) OR (kind = 'GIVE_BACK' AND amount_cents > 0));
