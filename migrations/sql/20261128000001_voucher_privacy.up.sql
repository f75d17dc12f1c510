-- A voucher's purchaser, recipient and message are removed by the anonymisation job
-- PRIVACY_RETENTION_MONTHS after the voucher was spent, expired or never paid; its
-- amounts and dates stay for the books. anonymised_at records when, so a row is done once.
ALTER TABLE vouchers ADD COLUMN anonymised_at timestamptz;
