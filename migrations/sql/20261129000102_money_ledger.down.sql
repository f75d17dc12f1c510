DROP TABLE chargebacks;
DROP INDEX payments_paid_idx;
ALTER TABLE payments DROP COLUMN paid_at;
